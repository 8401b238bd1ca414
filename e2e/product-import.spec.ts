import fs from 'node:fs';
import { expect, signIn, test, waitForHydration } from './support/test.js';

/** Cells of one CSV line, quoted where needed (the journey writes simple text only). */
const line = (cells: readonly string[]) =>
  `${cells.map((cell) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(',')}\r\n`;

test('an administrator exports the catalogue, sees a bad file’s problems by line, then imports a clean one @postgres', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const suffix = `${Date.now()}`.slice(-6);

  await signIn(page);
  await page.goto('/product-management');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Import / Export' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import & Export Products' })).toBeVisible();
  await waitForHydration(page);
  // The documented columns, with an example each.
  await expect(page.getByRole('table', { name: 'The columns of the products CSV' })).toContainText(
    'option1_name',
  );
  await expect(page.getByText('Pictures are never downloaded from other websites.')).toBeVisible();

  // Export: a CSV the owner can open in a spreadsheet.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download products CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
  const exported = fs.readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
  const [headerLine] = exported.split('\r\n');
  const header = (headerLine ?? '').split(',');
  expect(header.slice(0, 4)).toEqual(['handle', 'name', 'description', 'category']);
  // An image and a category the shop already has, from the export itself.
  const picture = /\/images\/[0-9a-f-]{36}\/\d+\.webp/.exec(exported)?.[0];
  expect(picture).toBeTruthy();
  const listed = await page.request.get('/api/categories');
  const category = ((await listed.json()) as { data: { categories: { slug: string }[] } }).data.categories[0]
    ?.slug;

  const fileWith = (rows: Record<string, string>[]) =>
    line(header) + rows.map((cells) => line(header.map((name) => cells[name] ?? ''))).join('');
  const lamp = {
    handle: `clay-lamp-${suffix}`,
    name: `Clay Lamp ${suffix}`,
    description: 'Hand-thrown terracotta lamp.',
    category: category ?? '',
    images: picture ?? '',
    sku: `LAMP-${suffix}`,
    price: '349.50',
    stock: '8',
  };
  const input = page.getByLabel('CSV file');

  // A file with problems: each is listed by line and column, and it cannot be applied.
  await input.setInputFiles({
    name: 'bad.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      fileWith([
        lamp,
        { ...lamp, handle: `brass-bell-${suffix}`, sku: `BELL-${suffix}`, price: 'abc', featured: 'maybe' },
      ]),
    ),
  });
  await page.getByRole('button', { name: 'Check file (dry run)' }).click();
  await expect(page.getByRole('status')).toContainText('2 problems found in 2 rows. Nothing was changed');
  const problems = page.getByRole('table', { name: 'Problems found in the file, by line' });
  await expect(problems.getByRole('row').nth(1)).toContainText(/3\s*featured\s*featured: write yes or no/);
  await expect(problems.getByRole('row').nth(2)).toContainText(
    /3\s*price\s*price: write the price in rupees above 0/,
  );
  await expect(page.getByRole('button', { name: 'Apply import' })).toBeDisabled();

  // The fixed file: the check passes, then the apply saves it.
  await input.setInputFiles({
    name: 'good.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(fileWith([lamp])),
  });
  await page.getByRole('button', { name: 'Check file (dry run)' }).click();
  await expect(page.getByRole('status')).toContainText(
    'No problems found: 1 new product, 0 updated and 0 unchanged',
  );
  await page.getByRole('button', { name: 'Apply import' }).click();
  await expect(page.getByText('Import applied', { exact: true })).toBeVisible();

  const found = await page.request.get(`/api/products/search?q=${encodeURIComponent(lamp.name)}`);
  const body = (await found.json()) as { data: { products: { name: string; price: number }[] } };
  expect(body.data.products.find((product) => product.name === lamp.name)).toMatchObject({ price: 349.5 });
});
