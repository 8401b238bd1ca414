import { translatedOr, type Product, type ProductOptionAnswer, type Sentence } from '@shop/domain';

/**
 * A product's and its options' names in every storefront language, for a refusal that names them
 * (issue 28): "साइज़ चुनें", not "Size चुनें". Read from a product read with its translations
 * (`withTranslations: true`), so one read serves either language; each name falls back to the
 * English on its own, as the catalogue's `?lang=hi` reads it.
 */
export const productNames = (product: Pick<Product, 'name' | 'translations'>): Sentence => ({
  en: product.name,
  hi: translatedOr(product.translations?.hi.name, product.name),
});

export const optionNames = (option: Pick<ProductOptionAnswer, 'name' | 'translations'>): Sentence => ({
  en: option.name,
  hi: translatedOr(option.translations?.hi.name, option.name),
});
