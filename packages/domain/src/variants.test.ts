import { describe, expect, it } from 'vitest';
import { productVariantProblems } from './catalog-admin.js';
import { isAvailable } from './catalog.js';
import {
  chooseMessage,
  combinationKey,
  expectedDispatchDate,
  findVariant,
  isCompleteSelection,
  isSizeOption,
  optionCombinations,
  optionLabel,
  priceRange,
  skuStemOfVariants,
  valuesWithoutVariant,
  valueLabel,
  variantSku,
  variantTitle,
  type ProductOptionLike,
} from './variants.js';

const options = [
  { name: 'Size', values: ['S', 'M'] },
  { name: 'Colour', values: ['Indigo', 'Rust'] },
];

describe('variants', () => {
  it('titles a variant by its values in option order, and the default variant by nothing', () => {
    expect(variantTitle(options, { Colour: 'Indigo', Size: 'M' })).toBe('M / Indigo');
    expect(variantTitle([], {})).toBe('');
  });

  it('titles and names a choice in the words of the page where the options carry them (decision 074)', () => {
    const hindi: ProductOptionLike[] = [
      { ...options[0]!, label: 'साइज़', valueLabels: { S: 'छोटा', M: 'मध्यम' } },
      { ...options[1]!, label: 'रंग', valueLabels: { Indigo: 'नील', Rust: 'Rust' } },
    ];
    expect(variantTitle(hindi, { Colour: 'Indigo', Size: 'M' })).toBe('मध्यम / नील');
    expect(optionLabel(hindi[0]!)).toBe('साइज़');
    // An answer saved before the words: the English.
    expect(optionLabel(options[0]!)).toBe('Size');
    expect(valueLabel(options[0] as ProductOptionLike, 'M')).toBe('M');
    // A value named like what every object inherits is still just a value.
    expect(valueLabel({ valueLabels: {} }, 'constructor')).toBe('constructor');
  });

  it('lists every combination, first option slowest, and one empty one without options', () => {
    expect(optionCombinations(options)).toEqual([
      { Size: 'S', Colour: 'Indigo' },
      { Size: 'S', Colour: 'Rust' },
      { Size: 'M', Colour: 'Indigo' },
      { Size: 'M', Colour: 'Rust' },
    ]);
    expect(optionCombinations([])).toEqual([{}]);
  });

  it('finds a variant by its values whatever their key order', () => {
    const variants = [
      { id: 'a', optionValues: { Size: 'S', Colour: 'Rust' }, stockQuantity: 1 },
      { id: 'b', optionValues: { Size: 'M', Colour: 'Rust' }, stockQuantity: 0 },
    ];
    expect(findVariant(variants, { Colour: 'Rust', Size: 'M' })?.id).toBe('b');
    expect(findVariant(variants, { Size: 'M' })).toBeUndefined();
    expect(combinationKey({ a: '1', b: '2' })).toBe(combinationKey({ b: '2', a: '1' }));
  });

  it('knows a complete choice, a size option and what to ask for', () => {
    expect(isCompleteSelection(options, { Size: 'S' })).toBe(false);
    expect(isCompleteSelection(options, { Size: 'S', Colour: 'Rust' })).toBe(true);
    expect(isSizeOption('Ring size')).toBe(true);
    expect(isSizeOption('Colour')).toBe(false);
    expect(chooseMessage({ en: 'Size', hi: 'साइज़' })).toEqual({ en: 'Choose a size', hi: 'साइज़ चुनें' });
  });

  it('gives the lowest and highest price', () => {
    expect(priceRange([{ price: 1200 }, { price: 950 }, { price: 1400 }])).toEqual({ min: 950, max: 1400 });
  });

  it('dates dispatch by the calendar in India: late evening UTC is already the next day there', () => {
    expect(expectedDispatchDate(new Date('2026-11-24T10:00:00Z'), 10)).toBe('2026-12-04');
    expect(expectedDispatchDate(new Date('2026-11-24T19:00:00Z'), 1)).toBe('2026-11-26');
  });

  it('lets a made-to-order piece be bought without stock', () => {
    expect(isAvailable({ inStock: true, stockQuantity: 0, madeToOrder: true })).toBe(true);
    expect(isAvailable({ inStock: true, stockQuantity: 0 })).toBe(false);
  });
});

