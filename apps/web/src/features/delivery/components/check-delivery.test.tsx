import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { DeliveryEstimate, Language } from '@shop/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckDelivery } from './check-delivery';
import { TestWords } from '@/lib/test-support/words';

const productId = '7d9f1a52-3c1b-4c1e-9a53-1f0b6a1d2e3f';
const estimate = (cod: Partial<DeliveryEstimate['cashOnDelivery']> = {}): DeliveryEstimate => ({
  pincode: '560001',
  city: 'Bangalore',
  state: 'Karnataka',
  zone: 'restOfIndia',
  zoneLabel: 'Rest of India',
  transitDays: 6,
  madeToOrderDays: null,
  shipsOn: '2026-12-02',
  deliveryBy: '2026-12-09',
  cashOnDelivery: { available: true, reason: null, maxOrderValue: 20_000, orderValue: 944, ...cod },
});
const ok = (data: unknown) => new Response(JSON.stringify({ success: true, data }), { status: 200 });

function renderCheck(language: Language = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <TestWords language={language}>
      <QueryClientProvider client={client}>
        <CheckDelivery productId={productId} variantId={undefined} quantity={1} />
      </QueryClientProvider>
    </TestWords>,
  );
}

describe('Check delivery on a product page', () => {
  let answer: DeliveryEstimate;
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    answer = estimate();
    fetchMock = vi.fn(() => Promise.resolve(ok(answer)));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('answers the date and Cash on Delivery for a pincode, and remembers it for the next product', async () => {
    renderCheck();
    fireEvent.input(screen.getByLabelText('Pincode'), { target: { value: '560 001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect((await screen.findByTestId('delivery-answer')).textContent).toContain(
      'Delivery by Wed, 9 Dec to Bangalore, Karnataka',
    );
    expect(screen.getByText('Cash on Delivery available')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      `/api/delivery-estimate?pincode=560001&productId=${productId}&quantity=1`,
    );
    expect(localStorage.getItem('delivery-pincode')).toBe('560001');

    cleanup();
    answer = estimate({ available: false, reason: 'We do not offer Cash on Delivery in Karnataka' });
    renderCheck();
    expect((await screen.findByLabelText<HTMLInputElement>('Pincode')).value).toBe('560001');
    expect(
      await screen.findByText(
        'Cash on Delivery not available: We do not offer Cash on Delivery in Karnataka',
      ),
    ).toBeTruthy();
  });

  it('asks for six digits before asking the shop', () => {
    renderCheck();
    fireEvent.input(screen.getByLabelText('Pincode'), { target: { value: '5600' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByText('Enter a valid 6-digit pincode')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('speaks Hindi on the Hindi pages, the date included', async () => {
    renderCheck('hi');
    expect(screen.getByRole('heading', { name: 'डिलीवरी जाँचें' })).toBeTruthy();
    fireEvent.input(screen.getByLabelText('पिनकोड'), { target: { value: '5600' } });
    fireEvent.click(screen.getByRole('button', { name: 'जाँचें' }));
    expect(screen.getByText('सही 6 अंकों का पिनकोड डालें')).toBeTruthy();
    fireEvent.input(screen.getByLabelText('पिनकोड'), { target: { value: '560001' } });
    fireEvent.click(screen.getByRole('button', { name: 'जाँचें' }));
    const said = (await screen.findByTestId('delivery-answer')).textContent;
    // The state by its Hindi name; the district as India Post writes it.
    expect(said).toContain('Bangalore, कर्नाटक में');
    expect(said).toContain('तक डिलीवरी');
    expect(said).not.toContain('Dec');
    expect(said).toContain('कैश ऑन डिलीवरी उपलब्ध है');
    // The answer's own words (why no Cash on Delivery) asked in Hindi by the address, not a header.
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      `/api/delivery-estimate?pincode=560001&productId=${productId}&quantity=1&lang=hi`,
    );
  });
});
