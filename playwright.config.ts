import { defineConfig } from '@playwright/test';

/**
 * Browser journeys against the BUILT app (`npm run test:e2e` builds first): the global setup starts
 * `apps/server/dist/main.js` on a free port with a fresh data folder and demo data, and publishes its
 * address as E2E_BASE_URL before the workers start.
 */
export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: 'list',
  // Playwright empties this folder when it starts: parallel runs in one checkout need their own.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  use: {
    // Set by the global setup; the workers start after it, so they see it.
    baseURL: process.env.E2E_BASE_URL,
    headless: true,
    viewport: { width: 1280, height: 800 },
    // Recording a trace costs every journey about a quarter of its time (Chromium encodes a screencast
    // of every step); a journey that fails is run again under CI, and that run is traced. Locally:
    // `npx playwright test --trace=on`.
    trace: 'on-first-retry',
    // The shop honours reduced motion (app.css): skeletons stop pulsing and dialogs open at once, so
    // Chromium does not repaint for animations nobody watches, and no step waits on one.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
});
