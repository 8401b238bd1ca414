import {
  displaySku,
  findVariant,
  isCompleteSelection,
  optionLabel,
  valueLabel,
  type OptionValues,
  type Product,
  type ProductVariant,
} from '@shop/domain';

/**
 * What the product page shows for the shopper's choice of options (decision 024). The address
 * carries the chosen variant (`?variant=`), so a shared link opens the same size; a partial choice
 * lives only on the page.
 */

/** The `?variant=` parameter of a product page's address. */
export const VARIANT_PARAM = 'variant';

/**
 * The choice a page opens with: the variant named in the address, else the values that leave no
 * choice (an option with one value, or a product with one variant).
 */
export function initialSelection(product: Product, variantId: string | null): OptionValues {
  const named = variantId ? product.variants.find((variant) => variant.id === variantId) : undefined;
  if (named) return { ...named.optionValues };
  const only = product.variants.length === 1 ? product.variants[0] : undefined;
  if (only) return { ...only.optionValues };
  const selection: OptionValues = {};
  for (const option of product.options) {
    const [single, ...others] = option.values;
    if (single && others.length === 0) selection[option.name] = single;
  }
  return selection;
}

/** The variant the choice names, once every option has a value (the default one when there are none). */
export function chosenVariant(product: Product, selection: OptionValues): ProductVariant | undefined {
  if (!isCompleteSelection(product.options, selection)) return undefined;
  return findVariant(product.variants, selection);
}

/** The first option without a value: the picker that says "Choose a size". */
export function firstMissingOption(product: Product, selection: OptionValues): string | undefined {
  return product.options.find((option) => !selection[option.name])?.name;
}

/**
 * How a value would do with the rest of the choice: some variant with it (and the other chosen
 * values) has units left or is made to order; such variants exist but none is left; or the shop
 * does not make that combination at all. The last two are struck through, and still selectable.
 */
export type ValueState = 'available' | 'sold-out' | 'not-made';

export function valueState(
  product: Product,
  selection: OptionValues,
  optionName: string,
  value: string,
): ValueState {
  const wanted: OptionValues = { ...selection, [optionName]: value };
  const matching = product.variants.filter((variant) =>
    Object.entries(wanted).every(([name, chosen]) => variant.optionValues[name] === chosen),
  );
  if (matching.length === 0) return 'not-made';
  return matching.some((variant) => variant.inStock) ? 'available' : 'sold-out';
}

/** The price, stock, SKU and picture the page shows: the chosen variant's, else the product's. */
export interface Shown {
  price: number;
  originalPrice: number | null;
  /** True while no variant is chosen and the variants' prices differ: the price reads "from ₹X". */
  priceIsFrom: boolean;
  stockQuantity: number;
  inStock: boolean;
  sku: string;
  /** The chosen variant's own picture, shown first in the gallery; null when it has none. */
  image: string | null;
}

export function shownFor(product: Product, variant: ProductVariant | undefined): Shown {
  if (variant) {
    return {
      price: variant.price,
      originalPrice: variant.originalPrice,
      priceIsFrom: false,
      stockQuantity: variant.stockQuantity,
      inStock: variant.inStock,
      sku: variant.sku || displaySku(product),
      image: variant.image,
    };
  }
  return {
    price: product.priceMin,
    originalPrice: product.priceMin === product.priceMax ? product.originalPrice : null,
    priceIsFrom: product.priceMin < product.priceMax,
    stockQuantity: product.stockQuantity,
    inStock: product.inStock,
    sku: displaySku(product),
    image: null,
  };
}

/** The gallery's pictures: the chosen variant's own first, then the product's. */
export function galleryImages(product: Product, variantImage: string | null): string[] {
  const images = product.images.length ? product.images : product.image ? [product.image] : [];
  if (!variantImage) return images;
  return [variantImage, ...images.filter((image) => image !== variantImage)];
}

/** "Size M, Colour Indigo": the choice in the page's words (decision 074), for the WhatsApp message. */
export function choiceInWords(product: Product, variant: ProductVariant | undefined): string {
  if (!variant) return '';
  return product.options
    .map((option) => {
      const value = variant.optionValues[option.name];
      return `${optionLabel(option)} ${value ? valueLabel(option, value) : ''}`.trim();
    })
    .join(', ');
}
