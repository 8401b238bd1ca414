import { sql } from 'drizzle-orm';
import { translatedOr, type Product, type ProductOptionAnswer, type Sentence } from '@shop/domain';

/**
 * A name in every storefront language, for the words a shopper reads that carry it (issue 28): its
 * Hindi where one is given, else the English, as the catalogue's `?lang=hi` reads it.
 */
export const namesInEachLanguage = (english: string, hindi: string | null | undefined): Sentence => ({
  en: english,
  hi: translatedOr(hindi, english),
});

/**
 * The product's Hindi name in a statement over the catalogue's `p` (product-row.ts, PRODUCT_FROM),
 * null where none: read beside the English for namesInEachLanguage.
 */
export const HINDI_PRODUCT_NAME = sql`p.translations->'hi'->>'name'`;

/**
 * A product's and its options' names in every storefront language, for a refusal that names them
 * (issue 28): "साइज़ चुनें", not "Size चुनें". Read from a product read with its translations
 * (`withTranslations: true`), so one read serves either language; each name falls back to the
 * English on its own.
 */
export const productNames = (product: Pick<Product, 'name' | 'translations'>): Sentence =>
  namesInEachLanguage(product.name, product.translations?.hi.name);

export const optionNames = (option: Pick<ProductOptionAnswer, 'name' | 'translations'>): Sentence =>
  namesInEachLanguage(option.name, option.translations?.hi.name);
