import { isContentPageSlug, type ContentPageSlug } from '@shop/domain';
import { useLocation } from '@/lib/router';
import { QueryFrame } from '@/components/query-frame';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import type { MessageId } from '@/lib/i18n/catalogue';
import { useT } from '@/lib/i18n/i18n';
import { notFound, orNotFound, type Prefetch } from '@/lib/prefetch';
import { usePageTitle } from '@/lib/use-page-title';
import { useWrittenPage, writtenPageQuery } from '../api/get-written-page';
import { PageHero } from '../components/page-hero';

/** The small word above each page's title. */
const EYEBROWS: Record<ContentPageSlug, MessageId> = {
  about: 'footer.ourStory',
  faq: 'content.help',
  shipping: 'content.help',
  returns: 'content.help',
  privacy: 'content.help',
  terms: 'content.help',
};

/** The page's slug is its address: /about, /faq, /shipping, /returns, /privacy, /terms. */
function slugOf(pathname: string): ContentPageSlug | null {
  const slug = pathname.replace(/^\/+|\/+$/g, '');
  return isContentPageSlug(slug) ? slug : null;
}

export const prefetchWrittenPage: Prefetch = async (queryClient, { url }) => {
  const slug = slugOf(url.pathname);
  if (!slug) notFound();
  await orNotFound(queryClient.ensureQueryData(writtenPageQuery(slug)));
};

function WrittenPageBody({ slug }: { slug: ContentPageSlug }) {
  const t = useT();
  const page = useWrittenPage(slug);
  usePageTitle(page.data?.title);
  return (
    <QueryFrame
      query={page}
      skeleton={
        <div aria-busy="true" aria-label={t('content.loading')}>
          <div className="border-b border-line bg-sand/70">
            <div className="mx-auto max-w-5xl px-5 py-12 sm:px-6 sm:py-16">
              <Skeleton className="h-12 w-2/3" />
            </div>
          </div>
          <div className="mx-auto grid max-w-3xl gap-3 px-5 py-10 sm:px-6">
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-5 w-5/6" />
            <Skeleton className="h-5 w-4/6" />
          </div>
        </div>
      }
      error={{
        title: t('content.failed'),
        message: (error) => errorMessage(error, t('content.tryLater')),
      }}
    >
      {(data) => (
        <>
          <PageHero eyebrow={t(EYEBROWS[slug])} title={data.title} />
          {/* Rendered by the server from the owner's Markdown with raw HTML off and unsafe links
              dropped (decision 057), so it is safe to put in the page as it is. */}
          <div
            className="prose-shop mx-auto max-w-3xl px-5 py-10 sm:px-6"
            dangerouslySetInnerHTML={{ __html: data.html }}
          />
        </>
      )}
    </QueryFrame>
  );
}

/** About, FAQ, Shipping, Returns, Privacy and Terms: what the owner wrote on /admin/pages. */
export function WrittenPage() {
  const slug = slugOf(useLocation().pathname);
  return slug ? <WrittenPageBody key={slug} slug={slug} /> : null;
}
