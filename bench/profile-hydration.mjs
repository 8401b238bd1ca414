// The product page's main thread while the browser takes it over (issue 27): Chromium with its CPU
// slowed 4× (as Lighthouse's mobile preset assumes), the built shop with its demo catalogue, and
// per run the long tasks (> 50 ms, as the slowed page measures them), the total blocking time
// (each long task's time over 50 ms, summed) and when `html[data-hydrated]` appeared.
//
//   npm run build && node bench/profile-hydration.mjs
//
// PROFILE_URL=<origin> profiles a shop that is already running (no server is started);
// PROFILE_RUNS (5) is how many loads, PROFILE_PATH a page other than the first product's.
/* global window, document, MutationObserver -- the functions given to page.evaluate run in the page */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startServer } from './lib/server.mjs';

const RUNS = Number(process.env.PROFILE_RUNS ?? 5);
const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;

/** Installed before any of the page's scripts: records long tasks and the hydration mark. */
function recordMainThread() {
  const record = { longTasks: [], hydratedAt: null };
  window.__profile = record;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      record.longTasks.push({ start: Math.round(entry.startTime), duration: Math.round(entry.duration) });
    }
  }).observe({ type: 'longtask', buffered: true });
  new MutationObserver(() => {
    if (record.hydratedAt === null && document.documentElement?.hasAttribute('data-hydrated')) {
      record.hydratedAt = Math.round(performance.now());
    }
    // The script runs before <html> exists: the document itself is watched, its subtree included.
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
}

async function firstProductPath(baseURL) {
  const response = await fetch(`${baseURL}/api/products?limit=1`);
  const body = await response.json();
  const product = (body.data ?? body).products?.[0];
  if (!product) throw new Error(`No product to profile at ${baseURL}`);
  return `/product/${product.id}`;
}

async function profileOnce(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(recordMainThread);
  await page.goto(url, { waitUntil: 'load' });
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
  // What hydrates after the root (Suspense boundaries, chunks near the viewport) runs after the mark.
  await page.waitForTimeout(2_000);
  const record = await page.evaluate(() => window.__profile);
  await context.close();
  const blocking = record.longTasks.reduce((sum, task) => sum + Math.max(0, task.duration - LONG_TASK_MS), 0);
  return { ...record, blocking };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

async function main() {
  let server;
  let dataDir;
  let baseURL = process.env.PROFILE_URL;
  if (!baseURL) {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-profile-'));
    // Drawing the demo pictures on the first start takes a while.
    server = await startServer({ DATA_DIR: dataDir, DEMO_DATA: 'true' }, { readyTimeoutMs: 120_000 });
    baseURL = server.baseURL;
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });
  try {
    const url = `${baseURL}${process.env.PROFILE_PATH ?? (await firstProductPath(baseURL))}`;
    console.log(`${url}, CPU ${CPU_SLOWDOWN}× slower, ${RUNS} runs`);
    // A first load warms the server's page cache, so every measured run gets the same answer.
    await profileOnce(browser, url);
    const runs = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const result = await profileOnce(browser, url);
      runs.push(result);
      const tasks = result.longTasks.map((task) => `${task.duration}@${task.start}`).join(' ');
      console.log(
        `run ${run}: TBT ${result.blocking} ms, hydrated at ${result.hydratedAt} ms, long tasks (ms@start): ${tasks || 'none'}`,
      );
    }
    const longest = runs.map((result) => Math.max(0, ...result.longTasks.map((task) => task.duration)));
    console.log(
      `median: TBT ${median(runs.map((result) => result.blocking))} ms, longest task ${median(longest)} ms, ` +
        `hydrated at ${median(runs.map((result) => result.hydratedAt))} ms`,
    );
  } finally {
    await browser.close();
    await server?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
