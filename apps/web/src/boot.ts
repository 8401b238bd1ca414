import { PAGE_DATA_IDS } from './app/page-data-ids';
import { keepZodFromEval } from './lib/zod-without-eval';
import './styles/app.css';

/**
 * The page's only script in the HTML (decision 025). A server-rendered page is complete without
 * JavaScript, so the app (React, the router, the data cache: ~135 KB gzipped) is fetched only once
 * the browser has painted it: on a slow connection the stylesheet, the main picture and the text
 * then get the bandwidth first, and the paint does not wait for code it does not need. The app's
 * modules are still fetched in parallel (Vite preloads the entry's imports with the import).
 */
function afterFirstPaint(run: () => void): void {
  // The plain shell (no server render: back office, a failed render) has nothing to paint yet, and a
  // hidden tab paints no frame at all: start at once.
  const rendered = document.getElementById(PAGE_DATA_IDS.router) !== null;
  if (!rendered || document.visibilityState === 'hidden') {
    run();
    return;
  }
  // A frame callback runs just before the paint; a task queued from it runs after.
  requestAnimationFrame(() => setTimeout(run, 0));
}

// Before any chunk can build a zod schema (the back office's forms): no `new Function` under the CSP.
keepZodFromEval();

afterFirstPaint(() => {
  // The webfonts' @font-face rules: the page painted in their metric-matched fallbacks.
  void import('./styles/webfonts.css');
  void import('./entry-client').then((app) => app.startApp());
});
