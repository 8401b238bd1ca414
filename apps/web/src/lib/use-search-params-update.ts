import { useSearchParams } from '@/lib/router';

/**
 * The address's query as a screen's filters: `update({ status: 'shipped', page: undefined })` sets
 * or removes each named parameter and keeps the others, replacing the history entry (a filter is
 * not a page to go back to).
 */
export function useSearchParamsUpdate() {
  const [params, setParams] = useSearchParams();
  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };
  return [params, update, setParams] as const;
}
