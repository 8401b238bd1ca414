import type { Category } from '@shop/domain';
import type { MessageId } from '@/lib/i18n/catalogue';
import { Link } from '@/lib/router';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n/i18n';

/**
 * Names for the three parent pages until (or if) their category answers; once it has, the name is
 * the category record's, as everywhere else (breadcrumbs, suggestions, the back office).
 */
export const PARENT_TITLES: Record<string, MessageId> = {
  jewelry: 'nav.jewelry',
  clothing: 'nav.clothing',
  accessories: 'nav.accessories',
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
  const t = useT();
  const parentTitle = PARENT_TITLES[slug];
  const title = category?.name ?? (parentTitle ? t(parentTitle) : undefined);
  return (
    <div>
      <nav aria-label={t('catalog.breadcrumb')} className="text-sm text-muted">
        <Link to="/" className="hover:text-ink">
          {t('nav.home')}
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
