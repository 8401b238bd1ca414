import { isRouteErrorResponse, useRouteError } from '@/lib/router';
import { useT } from '@/lib/i18n/i18n';

/**
 * Last line of defence when a screen throws while rendering (or a page chunk fails to load after a
 * deploy). Deliberately plain: it must render even when the app's own components are the problem.
 */
export function RouteError() {
  const error = useRouteError();
  const t = useT();
  const chunkFailed =
    error instanceof Error && /dynamically imported module|Importing a module script/i.test(error.message);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <main className="grid min-h-dvh place-items-center bg-ivory px-6 text-center">
      <div className="max-w-md">
        <h1 className="text-3xl text-ink">{t('error.heading')}</h1>
        <p className="mt-3 text-muted">
          {chunkFailed ? t('error.updated') : t('error.notShown')}
          {detail ? ` (${detail})` : ''}
        </p>
        <div className="mt-6 flex justify-center gap-3">
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="h-11 rounded-full bg-accent px-5 font-medium text-white hover:bg-accent-strong"
          >
            {t('error.retry')}
          </button>
          <a
            href="/"
            className="grid h-11 place-items-center rounded-full border border-line px-5 font-medium text-ink"
          >
            {t('error.home')}
          </a>
        </div>
      </div>
    </main>
  );
}
