import { test as base, expect, type Page, type Request } from '@playwright/test';

export { expect };

/** The two screens every journey is checked on. */
export const VIEWPORTS = {
  phone: { width: 360, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/** Resizes the page to a phone or a desktop screen, opens `path` on the shop under test and waits for hydration. */
export async function openPage(page: Page, path: string, viewport: ViewportName = 'desktop') {
  await page.setViewportSize(VIEWPORTS[viewport]);
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}

/** The page arrives server-rendered; a click before the browser has taken it over would be lost. */
export async function waitForHydration(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** What a page did that a shop must never do: errors in the console, requests to another host. */
export interface PageWatch {
  consoleErrors: string[];
  foreignRequests: string[];
}

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

function isLocal(request: Request): boolean {
  const url = new URL(request.url());
  if (url.protocol === 'data:' || url.protocol === 'blob:' || url.protocol === 'about:') return true;
  return LOCAL_HOSTS.has(url.hostname);
}

/** Starts recording console errors and non-local requests of a page; read the arrays after acting. */
export function watchPage(page: Page): PageWatch {
  const watch: PageWatch = { consoleErrors: [], foreignRequests: [] };
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const where = message.location().url;
    watch.consoleErrors.push(where ? `${message.text()} (${where})` : message.text());
  });
  page.on('pageerror', (error) => watch.consoleErrors.push(error.message));
  page.on('request', (request) => {
    if (!isLocal(request)) watch.foreignRequests.push(request.url());
  });
  return watch;
}

/** How the page reports a Content-Security-Policy violation in its console (`reportCspViolations`). */
const CSP_VIOLATION = 'Content-Security-Policy violation:';

/**
 * Runs in the page before its own scripts. The browser tells the page of every CSP violation, even
 * one the page's code swallowed (a caught `new Function` probe): it is written to the console as an
 * error, where `watch.consoleErrors` sees it too.
 */
function reportCspViolations(prefix: string) {
  document.addEventListener('securitypolicyviolation', (event) => {
    const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
    console.error(`${prefix} ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}${where}`);
  });
}

/**
 * What the page was saying when a journey failed: its address, the messages it showed (toasts,
 * alerts) and the fields it marked wrong. Printed beside the failure, so a journey that fails once in
 * CI says why, where only a retry would be traced.
 */
async function whatThePageSays(page: Page): Promise<string> {
  const said = await page.evaluate(() => {
    const text = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    const messages = Array.from(
      document.querySelectorAll('[role="alert"], [role="status"], li[data-state="open"]'),
    )
      .map(text)
      .filter(Boolean);
    const invalid = Array.from(document.querySelectorAll('[aria-invalid="true"]')).map(
      (field) =>
        `${field.id || field.getAttribute('name') || field.tagName}: ${(field as HTMLInputElement).value}`,
    );
    const focused = document.activeElement ? document.activeElement.id || document.activeElement.tagName : '';
    return { messages, invalid, focused };
  });
  return [
    `page at the failure: ${page.url()}`,
    `  messages: ${said.messages.join(' | ') || 'none'}`,
    `  fields marked wrong: ${said.invalid.join(' | ') || 'none'}`,
    `  focus: ${said.focused}`,
  ].join('\n');
}

/**
 * `test` whose every page fails the test on a CSP violation (issue 27: "no CSP violation on any
 * page"), and with a `watch` fixture: every test that uses it fails if its page logged an error or
 * reached beyond this machine.
 */
export const test = base.extend<{ watch: PageWatch }>({
  page: async ({ page }, use, testInfo) => {
    const violations: string[] = [];
    await page.addInitScript(reportCspViolations, CSP_VIOLATION);
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().startsWith(CSP_VIOLATION))
        violations.push(message.text());
    });
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus && !page.isClosed())
      console.log(await whatThePageSays(page).catch((error: unknown) => `page unreadable: ${String(error)}`));
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
  watch: async ({ page }, use) => {
    const watch = watchPage(page);
    await use(watch);
    expect(watch.foreignRequests, 'requests to hosts other than this machine').toEqual([]);
    expect(watch.consoleErrors, 'console errors').toEqual([]);
  },
});

/** Signs in through the sign-in page, the demo administrator unless told otherwise. */
export async function signIn(page: Page, email = 'admin@demo.shop', password = 'Admin@123') {
  await page.goto('/auth');
  await waitForHydration(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Signed in', { exact: true })).toBeVisible();
  // The sign-in page moves on (staff to the dashboard) a moment after its toast: wait for it, so a
  // click the journey makes next is not undone by that move.
  await page.waitForURL((url) => url.pathname !== '/auth');
}

/** A count as the web writes it (its `plural()`): '1 product', '1,200 products'. */
export function counted(count: number, one: string, other: string): string {
  const word = new Intl.PluralRules('en-IN').select(count) === 'one' ? one : other;
  return `${count.toLocaleString('en-IN')} ${word}`;
}
