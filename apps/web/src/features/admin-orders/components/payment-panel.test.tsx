import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { Order } from '@shop/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { TestWords } from '@/lib/test-support/words';
import { PaymentPanel } from './payment-panel';

afterEach(cleanup);

/** A UPI order awaiting its payment, with only what the panel reads filled in. */
function upiOrder(overrides: Partial<Order>): Order {
  return {
    id: '7b0f8c2e-1d2a-4c3b-9e8f-0a1b2c3d4e5f',
    number: '2C3D4E5F',
    status: 'awaiting_payment',
    paymentMethod: 'upi',
    paymentStatus: 'unpaid',
    paymentUtr: null,
    paymentDueBy: '2026-11-29T10:30:00.000Z',
    paidAt: null,
    utrSharedWith: [],
    total: 1299,
    ...overrides,
  } as Order;
}

function renderPanel(order: Order) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <TestWords>
        <PaymentPanel order={order} />
      </TestWords>
    </QueryClientProvider>,
  );
}

describe('PaymentPanel: the UPI deadline', () => {
  it('shows when an unpaid order is cancelled while no payment reference came', () => {
    renderPanel(upiOrder({}));
    expect(screen.getByText('Cancelled unless paid by')).toBeTruthy();
    expect(screen.queryByTestId('utr-waiting')).toBeNull();
  });

  it('says the reference arrived and waits to be checked once the customer gave a UTR, without the deadline', () => {
    renderPanel(upiOrder({ paymentUtr: '112233445566', paymentStatus: 'utr_submitted' }));
    expect(screen.queryByText('Cancelled unless paid by')).toBeNull();
    expect(screen.getByTestId('payment-utr').textContent).toBe('112233445566');
    expect(screen.getByTestId('utr-waiting').textContent).toMatch(
      /sent the payment reference.*waiting for you to check it.*will not be cancelled on its own/,
    );
    expect(screen.getByRole('button', { name: 'Mark paid' })).toBeTruthy();
  });
});
