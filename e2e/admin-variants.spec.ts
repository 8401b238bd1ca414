import type { Locator, Page } from '@playwright/test';
import { expect, signIn, test, waitForHydration, watchPage } from './support/test.js';
import { TINY_PNG } from './support/pictures.js';

/** A valid 1×1 PNG, so the journey uploads a real picture without a file on disk. */

async function addValues(dialog: Locator, optionName: string, values: string) {
  const input = dialog.getByLabel(`Values of ${optionName}`);
  // "S, M" then Enter: the comma makes a chip, Enter the last one.
  await input.pressSequentially(values);
  await input.press('Enter');
}

/** A SKU another product already uses, from the public listing (whatever the demo data holds). */
async function someoneElsesSku(page: Page, ours: string): Promise<string> {
  const response = await page.request.get('/api/products?limit=20');
  const body = (await response.json()) as {
    data: { products: { name: string; variants: { sku: string }[] }[] };
  };
  const sku = body.data.products
    .filter((product) => product.name !== ours)
    .flatMap((product) => product.variants.map((variant) => variant.sku))[0];
  if (!sku) throw new Error('the demo catalogue has no SKU to clash with');
  return sku;
}

test('an administrator sells a kurti in sizes and colours: options, a generated grid, inline and bulk edits', async ({
  page,
}) => {
  // Two saves and a reopened form: 66 s on a busy two-core machine.
  test.setTimeout(120_000);
  // The refused SKU is an answer the journey asks for: the browser logs its 409, nothing else may.
  const watch = watchPage(page);
  const suffix = `${Date.now()}`.slice(-6);
  const productName = `Indigo Dabu Kurti ${suffix}`;
  const sku = `KUR-${suffix}-S-IND`;

  await signIn(page);
  await page.goto('/product-management');
  // A click before the browser takes the page over would be lost.
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Product Management' })).toBeVisible();
  // The button waits for the categories the form needs (it is disabled while they load).
  await page.getByRole('button', { name: 'Add Product' }).click();
  const dialog = page.getByRole('dialog');

  await dialog.getByLabel('Product name').fill(productName);
  await dialog
    .getByLabel('Description', { exact: true })
    .fill('Hand block-printed cotton, mud-resist indigo.');
  await dialog.getByLabel('Price (₹)', { exact: true }).fill('1200');
  await dialog.getByLabel('Category', { exact: true }).selectOption({ index: 1 });
  await dialog
    .getByLabel('Main image file')
    .setInputFiles({ name: 'kurti.png', mimeType: 'image/png', buffer: TINY_PNG });

  // Two options, values typed as chips.
  await dialog.getByRole('button', { name: 'Add an option (size, colour…)' }).click();
  await dialog.getByLabel('Option 1 name').fill('Size');
  await addValues(dialog, 'Size', 'S,M');
  await dialog.getByRole('button', { name: 'Add another option' }).click();
  await dialog.getByLabel('Option 2 name').fill('Colour');
  await addValues(dialog, 'Colour', 'Indigo, Rust');
  await expect(dialog.getByRole('list', { name: 'Colour values, in order' })).toHaveText(/Indigo.*Rust/);
  // Without a grid yet the form says what saving would add.
  await expect(dialog.getByTestId('variants-to-add')).toContainText(
    'Saving adds S / Indigo, S / Rust, M / Indigo, M / Rust with stock 0',
  );

  await dialog.getByRole('button', { name: 'Generate combinations' }).click();
  const rows = dialog.getByTestId('variant-row');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(0)).toContainText('S / Indigo');
  await expect(rows.nth(3)).toContainText('M / Rust');
  await expect(dialog.getByLabel('Price for S / Indigo', { exact: true })).toHaveAttribute(
    'placeholder',
    '1200',
  );

  // Inline edits, then one stock for the two M rows at once.
  await dialog.getByLabel('SKU for S / Indigo').fill(sku);
  await dialog.getByLabel('Price for M / Rust', { exact: true }).fill('1350');
  await dialog.getByLabel('Stock for S / Indigo').fill('2');
  await dialog.getByLabel('Select M / Indigo').check();
  await dialog.getByLabel('Select M / Rust').check();
  await dialog.getByLabel('Stock for selected variants').fill('6');
  await dialog.getByRole('button', { name: 'Set stock for selected' }).click();
  await expect(dialog.getByLabel('Stock for M / Indigo')).toHaveValue('6');
  await expect(dialog.getByLabel('Stock for M / Rust')).toHaveValue('6');
  await expect(dialog.getByLabel('Stock for S / Rust')).toHaveValue('0');

  // Generating again keeps what was typed.
  await dialog.getByRole('button', { name: 'Generate combinations' }).click();
  await expect(dialog.getByLabel('SKU for S / Indigo')).toHaveValue(sku);
  await expect(dialog.getByLabel('Stock for M / Rust')).toHaveValue('6');

  await dialog.getByRole('button', { name: 'Create Product' }).click();
  await expect(
    page.getByLabel('Notifications (F8)').getByText('Product created', { exact: true }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByLabel('Find a product').fill(productName);
  const row = page.getByRole('row').filter({ hasText: productName });
  await expect(row).toContainText('14 units');
  await expect(row).toContainText('4 variants');
  await expect(row).toContainText('1 sold out');
  await expect(row).toContainText('₹1,200–₹1,350');

  // Reopened, the form shows what was saved.
  await page.getByRole('button', { name: `Edit ${productName}` }).click();
  await expect(dialog.getByLabel('Option 1 name')).toHaveValue('Size');
  await expect(dialog.getByLabel('Option 2 name')).toHaveValue('Colour');
  await expect(rows).toHaveCount(4);
  await expect(dialog.getByLabel('SKU for S / Indigo')).toHaveValue(sku);
  await expect(dialog.getByLabel('Price for M / Rust', { exact: true })).toHaveValue('1350');
  await expect(dialog.getByLabel('Price for S / Indigo', { exact: true })).toHaveValue('');
  await expect(dialog.getByLabel('Stock for S / Indigo')).toHaveValue('2');
  await expect(dialog.getByLabel('Stock for M / Indigo')).toHaveValue('6');
  // The shop made the SKUs left blank.
  await expect(dialog.getByLabel('SKU for S / Rust')).not.toHaveValue('');

  // A SKU another product uses is refused (409) and shown on its row.
  const taken = await someoneElsesSku(page, productName);
  await dialog.getByLabel('SKU for S / Rust').fill(taken);
  await dialog.getByRole('button', { name: 'Update Product' }).click();
  const message = `SKU ${taken} is already used by another product`;
  await expect(rows.nth(1).getByText(message, { exact: true })).toBeVisible();
  await expect(dialog.getByLabel('SKU for S / Rust')).toHaveAttribute('aria-invalid', 'true');

  // Removing a saved variant says what happens to its orders.
  await dialog.getByRole('button', { name: 'Remove S / Rust' }).click();
  await expect(dialog.getByText('Variants already ordered are archived, not deleted.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Update Product' }).click();
  await expect(
    page.getByLabel('Notifications (F8)').getByText('Product updated', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: productName })).toContainText('3 variants');

  // A size typed and saved without "Generate combinations" gets its variants (stock 0, the
  // product's price), and the owner is told: no size is left that shoppers see and cannot buy.
  await page.getByRole('button', { name: `Edit ${productName}` }).click();
  await addValues(dialog, 'Size', 'XL');
  await dialog.getByRole('button', { name: 'Update Product' }).click();
  await expect(page.getByLabel('Notifications (F8)')).toContainText(
    "Added XL / Indigo, XL / Rust with stock 0 at the product's price",
  );
  await expect(page.getByRole('row').filter({ hasText: productName })).toContainText('5 variants');

  expect(watch.foreignRequests).toEqual([]);
  expect(watch.consoleErrors.filter((message) => !/status of 409/.test(message))).toEqual([]);
});