describe('productVariantProblems', () => {
  it('accepts variants that are combinations of the options, each once', () => {
    expect(
      productVariantProblems({
        options,
        variants: [
          { optionValues: { Size: 'S', Colour: 'Rust' }, sku: 'K-S-R' },
          { optionValues: { Size: 'M', Colour: 'Rust' } },
          { optionValues: { Size: 'M', Colour: 'Indigo' } },
        ],
      }),
    ).toEqual([]);
  });

  it('names each broken rule with its field', () => {
    const fields = productVariantProblems({
      options: [
        { name: 'Size', values: ['S', 's'] },
        { name: 'size', values: ['x'] },
      ],
      variants: [
        { optionValues: { Size: 'XL' }, sku: 'a' },
        { optionValues: { Size: 'XL' }, sku: 'A' },
      ],
    }).map((problem) => problem.field);
    expect(fields).toEqual([
      'options.0.values',
      'options.1.name',
      'variants.0.optionValues',
      'variants.1.optionValues',
      'variants.1.optionValues',
      'variants.1.sku',
    ]);
  });

  it('names Hindi that a Hindi page could not show: for no value, or the same words twice', () => {
    const problems = productVariantProblems({
      options: [
        {
          name: 'Size',
          values: ['S', 'M'],
          translations: { hi: { values: { S: 'मध्यम', M: ' मध्यम ', XL: 'x' } } },
        },
        { name: 'Colour', values: ['Indigo'], translations: { hi: { name: 'Size' } } },
        { name: 'Fit', values: ['constructor'], translations: { hi: { name: null, values: {} } } },
      ],
    });
    expect(problems).toEqual([
      { field: 'options.0.translations.hi.values', message: 'Size has no value "XL" to give Hindi to' },
      {
        field: 'options.0.translations.hi.values',
        message: '"S" and "M" under Size would both read "मध्यम" in Hindi',
      },
      { field: 'options.1.translations.hi.name', message: 'Size and Colour would both read "Size" in Hindi' },
    ]);
  });

  it('keeps one-of-a-kind pieces single and made-to-order ones dated', () => {
    expect(productVariantProblems({ isOneOfAKind: true, stockQuantity: 2, options: [] })).toEqual([
      { field: 'stockQuantity', message: 'A one-of-a-kind piece has a stock of 1' },
    ]);
    expect(productVariantProblems({ madeToOrder: true, leadTimeDays: null })[0]?.field).toBe('leadTimeDays');
    expect(
      productVariantProblems({ options: [{ name: 'Size', values: ['S'] }], variants: [] })[0]?.field,
    ).toBe('variants');
  });
});

describe('an option value every variant left out, and the SKUs of a new variant', () => {
  const sizes = [{ name: 'Size', values: ['S', 'M', '3XL'] }];

  it('names the value no variant carries, which shoppers would see and could not buy', () => {
    const variants = [{ optionValues: { Size: 'S' } }, { optionValues: { Size: 'M' } }];
    expect(valuesWithoutVariant(sizes, variants)).toEqual([{ optionIndex: 0, option: 'Size', value: '3XL' }]);
    expect(productVariantProblems({ options: sizes, variants })).toEqual([
      {
        field: 'options.0.values',
        message:
          '"3XL" under Size has no variant, so shoppers could see it but not buy it: add a variant for it or remove the value',
      },
    ]);
    expect(valuesWithoutVariant(sizes, [...variants, { optionValues: { Size: '3XL' } }])).toEqual([]);
    // A save that changes neither options nor variants (a new price) is not held up by an old gap.
    expect(productVariantProblems({ options: sizes, variants, checkValuesSold: false })).toEqual([]);
  });

  it('learns the stem from the siblings’ SKUs, the one most follow', () => {
    const stored = [
      { sku: 'KS-CL-KUR-001-S', optionValues: { Size: 'S' } },
      { sku: 'ks-cl-kur-001-m', optionValues: { Size: 'M' } },
      { sku: 'SPECIAL-ONE', optionValues: { Size: 'L' } },
    ];
    const stem = skuStemOfVariants(sizes, stored);
    expect(stem).toBe('KS-CL-KUR-001');
    expect(variantSku(stem!, sizes, { Size: '3XL' })).toBe('KS-CL-KUR-001-3XL');
    // A product that had no options: its default variant's SKU is the stem.
    expect(skuStemOfVariants(sizes, [{ sku: 'POT-1', optionValues: {} }])).toBe('POT-1');
    // SKUs typed freely teach nothing.
    expect(skuStemOfVariants(sizes, [{ sku: 'SPECIAL-ONE', optionValues: { Size: 'L' } }])).toBeNull();
  });
});
