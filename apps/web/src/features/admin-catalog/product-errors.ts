import { ApiError } from '@/lib/api-client';
import { sellsOptions, type ProductFormErrors, type ProductFormValues } from './product-form';

const SKU_TAKEN = /SKU (.+) is already used by another product/;

/**
 * Where the server's refusal belongs on the form: a 422 names each field by its path
 * ('variants.2.sku'), kept as is; a 409 for a SKU taken by another product goes to the row (or the
 * single SKU field) that holds that SKU, so the owner sees which one to change.
 */
export function productErrorsOf(error: unknown, values: ProductFormValues): ProductFormErrors {
  if (!(error instanceof ApiError)) return {};
  const errors: ProductFormErrors = {};
  for (const detail of error.details) errors[detail.field] ??= detail.message;
  const taken = error.status === 409 ? SKU_TAKEN.exec(error.message)?.[1] : undefined;
  if (taken) {
    const sku = taken.trim().toUpperCase();
    const index = sellsOptions(values)
      ? values.variants.findIndex((row) => row.sku.trim().toUpperCase() === sku)
      : -1;
    const field = index >= 0 ? `variants.${index}.sku` : 'sku';
    // A bare 'sku' detail from the server means this same clash: show it once, on the right field.
    if (field !== 'sku' && errors.sku === error.message) delete errors.sku;
    errors[field] = error.message;
  }
  return errors;
}
