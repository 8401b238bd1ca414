import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** "Notify me when available" for one variant (decision 029). */
export const useRequestStockAlert = () =>
  useMutation({
    mutationFn: (input: { productId: string; variantId?: string; email: string }) =>
      apiCall('POST /api/products/:id/stock-alerts', {
        params: { id: input.productId },
        body: input.variantId ? { email: input.email, variantId: input.variantId } : { email: input.email },
      }),
  });
