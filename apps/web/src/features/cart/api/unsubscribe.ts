import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** The reminder mail's unsubscribe link, confirmed: no more cart reminders to the person it names. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) => apiCall('POST /api/unsubscribe', { body: { token } }),
  });
}
