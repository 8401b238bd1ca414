import { categoryPath, type Category } from '@shop/domain';
import { Trans } from '@lingui/react';
import { SearchX } from 'lucide-react';
import { Fragment } from 'react';
import { Link } from '@/lib/router';
import { searchPath } from '@/lib/search-path';
import { PARENT_TITLES } from './listing-header';
import { CategoryIcon } from '@/components/category-icon';
import { useT } from '@/lib/i18n/i18n';

/** "jhumka", "jhumka or jhumki", "jhumka, jhumki or jhumkas": each one a link to its results. */
function SpellingLinks({ spellings }: { spellings: string[] }) {
  const t = useT();
  return spellings.map((spelling, index) => (
    <Fragment key={spelling}>
      {index > 0 && (index === spellings.length - 1 ? ` ${t('search.or')} ` : ', ')}
      <Link
        to={searchPath(spelling)}
        className="font-semibold text-accent underline-offset-4 hover:underline"
      >
        {spelling}
      </Link>
    </Fragment>
  ));
}

/**
 * A search that found nothing: says so, offers the closest spellings of the shop's own words
 * ("Did you mean jhumka?") and the main collections, so the shopper always has a way on.
 */
export function SearchNoResults({
  q,
  spellings,
  categories,
}: {
  q: string;
  spellings: string[];
  categories: Category[];
}) {
  const t = useT();
  const parentTitle = (slug: string) => {
    const id = PARENT_TITLES[slug];
    return id ? t(id) : undefined;
  };
  return (
    <div className="mt-5 flex flex-col items-center gap-3 rounded-[var(--radius-card)] border border-dashed border-line bg-card/60 px-6 py-12 text-center">
      <SearchX aria-hidden="true" className="size-9 text-muted" strokeWidth={1.5} />
      <h2 className="font-display text-2xl font-semibold text-ink">{t('search.noResults', { q })}</h2>
      {spellings.length > 0 ? (
        <p className="text-lg text-ink-soft">
          <Trans id="search.didYouMean" components={{ 0: <SpellingLinks spellings={spellings} /> }} />
        </p>
      ) : (
        <p className="max-w-sm text-sm text-muted">{t('search.checkSpelling')}</p>
      )}
      {categories.length > 0 && (
        <nav aria-label={t('search.mainCategories')} className="mt-4 grid gap-3">
          <p className="text-sm text-muted">{t('search.orBrowse')}</p>
          <ul className="flex flex-wrap justify-center gap-2">
            {categories.map((category) => (
              <li key={category.id}>
                <Link
                  to={categoryPath(category.slug)}
                  className="inline-flex h-11 items-center gap-2 rounded-full border border-line bg-card px-4 text-sm font-medium text-ink hover:border-accent hover:text-accent"
                >
                  <CategoryIcon name={category.icon} />
                  {parentTitle(category.slug) ?? category.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
