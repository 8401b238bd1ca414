import type { Pagination as PageInfo } from '@shop/domain';
import { Pagination } from '@/components/pagination';

/** A listing's pager: the page asked for shows at once, while the grid dims until it arrives. */
export function ListingPager({
  page,
  pagination,
  onPageChange,
}: {
  page: number;
  pagination: PageInfo | undefined;
  onPageChange: (page: number) => void;
}) {
  return (
    <Pagination
      className="mt-10 justify-center"
      statusClassName="min-w-24 justify-center"
      page={page}
      pagination={pagination && { page, totalPages: pagination.totalPages }}
      onPageChange={onPageChange}
    />
  );
}
