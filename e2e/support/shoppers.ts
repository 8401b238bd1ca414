import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './test.js';

/** Customers for journeys: a new account per journey, signed in the way the auth screen leaves it. */

export interface Session {
  token: string;
  user: { id: string; email: string; fullName: string; role: string };
}

let people = 0;
/** A fresh customer per journey, so journeys running side by side never share a cart. */
export async function newCustomer(request: APIRequestContext): Promise<Session> {
  const email = `shopper-${Date.now()}-${++people}-${Math.random().toString(36).slice(2, 8)}@example.in`;
  const response = await request.post('/api/auth/signup', {
    data: { email, password: 'saffron-kettle-73', fullName: 'Asha Verma' },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return ((await response.json()) as { data: Session }).data;
}

/** Signs the browser in the way the auth screen leaves it: token and user in localStorage. */
export async function signInBrowser(page: Page, session: Session) {
  await page.evaluate((stored) => {
    localStorage.setItem('token', stored.token);
    localStorage.setItem('user', JSON.stringify(stored.user));
  }, session);
}

export async function login(request: APIRequestContext, email: string, password: string): Promise<Session> {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: Session }).data;
}

/** The checkout's address form, filled with a valid address in Greater Noida. */
export async function fillAddress(page: Page) {
  await page.getByLabel('Full name').fill('Asha Verma');
  await page.getByLabel('Address', { exact: true }).fill('B-12, Alpha 1, near the park');
  await page.getByLabel('City').fill('Greater Noida');
  await page.getByLabel('State / Union territory').selectOption('Uttar Pradesh');
  await page.getByLabel('Pincode').fill('201310');
  await page.getByLabel('Mobile number').fill('98765 43210');
}
