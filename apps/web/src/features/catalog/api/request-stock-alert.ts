import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';

/**
 * "Notify me when available" for one variant (decision 029), with the page's language (issue 28):
 * the mail that says it is back is written in it.
 */
export function useRequestStockAlert() {
  const language = useLanguage();
  return useMutation({
    mutationFn: (input: { productId: string; variantId?: string; email: string }) =>
      apiCall('POST /api/products/:id/stock-alerts', {
        params: { id: input.productId },
        body: {
          email: input.email,
          ...(input.variantId ? { variantId: input.variantId } : {}),
          language,
        },
      }),
  });
}
