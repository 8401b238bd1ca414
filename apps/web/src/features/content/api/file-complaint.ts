import { useMutation } from '@tanstack/react-query';
import type { ComplaintBody } from '@shop/domain';
import { apiCall } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';

/** What the shopper writes in the complaint form; the page adds its language. */
export type ComplaintFields = Omit<ComplaintBody, 'language'>;

/**
 * POST /api/complaints: its ticket number and deadlines (decision 048). The page's language goes
 * with it (issue 28): a complaint filed from the Hindi page is answered in Hindi.
 */
export function useFileComplaint() {
  const language = useLanguage();
  return useMutation({
    mutationFn: (fields: ComplaintFields) =>
      apiCall('POST /api/complaints', { body: { ...fields, language } }).then((data) => data.complaint),
  });
}
