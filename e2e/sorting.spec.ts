import type { Page } from '@playwright/test';
import { expect, openPage, test } from './support/test.js';

/**
 * Sorting a listing on a phone (issue 12): the order is the API's `sort` word in the address, the
 * cards follow it, and the server-rendered page of that address is already in that order.
 */

/** The rupees each card on the page asks, in the order shown (the cheapest of a piece in sizes). */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page
    .getByRole('main')
    .getByRole('article')
    .locator('p:has(> span > span.sr-only:text-is("Price"))')
    .allTextContents();
  return texts.map((text) => Number(/₹([\d,]+)/.exec(text)?.[1]?.replaceAll(',', '') ?? Number.NaN));
}

const ascending = (prices: number[]) => prices.every((price, i) => i === 0 || prices[i - 1]! <= price);
const descending = (prices: number[]) => prices.every((price, i) => i === 0 || prices[i - 1]! >= price);

test('a shopper sorts jewellery by price on a phone, and the order stays in the address', async ({
  page,
  watch,
}) => {
  void watch;
  await openPage(page, '/jewelry', 'phone');
  const sort = page.getByLabel('Sort by');
  await expect(sort).toHaveValue('newest');

  await sort.selectOption({ label: 'Price: low to high' });
  await expect(page).toHaveURL(/[?&]sort=price-asc(&|$)/);
  await expect.poll(async () => ascending(await cardPrices(page))).toBe(true);
  const cheapFirst = await cardPrices(page);
  expect(cheapFirst.length).toBeGreaterThan(3);
  expect(cheapFirst.some(Number.isNaN)).toBe(false);

  await sort.selectOption({ label: 'Price: high to low' });
  await expect(page).toHaveURL(/[?&]sort=price-desc(&|$)/);
  await expect.poll(async () => descending(await cardPrices(page))).toBe(true);
  expect((await cardPrices(page))[0]).toBeGreaterThan(cheapFirst[0]!);

  // A reload is the server's page for that address: already in order, the choice still shown.
  await page.reload();
  await expect(page.getByLabel('Sort by')).toHaveValue('price-desc');
  expect(descending(await cardPrices(page))).toBe(true);

  // Back is the previous order.
  await page.goBack();
  await expect(page).toHaveURL(/[?&]sort=price-asc(&|$)/);
  await expect.poll(async () => ascending(await cardPrices(page))).toBe(true);
});
