import { Compass } from 'lucide-react';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { SearchBox } from '@/features/search';
import { useT } from '@/lib/i18n/i18n';
import { usePageTitle } from '@/lib/use-page-title';
import { NAV_LINKS } from './nav-links';

const CATEGORY_LINKS = NAV_LINKS.filter((link) =>
  ['/jewelry', '/clothing', '/accessories'].includes(link.to),
);

/**
 * Unknown addresses, products and collections (the server answers them with 404): a way to find
 * what the shopper came for — search, the main collections — and a way home.
 */
export function NotFoundPage() {
  const t = useT();
  usePageTitle(t('notFound.title'));
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-20 text-center">
      <span className="grid size-20 place-items-center rounded-full bg-marigold-soft">
        <Compass aria-hidden="true" className="size-9 text-accent" strokeWidth={1.5} />
      </span>
      <p className="mt-6 font-display text-6xl font-semibold text-accent">404</p>
      <h1 className="mt-2 text-3xl text-ink sm:text-4xl">{t('notFound.heading')}</h1>
      <p className="mt-3 text-muted">{t('notFound.body')}</p>
      <SearchBox id="search-not-found" className="mt-8 w-full max-w-sm text-left" />
      <nav aria-label={t('notFound.collections')} className="mt-6">
        <ul className="flex flex-wrap justify-center gap-2">
          {CATEGORY_LINKS.map((link) => (
            <li key={link.to}>
              <Button asChild variant="outline">
                <Link to={link.to}>{t(link.label)}</Link>
              </Button>
            </li>
          ))}
        </ul>
      </nav>
      <Button asChild size="lg" className="mt-8">
        <Link to="/">{t('notFound.home')}</Link>
      </Button>
    </section>
  );
}
