import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { OrderStatus, Return, ReturnOptions } from '@shop/domain';
import { MemoryRouter } from '@/lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/lib/test-support/mock-api';
import { TestWords } from '@/lib/test-support/words';
import { stubBrowserForReturns } from '../lib/test-browser';
import { OrderReturns } from './order-returns';

const ORDER = '44444444-4444-4444-8444-444444444444';
const RETURN = '55555555-5555-4555-8555-555555555555';
const guest = { orderNumber: '3F2A9C1B', phone: '9876543210' };

const entry = (overrides: Partial<Return> = {}): Return => ({
  id: RETURN,
  number: 'R-3F2A9C1B-1',
  orderId: ORDER,
  orderNumber: '3F2A9C1B',
  status: 'requested',
  reason: 'size',
  note: null,
  rejectionReason: null,
  items: [
    {
      id: '66666666-6666-4666-8666-666666666666',
      orderItemId: '77777777-7777-4777-8777-777777777777',
      name: 'Indigo Kurta',
      variantTitle: 'M',
      image: null,
      unitPrice: 1499,
      quantity: 1,
      resolution: 'exchange',
      exchangeVariantId: '88888888-8888-4888-8888-888888888888',
      exchangeVariantTitle: 'L',
      restock: null,
    },
  ],
  photoIds: [],
  refundTo: null,
  refundDue: 0,
  refundLimit: 1499,
  refund: null,
  pickup: null,
  replacementOrderId: null,
  replacementOrderNumber: null,
  creditNoteNumber: null,
  history: [],
  canCancel: true,
  nextStatuses: [],
  paymentMethod: 'cod',
  createdAt: '2026-11-28T10:00:00.000Z',
  updatedAt: '2026-11-28T10:00:00.000Z',
  ...overrides,
});

const options = (overrides: Partial<ReturnOptions>): ReturnOptions => ({
  open: false,
  closedReason: null,
  windowEndsAt: null,
  refundToRequired: true,
  lines: [],
  returns: [],
  ...overrides,
});

const line = (returnableQuantity: number): ReturnOptions['lines'][number] => ({
  orderItemId: '77777777-7777-4777-8777-777777777777',
  name: 'Indigo Kurta',
  variantTitle: 'M',
  image: null,
  unitPrice: 1499,
  quantity: 1,
  returnableQuantity,
  returnable: true,
  exchangeOptions: [],
});

const answer = (data: unknown) => ({ status: 200, body: { success: true, data } });

function renderReturns(status: OrderStatus = 'delivered', withGuest = true, language: 'en' | 'hi' = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <TestWords language={language}>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <OrderReturns orderId={ORDER} orderStatus={status} guest={withGuest ? guest : undefined} />
        </MemoryRouter>
      </QueryClientProvider>
    </TestWords>,
  );
}

beforeEach(stubBrowserForReturns);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('OrderReturns (decision 054)', () => {
  it('asks nothing of an order not delivered', () => {
    const calls = mockApi({});
    renderReturns('shipped');
    expect(screen.queryByText('Returns & exchanges')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('says why the window is closed, with no button', async () => {
    const calls = mockApi({
      [`POST /api/orders/${ORDER}/return-options`]: answer({
        options: options({ closedReason: 'The 7-day return window closed on 20 Nov 2026.' }),
      }),
    });
    renderReturns();
    expect(await screen.findByText('The 7-day return window closed on 20 Nov 2026.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Return or exchange' })).toBeNull();
    expect(calls[0]!.body).toEqual(guest);
  });

  it('opens the request form from "Return or exchange"', async () => {
    mockApi({
      [`POST /api/orders/${ORDER}/return-options`]: answer({
        options: options({ open: true, windowEndsAt: '2026-12-06T18:29:59.000Z', lines: [line(1)] }),
      }),
    });
    renderReturns();
    fireEvent.click(await screen.findByRole('button', { name: 'Return or exchange' }));
    expect(screen.getByRole('form', { name: 'Return or exchange' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Request return' })).toBeTruthy();
  });

  it('speaks Hindi on a Hindi page', async () => {
    mockApi({
      [`POST /api/orders/${ORDER}/return-options`]: answer({
        options: options({ open: true, lines: [line(1)], returns: [entry()] }),
      }),
    });
    renderReturns('delivered', true, 'hi');
    fireEvent.click(await screen.findByRole('button', { name: 'रिटर्न या एक्सचेंज' }));
    expect(screen.getByRole('form', { name: 'रिटर्न या एक्सचेंज' })).toBeTruthy();
    expect(screen.getByText('रिटर्न R-3F2A9C1B-1')).toBeTruthy();
    expect(screen.getByText('अनुरोध भेजा गया')).toBeTruthy();
  });

  it('offers no button when every piece is already in a return', async () => {
    mockApi({
      [`POST /api/orders/${ORDER}/return-options`]: answer({
        options: options({ open: true, lines: [line(0)], returns: [entry()] }),
      }),
    });
    renderReturns();
    expect(await screen.findByText('Every piece of this order is already in a return.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Return or exchange' })).toBeNull();
  });

  it('shows a return and takes it back with "Cancel request", sending the guest’s pair', async () => {
    const calls = mockApi({
      [`POST /api/orders/${ORDER}/return-options`]: answer({ options: options({ returns: [entry()] }) }),
      [`POST /api/returns/${RETURN}/cancel`]: answer({
        return: entry({ status: 'cancelled', canCancel: false }),
      }),
    });
    renderReturns();
    expect(await screen.findByText('Return R-3F2A9C1B-1')).toBeTruthy();
    expect(screen.getByText('Requested')).toBeTruthy();
    expect(screen.getByText('Exchange for L')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel request' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() =>
      expect(calls.map((call) => call.key)).toContain(`POST /api/returns/${RETURN}/cancel`),
    );
    expect(calls.find((call) => call.key.endsWith('/cancel'))!.body).toEqual(guest);
  });

  it('shows the refund with its UTR, the pickup’s AWB, and no credit note download for a guest', async () => {
    mockApi({
      [`POST /api/orders/${ORDER}/return-options`]: answer({
        options: options({
          returns: [
            entry({
              status: 'refunded',
              canCancel: false,
              creditNoteNumber: 'CN-0001',
              items: [
                {
                  ...entry().items[0]!,
                  resolution: 'refund',
                  exchangeVariantId: null,
                  exchangeVariantTitle: null,
                },
              ],
              refund: { amount: 1499, reference: 'UTR123456789', at: '2026-11-29T10:00:00.000Z' },
            }),
            entry({
              id: '99999999-9999-4999-8999-999999999999',
              number: 'R-3F2A9C1B-2',
              status: 'approved',
              pickup: {
                method: 'courier',
                courier: 'Delhivery',
                trackingNumber: 'DL12345',
                trackingUrl: null,
              },
            }),
          ],
        }),
      }),
    });
    renderReturns();
    expect((await screen.findByTestId('return-refund')).textContent).toMatch(/Refunded ₹1,499.*UTR123456789/);
    expect(screen.getByText('DL12345')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download credit note' })).toBeNull();
  });
});
