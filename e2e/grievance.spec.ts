import { expect, signIn, test, waitForHydration } from './support/test.js';

/**
 * Issue 23 (decision 048): a shopper files a complaint with the grievance officer on /grievance,
 * staff answer it on the Complaints screen, and the shopper sees the answer when tracking it.
 */
test('a shopper files a complaint, staff reply on the Complaints screen, the shopper reads the reply', async ({
  page,
  watch,
}) => {
  void watch;
  // Three screens and a sign-in on a shared machine: more than the default 30 s.
  test.setTimeout(120_000);
  const email = `meera.${Date.now()}@example.in`;
  await page.goto('/grievance');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Grievance Redressal', level: 1 })).toBeVisible();
  await expect(page.getByTestId('grievance-officer')).toHaveText('Kaarigar Studio');
  await expect(page.getByTestId('footer-grievance-officer')).toContainText('Grievance Officer');

  const form = page.getByRole('form', { name: 'File a complaint' });
  await form.getByLabel('Your name').fill('Meera Sharma');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Phone').fill('98100 12345');
  await form.getByLabel('Subject').fill('Jhumka arrived broken');
  await form
    .getByLabel('What happened')
    .fill('One of the pair arrived with a broken hook. Please replace it.');
  await form.getByRole('button', { name: 'Send complaint' }).click();
  const ticket = page.getByTestId('ticket-number');
  await expect(ticket).toHaveText(/^GRV-\d{4}-\d{4,}$/);
  const ticketNumber = (await ticket.textContent())!.trim();

  // Staff answer it.
  await signIn(page);
  await page.goto('/complaints');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Complaints', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(ticketNumber) }).click();
  const detail = page.getByRole('region', { name: `Complaint ${ticketNumber}` });
  await expect(detail.getByText('One of the pair arrived with a broken hook.')).toBeVisible();
  await detail
    .getByRole('textbox', { name: 'Reply to the customer' })
    .fill('We are sorry. A new pair leaves the studio tomorrow.');
  await detail.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Reply sent to the customer', { exact: true })).toBeVisible();
  await expect(detail.getByText('Acknowledged', { exact: true })).toBeVisible();

  // The shopper follows it.
  await page.goto('/grievance');
  await waitForHydration(page);
  const track = page.getByRole('form', { name: 'Track your complaint' });
  await track.getByLabel('Ticket number').fill(ticketNumber);
  await track.getByLabel('E-mail used for the complaint').fill(email);
  await track.getByRole('button', { name: 'Track complaint' }).click();
  const tracked = page.getByRole('region', { name: `Complaint ${ticketNumber}` });
  await expect(tracked.getByText('Acknowledged', { exact: true })).toBeVisible();
  await expect(tracked.getByText('We are sorry. A new pair leaves the studio tomorrow.')).toBeVisible();
});
