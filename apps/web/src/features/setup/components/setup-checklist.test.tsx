import type { SetupChecklistItem } from '@shop/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@/lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiTransport } from '@/lib/api-client';
import { SetupChecklist } from './setup-checklist';

const ITEMS: SetupChecklistItem[] = [
  { key: 'first-product', label: 'Add your first product', done: false, href: '/product-management' },
  { key: 'mail', label: 'Set up mail', done: false, href: '/shop-settings' },
  { key: 'logo', label: 'Add your logo', done: true, href: '/shop-settings' },
  { key: 'policies', label: 'Write your policies', done: false, href: '/admin/pages' },
];

function answering(items: SetupChecklistItem[]) {
  const transport = vi.fn(
    async () =>
      new Response(JSON.stringify({ success: true, data: { items } }), {
        headers: { 'content-type': 'application/json' },
      }),
  );
  setApiTransport(transport);
  return transport;
}

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SetupChecklist />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

describe('the dashboard’s first steps (issue 26)', () => {
  it('lists each step with where to do it, saying which are done', async () => {
    answering(ITEMS);
    show();
    const region = await screen.findByRole('region', { name: 'Get your shop ready' });
    expect(region.textContent).toContain('1 of 4 done');
    const product = screen.getByRole('link', { name: /Add your first product/ });
    expect(product.getAttribute('href')).toBe('/product-management');
    expect(product.textContent).toContain('(to do)');
    expect(screen.getByRole('link', { name: /Add your logo/ }).textContent).toContain('(done)');
  });

  it('hides once every step is done', async () => {
    const transport = answering(ITEMS.map((item) => ({ ...item, done: true })));
    show();
    await vi.waitFor(() => expect(transport).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region', { name: 'Get your shop ready' })).toBeNull();
  });

  it('stays hidden after the owner closes it, in this browser, without asking the server again', async () => {
    answering(ITEMS);
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Hide this list' }));
    expect(screen.queryByRole('region', { name: 'Get your shop ready' })).toBeNull();
    cleanup();

    const transport = answering(ITEMS);
    show();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region', { name: 'Get your shop ready' })).toBeNull();
    expect(transport).not.toHaveBeenCalled();
  });
});
