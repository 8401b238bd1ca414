import type { ContentPageList } from '@shop/domain';
import { FileText, PencilLine } from 'lucide-react';
import { Link } from '@/lib/router';
import { QueryFrame } from '@/components/query-frame';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { usePageTitle } from '@/lib/use-page-title';
import { useAdminHome } from '../api/home';
import { useAdminPages } from '../api/pages';
import { HomeEditor } from '../components/home-editor';

function PageList({ pages }: { pages: ContentPageList['pages'] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {pages.map((page) => (
        <li key={page.slug}>
          <Link
            to={`/admin/pages/${page.slug}`}
            className="flex min-h-20 items-center gap-4 rounded-2xl border border-line bg-card p-4 transition-colors hover:border-accent"
          >
            <span className="grid size-10 shrink-0 place-items-center rounded-full bg-accent-soft text-accent">
              <FileText aria-hidden="true" className="size-5" />
            </span>
            <span className="grid flex-1 gap-0.5">
              <span className="font-medium text-ink">{page.title}</span>
              <span className="text-sm text-muted">
                /{page.slug} ·{' '}
                {page.updatedAt ? `edited on ${formatDateTime(page.updatedAt)}` : 'starting text'}
              </span>
            </span>
            <PencilLine aria-hidden="true" className="size-4 text-muted" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** /admin/pages: the pages the owner writes, the home page's hero and the announcement bar. */
export function PagesPage() {
  usePageTitle('Pages');
  const pages = useAdminPages();
  const home = useAdminHome();
  return (
    <div className="mx-auto grid max-w-4xl grid-cols-1 gap-8 px-4 py-8 sm:px-6 sm:py-10">
      <div>
        <h1 className="text-3xl sm:text-4xl">Pages</h1>
        <p className="mt-1 text-muted">
          The words on your shop: your story, help pages and policies, and what the home page says first.
        </p>
      </div>
      <section aria-labelledby="written-pages" className="grid gap-4">
        <h2 id="written-pages" className="text-2xl">
          Your pages
        </h2>
        <QueryFrame
          query={pages}
          skeleton={<Skeleton className="h-64 w-full" />}
          error={{
            title: 'We could not load the pages',
            message: (error) => errorMessage(error, 'Please try again'),
          }}
        >
          {(data) => <PageList pages={data.pages} />}
        </QueryFrame>
      </section>
      <section aria-labelledby="home-content" className="grid gap-4">
        <h2 id="home-content" className="text-2xl">
          Home page and announcement
        </h2>
        <QueryFrame
          query={home}
          skeleton={<Skeleton className="h-96 w-full" />}
          error={{
            title: 'We could not load the home page',
            message: (error) => errorMessage(error, 'Please try again'),
          }}
        >
          {(data) => <HomeEditor stored={data} />}
        </QueryFrame>
      </section>
    </div>
  );
}
