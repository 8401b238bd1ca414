import type { HomeContent, Language } from '@shop/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@/lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { mockApi, type MockReply } from '@/lib/test-support/mock-api';
import { TestWords } from '@/lib/test-support/words';
import { HomePage } from './home-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ok = (data: unknown): MockReply => ({ status: 200, body: { success: true, data } });

/** The owner's hero as the server answers it on a Hindi page: their Hindi, the English where none. */
const hindiHome: HomeContent = {
  hero: {
    title: 'दिवाली के पीस आ गए हैं',
    text: 'Kundan sets made for the festival.',
    imageId: null,
    imageUrl: null,
    primary: { label: 'दिवाली कलेक्शन', href: '/jewelry' },
    secondary: { label: 'Our Story', href: '/about' },
  },
  announcement: { enabled: false, text: '', href: '' },
};

/** The home page as the browser shows it in a language, its page's own data cache and words. */
function renderHome(language: Language, home: MockReply) {
  const calls = mockApi({
    'GET /api/storefront/home': home,
    'GET /api/shop': ok({
      shop: { name: 'Kaarigar Studio', tagline: 'हाथ से बनी ज्वेलरी', freeDeliveryThreshold: 1500 },
    }),
    'GET /api/categories/parents': ok({ categories: [] }),
    'GET /api/products/featured': ok({ products: [] }),
    'GET /api/products/stats': ok({ designs: 0, reviews: 0, averageRating: null }),
  });
  const client = createQueryClient(language);
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  render(
    <TestWords language={language}>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <HomePage />
        </MemoryRouter>
      </QueryClientProvider>
    </TestWords>,
  );
  return calls;
}

describe('the home page’s hero on a Hindi page (decision 075)', () => {
  it('asks for the Hindi and shows the owner’s Hindi, the English where they gave none', async () => {
    const calls = renderHome('hi', ok(hindiHome));
    expect(await screen.findByRole('heading', { level: 1, name: 'दिवाली के पीस आ गए हैं' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /दिवाली कलेक्शन/ }).getAttribute('href')).toBe('/jewelry');
    expect(screen.getByRole('link', { name: 'Our Story' })).toBeTruthy();
    expect(screen.getByText('हाथ से बनी ज्वेलरी')).toBeTruthy();
    for (const path of ['/api/storefront/home', '/api/shop']) {
      const call = calls.find((made) => made.key === `GET ${path}`);
      expect(new URL(call?.url ?? '', 'http://shop.test').searchParams.get('lang'), path).toBe('hi');
    }
  });

  it('shows the starting hero in Hindi while the owner’s cannot be read', async () => {
    renderHome('hi', new Error('offline'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'हर पीस में कारीगर के हाथों का हुनर' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: /कलेक्शन देखें/ })).toBeTruthy();
  });

  it('asks an English page’s hero in English', async () => {
    const calls = renderHome('en', new Error('offline'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pieces with a maker’s touch' }),
    ).toBeTruthy();
    const call = calls.find((made) => made.key === 'GET /api/storefront/home');
    expect(call?.url).not.toContain('lang=');
  });
});
