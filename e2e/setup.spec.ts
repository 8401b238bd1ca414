import { test as plain } from '@playwright/test';
import { createPostgresDatabase } from './support/global-setup.js';
import { startBuiltServer, type RunningServer } from './support/server.js';
import { expect, waitForHydration } from './support/test.js';

/**
 * First-run setup (issue 26, decision 055): a shop started without demo data and without
 * ADMIN_EMAIL has no administrator; the owner sets it up at /setup with the code from the log.
 */
plain.describe('first-run setup @postgres', () => {
  let shop: RunningServer;
  let postgres: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;

  // A shop of its own, without demo data, on the run's kind of database.
  plain.beforeAll(async () => {
    plain.setTimeout(120_000);
    if (process.env.E2E_DATABASE === 'postgres') postgres = await createPostgresDatabase();
    shop = await startBuiltServer({
      DEMO_DATA: 'false',
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    });
  });

  plain.afterAll(async () => {
    await shop?.stop();
    await postgres?.drop();
  });

  plain('the owner sets the shop up with the logged code and lands on the checklist', async ({ browser }) => {
    plain.setTimeout(90_000);
    const code = /setup code: ([A-Z0-9]{10})/.exec(shop.output())?.[1];
    expect(code, 'the server logs the setup code').toBeTruthy();
    const context = await browser.newContext({
      baseURL: shop.baseURL,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();

    // The home page tells the visitor the shop is not ready, and where to set it up.
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByText('This shop is not set up yet.')).toBeVisible();
    await page.getByRole('link', { name: 'Set it up now' }).click();
    await expect(page.getByRole('heading', { name: 'Your setup code and account' })).toBeVisible();

    const next = () => page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Setup code').fill('WRONGCODE2');
    await page.getByLabel('Your full name').fill('Sunita Verma');
    await page.getByLabel('Your e-mail').fill('sunita@rangrez.example');
    await page.getByLabel('Choose a password').fill('Peacock-Jhumka-1987');
    await expect(page.getByTestId('password-strength')).toContainText(/strong/i);
    await next();

    await expect(page.getByRole('heading', { name: 'Your shop' })).toBeVisible();
    await page.getByLabel('Shop name').fill('Rangrez Jewels');
    await page.getByLabel('Legal name of the business').fill('Rangrez Crafts LLP');
    await page.getByLabel('Address').fill('Plot 7, Knowledge Park II');
    await page.getByLabel('City').fill('Greater Noida');
    await page.getByLabel('Pincode').fill('201310');
    await page.getByLabel('Customer-care e-mail').fill('care@rangrez.example');
    await page.getByLabel('Customer-care phone').fill('+91 98110 22334');
    // A step with a wrong field stays, naming it.
    await next();
    await expect(page.getByText('Enter the WhatsApp number with its country code')).toBeVisible();
    await page.getByLabel('WhatsApp number').fill('98110 22334');
    await next();

    await expect(page.getByRole('heading', { name: 'GST' })).toBeVisible();
    await page.getByRole('radio', { name: 'Yes, we have a GSTIN' }).check();
    await page.getByRole('textbox', { name: 'GSTIN' }).fill('09AAACK1234F1ZY');
    await next();
    await page.getByLabel('UPI ID').fill('rangrez@okaxis');
    // The payee name follows the shop's name.
    await expect(page.getByLabel('Payee name')).toHaveValue('Rangrez Jewels');
    await next();
    await page.getByLabel('Delivery fee (₹)').fill('79');
    await page.getByLabel('Free delivery above (₹)').fill('1499');
    await next();
    // The grievance officer is the owner until someone else is named.
    await expect(page.getByLabel('Name')).toHaveValue('Sunita Verma');
    await expect(page.getByLabel('E-mail')).toHaveValue('sunita@rangrez.example');
    await next();
    await expect(page.getByLabel('Web address of your shop')).toHaveValue(shop.baseURL);

    // The wrong code comes back to the first step, said under the code.
    await page.getByRole('button', { name: 'Set up my shop' }).click();
    await expect(page.getByText('That setup code is not right')).toBeVisible();
    await expect(page.getByLabel('Setup code')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Setup code').fill(code!);
    for (let step = 0; step < 6; step += 1) await next();
    await page.getByRole('button', { name: 'Set up my shop' }).click();

    await page.waitForURL('**/dashboard');
    const checklist = page.getByRole('region', { name: 'Get your shop ready' });
    await expect(checklist).toBeVisible();
    const firstProduct = checklist.getByRole('link', { name: /Add your first product/ });
    await expect(firstProduct).toContainText('(to do)');
    await expect(firstProduct).toHaveAttribute('href', '/product-management');
    // The shop now goes by the owner's name, without a reload: header and footer read the settings.
    await expect(page.getByRole('contentinfo')).toContainText('Rangrez Jewels');
    await expect(page.getByRole('contentinfo')).not.toContainText('Kaarigar Studio');

    // Set up now: /setup sends the signed-in owner to the back office.
    await page.goto('/setup');
    await page.waitForURL('**/dashboard');
    await context.close();
  });
});
