import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/lib/use-page-title';

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <span className="grid size-20 place-items-center rounded-full bg-marigold-soft">
        <Compass aria-hidden="true" className="size-9 text-accent" strokeWidth={1.5} />
      </span>
      <p className="mt-6 font-display text-6xl font-semibold text-accent">404</p>
      <h1 className="mt-2 text-3xl text-ink sm:text-4xl">Oops! Page not found</h1>
      <p className="mt-3 text-muted">
        The page you are looking for has moved, or never existed. Let us take you back.
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/">Return to Home</Link>
      </Button>
    </section>
  );
}
