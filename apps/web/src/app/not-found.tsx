import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { SearchBox } from '@/features/search';
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
  usePageTitle('Not found');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-20 text-center">
      <span className="grid size-20 place-items-center rounded-full bg-marigold-soft">
        <Compass aria-hidden="true" className="size-9 text-accent" strokeWidth={1.5} />
      </span>
      <p className="mt-6 font-display text-6xl font-semibold text-accent">404</p>
      <h1 className="mt-2 text-3xl text-ink sm:text-4xl">Oops! Page not found</h1>
      <p className="mt-3 text-muted">
        The page you are looking for has moved, or never existed. Search for it, or browse a collection.
      </p>
      <SearchBox className="mt-8 w-full max-w-sm text-left" />
      <nav aria-label="Collections" className="mt-6">
        <ul className="flex flex-wrap justify-center gap-2">
          {CATEGORY_LINKS.map((link) => (
            <li key={link.to}>
              <Button asChild variant="outline">
                <Link to={link.to}>{link.label}</Link>
              </Button>
            </li>
          ))}
        </ul>
      </nav>
      <Button asChild size="lg" className="mt-8">
        <Link to="/">Return to Home</Link>
      </Button>
    </section>
  );
}
