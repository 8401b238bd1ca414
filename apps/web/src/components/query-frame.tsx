import type { ComponentProps, ReactNode } from 'react';
import { Pagination } from '@/components/pagination';
import { ErrorState } from '@/components/states';

type Paging = { page: number; totalPages: number };

/** What the frame reads from a TanStack query (any `useQuery` result fits). */
export type FrameQuery<TData> = {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  data: TData | undefined;
  refetch: () => unknown;
};

/** The pager under the data: `Pagination`'s props, its `pagination` taken from the data. */
type PagerProps = Omit<ComponentProps<typeof Pagination>, 'pagination'>;

/**
 * The frame every list screen repeats: a skeleton while the query is pending, an error with Retry
 * when it failed, the empty state when the data holds nothing, else `children(data)` and, for paged
 * data (`{ pagination }`), an optional pager under it. Placement (margins, dimming while the next
 * page loads) stays with the screen: it passes its skeleton, empty state and children as they were.
 */
export function QueryFrame<TData>({
  query,
  skeleton,
  error,
  isEmpty = defaultIsEmpty,
  empty,
  keepDataOnError = false,
  pager,
  children,
}: {
  query: FrameQuery<TData>;
  skeleton: ReactNode;
  /** The error state's title, message (text, or from the error) and placement. */
  error?: { title?: string; message?: string | ((error: Error | null) => string); className?: string };
  /** Whether the data counts as empty; by default, whether it is an empty array. */
  isEmpty?: (data: TData) => boolean;
  /** Shown instead of `children` when `isEmpty(data)`; without it, `children` get the empty data. */
  empty?: ReactNode;
  /** A failed refetch keeps the data on screen (the query's own toast or retry tells of it). */
  keepDataOnError?: boolean;
  pager?: TData extends { pagination: Paging } ? PagerProps : never;
  children: (data: TData) => ReactNode;
}) {
  const { data } = query;
  if (query.isPending) return <>{skeleton}</>;
  if (data === undefined || (query.isError && !keepDataOnError)) {
    const message = typeof error?.message === 'function' ? error.message(query.error) : error?.message;
    return (
      <ErrorState
        title={error?.title}
        message={message}
        className={error?.className}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (empty !== undefined && isEmpty(data)) return <>{empty}</>;
  const pagination = pager ? (data as { pagination?: Paging }).pagination : undefined;
  return (
    <>
      {children(data)}
      {pager && <Pagination {...(pager as PagerProps)} pagination={pagination} />}
    </>
  );
}

function defaultIsEmpty(data: unknown): boolean {
  return Array.isArray(data) && data.length === 0;
}
