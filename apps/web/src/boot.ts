import { hasVisitHint } from '@shop/domain';
import { holdEarlyTaps } from './app/early-taps';
import { preloadFrameWords } from './lib/i18n/frame-words';
import { PAGE_DATA_IDS } from './app/page-data-ids';
import { yieldToBrowser } from './lib/yield-to-browser';
import { spreadModulePreloads } from './lib/spread-module-preloads';
import { keepZodFromEval } from './lib/zod-without-eval';
import './styles/app.css';

/**
 * The page's only script in the HTML (decision 025). A server-rendered page is complete without
 * JavaScript, so the app (Preact, the router, the data cache: ~110 KB gzipped) is fetched only once
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

// Before the first import: the app's files are asked for a few per task rather than all in one.
spreadModulePreloads();

// The painted page invites taps before the app has loaded: those on `data-replay` elements are
// held and replayed once it has (decision 062).
const earlyTaps = holdEarlyTaps();

/**
 * The app's code (some 320 KB before compression on a product page) would otherwise be compiled
 * and evaluated in one task when `entry-client` is imported: most of a second on a slow phone, with
 * every tap waiting (issue 27). Its largest parts are imported first, one at a time, each then a
 * task of its own; the entry finds them evaluated. Their files are fetched in parallel all the same
 * (module preloads, a few per task: lib/spread-module-preloads.ts).
 */
async function loadApp() {
  // App modules rather than whole packages: a package imported as a whole could not be tree-shaken.
  const parts = [
    () => import('react-dom/client'),
    () => import('./lib/shop-info'), // the data layer: the API client and the domain's helpers
    () => import('./app/router'), // the router, the layout and the routes
  ];
  for (const part of parts) {
    await part();
    await yieldToBrowser();
  }
  return import('./entry-client');
}

// A browser that has run the shop before has its cookie, read before the app writes it again.
const returning = hasVisitHint(document.cookie);
let screenChanged = () => {};
const nextScreen = new Promise<void>((resolve) => (screenChanged = resolve));

afterFirstPaint(() => {
  // The webfonts: the page painted in their metric-matched fallbacks, which they replace in one go,
  // on a first visit when the screen changes (decision 084).
  void import('./lib/webfonts').then(({ loadWebfonts }) =>
    loadWebfonts(document.fonts, { returning, nextScreen }),
  );
  // The frame's words in the page's language: a small chunk, fetched alongside the app's code (the
  // screen's own come with its module).
  void preloadFrameWords();
  void loadApp().then((app) => app.startApp(earlyTaps, screenChanged));
});
