import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { Language } from '@shop/domain';
import { MemoryRouter, Route, Routes } from '@/lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UpiPaymentPage } from './upi-payment-page';
import { TestWords } from '@/lib/test-support/words';

const id = '44444444-4444-4444-8444-444444444444';
const order = {
  id,
  userId: '11111111-1111-4111-8111-111111111111',
  status: 'awaiting_payment',
  paymentMethod: 'upi',
  paymentStatus: 'awaiting',
  paymentUtr: null as string | null,
  total: 1475,
  items: [],
};
const payment = {
  orderId: id,
  orderNumber: '44444444',
  amount: 1475,
  vpa: 'studio@okaxis',
  payeeName: 'Studio',
  link: 'upi://pay?pa=studio@okaxis&am=1475.00',
  dueBy: new Date(Date.now() + 20 * 60_000).toISOString(),
  utr: null as string | null,
};

const ok = (data: unknown) => new Response(JSON.stringify({ success: true, data }), { status: 200 });

function renderPage(language: Language = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <TestWords language={language}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[`/orders/${id}/pay`]}>
          <Routes>
            <Route path="/orders/:id/pay" element={<UpiPaymentPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </TestWords>,
  );
}

describe('UpiPaymentPage', () => {
  let utr: string | null;
  beforeEach(() => {
    utr = null;
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        if (url === `/api/orders/${id}`) return Promise.resolve(ok({ order: { ...order, paymentUtr: utr } }));
        if (url === `/api/orders/${id}/payment`) return Promise.resolve(ok({ payment: { ...payment, utr } }));
        return Promise.resolve(ok({}));
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('offers the UPI app and the QR code until a UTR is sent', async () => {
    renderPage();
    expect(await screen.findByRole('link', { name: /Pay with UPI app/ })).toBeTruthy();
    expect(screen.getByLabelText('UTR (12-digit UPI reference number)')).toBeTruthy();
  });

  it('once a UTR was sent, says it was received and is being checked, with no way to pay again', async () => {
    utr = '412345678901';
    renderPage();
    expect((await screen.findByTestId('utr-received')).textContent).toContain(
      'We received your UTR 412345678901',
    );
    expect(screen.getByText('We have your payment details')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Pay with UPI app/ })).toBeNull();
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
    expect(screen.queryByTestId('time-left')).toBeNull();
    // A mistyped UTR can still be corrected.
    expect(screen.getByLabelText('Entered a wrong UTR? Correct it')).toBeTruthy();
  });

  it('speaks Hindi on the Hindi pages', async () => {
    renderPage('hi');
    expect(await screen.findByRole('link', { name: /UPI ऐप से भुगतान करें/ })).toBeTruthy();
    expect(screen.getByLabelText('UTR (12 अंकों का UPI रेफ़रेंस नंबर)')).toBeTruthy();
    expect(screen.getByTestId('time-left').parentElement?.textContent).toContain('मिनट के अंदर भुगतान करें');
  });
});
