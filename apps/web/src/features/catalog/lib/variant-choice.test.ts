import { describe, expect, it } from 'vitest';
import {
  chosenVariant,
  choiceInWords,
  firstMissingOption,
  galleryImages,
  initialSelection,
  shownFor,
  valueState,
} from './variant-choice';
import { kurti, variant } from './kurti.fixture';

describe('the choice a product page opens with', () => {
  it('is the variant the shared link names', () => {
    const product = kurti();
    const shared = product.variants[3]!;
    expect(initialSelection(product, shared.id)).toEqual({ Size: 'M', Colour: 'Rust' });
  });

  it('is empty for an unknown variant, except options with a single value', () => {
    const product = { ...kurti(), options: [...kurti().options, { name: 'Fabric', values: ['Cotton'] }] };
    expect(initialSelection(product, 'not-a-variant')).toEqual({ Fabric: 'Cotton' });
  });

  it('is the only variant of a product without options, so it can be bought as it is', () => {
    const product = { ...kurti(), options: [], variants: [variant({})] };
    expect(initialSelection(product, null)).toEqual({});
    expect(chosenVariant(product, {})?.id).toBe(product.variants[0]!.id);
  });
});

describe('a choice', () => {
  it('names a variant only when every option has a value', () => {
    const product = kurti();
    expect(chosenVariant(product, { Size: 'M' })).toBeUndefined();
    expect(firstMissingOption(product, { Size: 'M' })).toBe('Colour');
    expect(firstMissingOption(product, {})).toBe('Size');
    expect(chosenVariant(product, { Colour: 'Rust', Size: 'M' })?.title).toBe('M / Rust');
  });

  it('strikes through sold-out and unmade values, judged with the rest of the choice', () => {
    const product = kurti();
    expect(valueState(product, {}, 'Size', 'M')).toBe('available');
    expect(valueState(product, { Colour: 'Indigo' }, 'Size', 'M')).toBe('sold-out');
    expect(valueState(product, { Colour: 'Rust' }, 'Size', 'L')).toBe('not-made');
    expect(valueState(product, { Size: 'M' }, 'Colour', 'Rust')).toBe('available');
    // Changing a value replaces the chosen one rather than combining with it.
    expect(valueState(product, { Size: 'M', Colour: 'Indigo' }, 'Colour', 'Rust')).toBe('available');
  });

  it("shows the variant's price, stock, SKU and picture once chosen", () => {
    const product = kurti();
    const large = chosenVariant(product, { Size: 'L', Colour: 'Indigo' });
    expect(shownFor(product, large)).toEqual({
      price: 1400,
      originalPrice: null,
      priceIsFrom: false,
      stockQuantity: 3,
      inStock: true,
      sku: 'KUR-L-Indigo',
      image: null,
    });
    const rust = chosenVariant(product, { Size: 'S', Colour: 'Rust' });
    expect(galleryImages(product, shownFor(product, rust).image)).toEqual([
      '/images/rust/640.webp',
      '/images/main/640.webp',
      '/images/back/640.webp',
    ]);
  });

  it('reads "from" the lowest price before a choice when the prices differ', () => {
    const product = kurti();
    const shown = shownFor(product, undefined);
    expect(shown).toMatchObject({ price: 1200, priceIsFrom: true, originalPrice: null, inStock: true });
    const samePrices = { ...product, priceMax: 1200 };
    expect(shownFor(samePrices, undefined)).toMatchObject({ priceIsFrom: false, originalPrice: 1500 });
  });

  it('is put in words for the WhatsApp message', () => {
    const product = kurti();
    expect(choiceInWords(product, chosenVariant(product, { Size: 'S', Colour: 'Rust' }))).toBe(
      'Size S, Colour Rust',
    );
    expect(choiceInWords(product, undefined)).toBe('');
  });
});
