import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Language, VisitHint } from '@shop/domain';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '@/lib/router';
import { describe, expect, it } from 'vitest';
import { VisitHintProvider } from '@/lib/visit-hint-context';
import { AuthProvider } from '@/features/auth';
import { CheckoutPage } from './checkout-page';
import { TestWords } from '@/lib/test-support/words';

/** The checkout as the server renders it, for a visitor of the hint's kind (decision 064). */
function serverHtml(hint: VisitHint | undefined, language: Language = 'en'): string {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderToString(
    <TestWords language={language}>
      <QueryClientProvider client={client}>
        <VisitHintProvider hint={hint}>
          <MemoryRouter initialEntries={['/checkout']}>
            <AuthProvider>
              <CheckoutPage />
            </AuthProvider>
          </MemoryRouter>
        </VisitHintProvider>
      </QueryClientProvider>
    </TestWords>,
  );
}

describe("the checkout's first paint from the visit hint (decision 064)", () => {
  it("renders a guest's form on the server, only the order summary waiting for the prices", () => {
    const html = serverHtml({ kind: 'guest', lines: 1 });
    expect(html).toContain('id="contact-email"');
    expect(html).toContain('Your order confirmation and updates come here.');
    expect(html).toContain('Shipping address');
    expect(html).toContain('Cash on Delivery');
    expect(html).not.toContain('Loading checkout');
    // No order can be placed before the cart is priced.
    expect(html).not.toContain('Place order');
  });

  it('keeps the whole skeleton for a signed-in shopper, a first visit and a hinted empty cart', () => {
    for (const hint of [{ kind: 'member' } as const, undefined]) {
      const html = serverHtml(hint);
      expect(html).toContain('Loading checkout');
      expect(html).not.toContain('contact-email');
    }
    expect(serverHtml({ kind: 'guest', lines: 0 })).toContain('Your cart is empty');
  });

  it("renders a guest's form in Hindi on the Hindi pages", () => {
    const html = serverHtml({ kind: 'guest', lines: 1 }, 'hi');
    expect(html).toContain('आपकी जानकारी');
    expect(html).toContain('डिलीवरी का पता');
    expect(html).toContain('पूरा नाम');
    expect(html).toContain('कैश ऑन डिलीवरी');
    expect(html).not.toContain('Full name');
    expect(serverHtml({ kind: 'guest', lines: 0 }, 'hi')).toContain('आपका कार्ट खाली है');
  });
});
