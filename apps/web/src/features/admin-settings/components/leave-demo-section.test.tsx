import type { RemoveDemoDataResult } from '@shop/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render as renderBare, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setApiTransport } from '@/lib/api-client';
import { LeaveDemoSection } from './leave-demo-section';
import type { ReactElement } from 'react';
import { TestWords } from '@/lib/test-support/words';

/** The shared dialog, spinner and states say their words through the storefront's catalogue (issue 28). */
const render = (ui: ReactElement) => renderBare(ui, { wrapper: TestWords });

afterEach(cleanup);

const RESULT: RemoveDemoDataResult = {
  removed: {
    products: 44,
    categories: 10,
    pictures: 111,
    reviews: 64,
    coupons: 0,
    orders: 1,
    carts: 2,
    accounts: 16,
  },
  kept: { ordersWithDemoProducts: 1, hiddenProducts: 1, categoriesInUse: 4 },
  backup: 'shop-2026-11-29T07-39-00Z.pglite.tar.gz',
};

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  render(
    <QueryClientProvider client={client}>
      <LeaveDemoSection />
    </QueryClientProvider>,
  );
  return { invalidate };
}

describe('Leave the demo (decision 056)', () => {
  it('removes only once REMOVE DEMO DATA is typed, then says what went and names the backup', async () => {
    const transport = vi.fn(
      async (_path: string, _init: RequestInit) =>
        new Response(JSON.stringify({ success: true, data: RESULT }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    setApiTransport(transport);
    const { invalidate } = renderSection();

    fireEvent.click(screen.getByRole('button', { name: 'Remove demo data…' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove the demo data?' });
    const final = within(dialog).getByRole('button', { name: 'Remove demo data' });
    const phrase = within(dialog).getByLabelText('To confirm, type REMOVE DEMO DATA');
    expect(final).toHaveProperty('disabled', true);
    fireEvent.input(phrase, { target: { value: 'remove demo data' } });
    expect(final).toHaveProperty('disabled', true);
    fireEvent.input(phrase, { target: { value: 'REMOVE DEMO DATA' } });
    expect(final).toHaveProperty('disabled', false);
    fireEvent.click(final);

    const done = await screen.findByRole('dialog', { name: 'The demo data is gone' });
    expect(transport).toHaveBeenCalledTimes(1);
    const [path, init] = transport.mock.calls[0] ?? [];
    expect(path).toBe('/api/admin/demo-data/remove');
    expect(JSON.parse(init?.body as string)).toEqual({ confirm: 'REMOVE DEMO DATA' });
    const summary = within(done).getByRole('status');
    // Nothing that was none is listed.
    expect(summary.textContent).toContain(
      'Removed: 44 products, 10 categories, 111 photos, 64 reviews, 1 order, 2 carts, 16 accounts.',
    );
    expect(summary.textContent).toContain('1 real order holds demo pieces');
    expect(within(done).getByText(RESULT.backup)).toBeTruthy();
    // The catalogue, orders and every other cached answer load afresh.
    await waitFor(() => expect(invalidate).toHaveBeenCalled());
  });

  it("shows the server's refusal in the dialog and removes nothing else", async () => {
    setApiTransport(
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              success: false,
              code: 'FORBIDDEN',
              message: 'You do not have permission to do that',
            }),
            { status: 403, headers: { 'content-type': 'application/json' } },
          ),
      ),
    );
    renderSection();
    fireEvent.click(screen.getByRole('button', { name: 'Remove demo data…' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove the demo data?' });
    fireEvent.input(within(dialog).getByLabelText('To confirm, type REMOVE DEMO DATA'), {
      target: { value: 'REMOVE DEMO DATA' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove demo data' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'You do not have permission to do that',
    );
    expect(screen.queryByRole('dialog', { name: 'The demo data is gone' })).toBeNull();
  });
});
