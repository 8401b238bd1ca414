import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** A 5,000-row import takes seconds; the usual request timeout would give up on it. */
const IMPORT_TIMEOUT_MS = 120_000;

/**
 * POST /api/products/import: `dryRun` checks the file and reports every problem by line; without it
 * every row is applied, or none. An apply refreshes every product list.
 */
export function useImportProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, dryRun }: { file: Blob; dryRun: boolean }) =>
      apiCall('POST /api/products/import', {
        body: file,
        query: { dryRun },
        timeoutMs: IMPORT_TIMEOUT_MS,
      }),
    onSuccess: async (result) => {
      if (result.dryRun) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['products'] }),
        queryClient.invalidateQueries({ queryKey: ['categories'] }),
      ]);
    },
  });
}
