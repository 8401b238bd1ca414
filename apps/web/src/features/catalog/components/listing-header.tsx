import type { Category } from '@shop/domain';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';

/**
 * Names for the three parent pages until (or if) their category answers; once it has, the name is
 * the category record's, as everywhere else (breadcrumbs, suggestions, the back office).
 */
export const PARENT_TITLES: Record<string, string> = {
  jewelry: 'Jewellery',
  clothing: 'Clothing',
  accessories: 'Accessories',
};

export function ListingHeader({
  slug,
  category,
  isPending,
}: {
  slug: string;
  category: Category | undefined;
  isPending: boolean;
}) {
  const title = category?.name ?? PARENT_TITLES[slug];
  return (
    <div>
      <nav aria-label="Breadcrumb" className="text-sm text-muted">
        <Link to="/" className="hover:text-ink">
          Home
        </Link>
        {category?.parent && (
          <>
            <span className="mx-2">/</span>
            <Link to={`/${category.parent.slug}`} className="hover:text-ink">
              {category.parent.name}
            </Link>
          </>
        )}
        <span className="mx-2">/</span>
        <span className="text-ink">{title ?? '…'}</span>
      </nav>
      {title ? (
        <h1 className="mt-3 text-4xl font-semibold text-ink sm:text-5xl">{title}</h1>
      ) : (
        <Skeleton className="mt-3 h-11 w-56" />
      )}
      {category?.description ? (
        <p className="mt-3 max-w-2xl text-ink-soft">{category.description}</p>
      ) : isPending ? (
        <Skeleton className="mt-3 h-5 w-full max-w-md" />
      ) : null}
    </div>
  );
}
