import type { Product } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import {
  addOptionValues,
  emptyRow,
  generateRows,
  moveItem,
  renameOption,
  rowKey,
  rowsOf,
  rowTitle,
  setStockFor,
  stockWarning,
  type OptionDraft,
} from './variant-form';

const SIZE_COLOUR: OptionDraft[] = [
  { name: 'Size', values: ['S', 'M'] },
  { name: 'Colour', values: ['Indigo', 'Rust'] },
];
const titles = (options: OptionDraft[], rows: ReturnType<typeof generateRows>['rows']) =>
  rows.map((row) => rowTitle(options, row));

describe('chips of an option', () => {
  it('adds what is typed, several at once when separated by commas, skipping blanks', () => {
    expect(addOptionValues(['S'], ' M, L ,, ')).toEqual({ values: ['S', 'M', 'L'], problem: null });
  });

  it('refuses a value already there (in any case) and names it', () => {
    expect(addOptionValues(['Indigo'], 'indigo')).toEqual({
      values: ['Indigo'],
      problem: '"indigo" is already a value',
    });
  });

  it('refuses a value longer than the contract allows', () => {
    expect(addOptionValues([], 'x'.repeat(31)).problem).toBe('A value may be at most 30 characters');
  });

  it('moves a value one place, and not past either end', () => {
    expect(moveItem(['S', 'M', 'L'], 2, -1)).toEqual(['S', 'L', 'M']);
    expect(moveItem(['S', 'M', 'L'], 0, -1)).toEqual(['S', 'M', 'L']);
    expect(moveItem(['S', 'M', 'L'], 2, 1)).toEqual(['S', 'M', 'L']);
  });
});

describe('generate combinations', () => {
  it('makes a row for every combination, first option slowest', () => {
    const { rows, removed } = generateRows(SIZE_COLOUR, []);
    expect(titles(SIZE_COLOUR, rows)).toEqual(['S / Indigo', 'S / Rust', 'M / Indigo', 'M / Rust']);
    expect(rows[0]).toEqual(emptyRow({ Size: 'S', Colour: 'Indigo' }));
    expect(removed).toEqual([]);
  });

  it('keeps what was typed in a row whose combination still exists, and drops the others', () => {
    const first = generateRows(SIZE_COLOUR, []).rows.map((row) =>
      row.optionValues.Size === 'M' && row.optionValues.Colour === 'Rust'
        ? {
            ...row,
            id: 'v-m-rust',
            sku: 'KUR-M-RUST',
            price: '1499',
            stockQuantity: '4',
            image: '/images/x/640.webp',
          }
        : row,
    );
    // Rust goes, L comes: M / Rust and S / Rust are dropped, M / Indigo keeps its place.
    const options = [
      { name: 'Size', values: ['S', 'M', 'L'] },
      { name: 'Colour', values: ['Indigo'] },
    ];
    const second = generateRows(options, first);
    expect(titles(options, second.rows)).toEqual(['S / Indigo', 'M / Indigo', 'L / Indigo']);
    expect(second.removed.map((row) => row.sku)).toEqual(['', 'KUR-M-RUST']);

    const back = generateRows(SIZE_COLOUR, [...second.rows, ...second.removed]);
    expect(back.rows.find((row) => row.sku === 'KUR-M-RUST')).toEqual({
      id: 'v-m-rust',
      optionValues: { Size: 'M', Colour: 'Rust' },
      sku: 'KUR-M-RUST',
      price: '1499',
      originalPrice: '',
      stockQuantity: '4',
      image: '/images/x/640.webp',
    });
  });

  it('matches rows by combination, whatever the order the values were stored in', () => {
    const typed = { ...emptyRow({ Colour: 'Rust', Size: 'S' }), sku: 'KEEP' };
    const { rows } = generateRows(SIZE_COLOUR, [typed]);
    expect(rows.filter((row) => row.sku === 'KEEP')).toHaveLength(1);
  });

  it('skips an option still without a name or values, and refuses more than 100 variants', () => {
    const { rows } = generateRows([...SIZE_COLOUR, { name: 'Fabric', values: [] }], []);
    expect(rows).toHaveLength(4);
    const many = [
      { name: 'A', values: Array.from({ length: 11 }, (_, i) => `a${i}`) },
      { name: 'B', values: Array.from({ length: 10 }, (_, i) => `b${i}`) },
    ];
    const result = generateRows(many, []);
    expect(result.problem).toBe('110 combinations is more than the 100 variants a product may have');
    expect(result.rows).toEqual([]);
  });

  it('keeps typed rows when an option is renamed', () => {
    const rows = generateRows(SIZE_COLOUR, []).rows.map((row) => ({
      ...row,
      sku: rowTitle(SIZE_COLOUR, row),
    }));
    const renamed = renameOption(SIZE_COLOUR, rows, 1, 'Color');
    expect(renamed.options[1]?.name).toBe('Color');
    expect(renamed.rows[1]?.optionValues).toEqual({ Size: 'S', Color: 'Rust' });
    const again = generateRows(renamed.options, renamed.rows);
    expect(again.removed).toEqual([]);
    expect(again.rows.map((row) => row.sku)).toEqual(['S / Indigo', 'S / Rust', 'M / Indigo', 'M / Rust']);
  });
});

describe('set stock for selected', () => {
  it('changes the selected rows only', () => {
    const rows = generateRows(SIZE_COLOUR, []).rows;
    const selected = new Set([rowKey(rows[0]!), rowKey(rows[3]!)]);
    expect(setStockFor(rows, selected, ' 7 ').map((row) => row.stockQuantity)).toEqual(['7', '0', '0', '7']);
  });
});

describe('a saved product in the grid', () => {
  const variant = (id: string, size: string, price: number, stockQuantity: number) => ({
    id,
    sku: `K-${size}`,
    title: size,
    optionValues: { Size: size },
    price,
    originalPrice: null,
    stockQuantity,
    inStock: stockQuantity > 0,
    image: null,
  });
  const product = {
    price: 999,
    options: [{ name: 'Size', values: ['S', 'M', 'L'] }],
    variants: [variant('a', 'S', 999, 0), variant('b', 'M', 1099, 2), variant('c', 'L', 999, 9)],
    madeToOrder: false,
    isOneOfAKind: false,
    stockQuantity: 11,
  } as const satisfies Partial<Product>;

  it("leaves a price equal to the product's empty, so it follows the product's price", () => {
    expect(
      rowsOf(product as unknown as Product).map((row) => [row.id, row.price, row.stockQuantity]),
    ).toEqual([
      ['a', '', '0'],
      ['b', '1099', '2'],
      ['c', '', '9'],
    ]);
  });

  it('warns of variants sold out or running low', () => {
    expect(stockWarning({ ...product, variants: [...product.variants] })).toBe('1 sold out · 1 variant low');
    expect(stockWarning({ ...product, variants: [...product.variants], madeToOrder: true })).toBeNull();
    expect(stockWarning({ ...product, options: [], variants: [], stockQuantity: 2 })).toBe('Low stock');
    expect(stockWarning({ ...product, options: [], variants: [], stockQuantity: 0 })).toBe('Sold out');
    expect(
      stockWarning({ ...product, options: [], variants: [], stockQuantity: 1, isOneOfAKind: true }),
    ).toBeNull();
  });
});
