import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Category, Product } from '@shop/domain';
import { apiCall } from '@/lib/api-client';
import { productPayload, type ProductFormValues, type ProductImages } from '../product-form';
import { uploadProductImages } from './upload-product-images';

export interface SaveProductInput {
  /** Absent when creating. */
  id?: string | undefined;
  values: ProductFormValues;
  images: ProductImages;
  categories: Category[];
}

/**
 * Uploads the new pictures first, then sends the product with every URL. A failed upload stops the
 * save with the server's message: a product must never lose pictures silently.
 */
export async function saveProduct({ id, values, images, categories }: SaveProductInput): Promise<Product> {
  const files = [...(images.mainFile ? [images.mainFile] : []), ...images.carouselFiles];
  const urls = files.length ? await uploadProductImages(files) : [];
  const main = images.mainFile ? (urls[0] ?? null) : null;
  const carousel = images.mainFile ? urls.slice(1) : urls;
  const body = productPayload(values, categories, images, { main, carousel });
  const data = id
    ? await apiCall('PUT /api/products/:id', { params: { id }, body })
    : await apiCall('POST /api/products', { body });
  return data.product;
}

/** POST /products or PUT /products/:id; every product list and the category counts go stale. */
export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProduct,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['products'] }),
        queryClient.invalidateQueries({ queryKey: ['categories'] }),
      ]);
    },
  });
}
