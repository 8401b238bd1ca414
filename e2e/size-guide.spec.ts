import type { Page } from '@playwright/test';
import { expect, openPage, signIn, test, waitForHydration } from './support/test.js';

/** The size guide (decision 022) against the demo shop, whose rings, bangles and kurtis have charts. */

const RING = '/product/adjustable-kundan-cocktail-ring';
const KURTI = '/product/indigo-dabu-print-cotton-kurti';

/** Whether the page itself scrolls sideways (it must not on a phone: the table scrolls in its box). */
const pageScrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test('on a phone, the size guide of a ring opens and closes with the keyboard', async ({ page, watch }) => {
  void watch;
  await openPage(page, RING, 'phone');
  const button = page.getByRole('button', { name: 'Size guide' });
  await expect(button).toBeVisible();

  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Indian ring sizes' });
  await expect(dialog).toBeVisible();
  const table = dialog.getByRole('table', { name: 'Indian ring sizes' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Size',
    'Inner circumference (mm)',
    'Inner diameter (mm)',
  ]);
  await expect(table.getByRole('row', { name: /^16 / })).toHaveText(/16\s*56\s*17\.8/);
  await expect(table.getByRole('rowheader')).toHaveCount(30);
  await expect(
    dialog.getByText('Indian sizes as published by Indian jewellers', { exact: false }),
  ).toBeVisible();
  expect(await pageScrollsSideways(page)).toBe(false);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();

  // Space opens it again; the chart is already here.
  await page.keyboard.press('Space');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test('a kurti chart reads in inches or centimetres, and a product without a chart has no guide', async ({
  page,
  watch,
}) => {
  void watch;
  await openPage(page, KURTI, 'phone');
  await page.getByRole('button', { name: 'Size guide' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kurti sizes' });
  const row = (size: string) => dialog.getByRole('row', { name: new RegExp(`^${size} `) });
  await expect(row('M')).toHaveText(/M\s*38\s*34\s*45/);
  await dialog.getByRole('button', { name: 'cm' }).click();
  await expect(row('M')).toHaveText(/M\s*97\s*86\s*114/);
  expect(await pageScrollsSideways(page)).toBe(false);
  await page.keyboard.press('Escape');

  await openPage(page, '/product/oxidised-silver-jhumka-with-pearl-drops', 'phone');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Size guide' })).toHaveCount(0);
});

test('an admin edits a row of the kurti chart and the storefront shows it', async ({ page, watch }) => {
  void watch;
  test.setTimeout(60_000);
  await signIn(page);

  await page.goto('/size-charts');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Size Charts' })).toBeVisible();
  await page.getByLabel('Category').selectOption({ label: 'Kurtis · has a chart' });
  const bust = page.getByRole('textbox', { name: 'Bust (in), size M' });
  await expect(bust).toHaveValue('38');

  // A figure that is not one is named under its cell, and nothing is sent.
  await bust.fill('thirty-nine');
  await page.getByRole('button', { name: 'Save chart' }).click();
  await expect(page.getByText('Bust (in) for size M must be a number')).toBeVisible();
  await expect(bust).toHaveAttribute('aria-invalid', 'true');

  await bust.fill('39');
  await page.getByRole('textbox', { name: 'Bust (cm), size M' }).fill('99');
  await page.getByRole('button', { name: 'Save chart' }).click();
  await expect(
    page.getByLabel('Notifications (F8)').getByText('Size chart saved', { exact: true }),
  ).toBeVisible();
  await expect(page.getByText('Bust (in) for size M must be a number')).toBeHidden();

  await openPage(page, KURTI, 'phone');
  await page.getByRole('button', { name: 'Size guide' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kurti sizes' });
  await expect(dialog.getByRole('row', { name: /^M / })).toHaveText(/M\s*39\s*34\s*45/);
  await dialog.getByRole('button', { name: 'cm' }).click();
  await expect(dialog.getByRole('row', { name: /^M / })).toHaveText(/M\s*99\s*86\s*114/);
});
