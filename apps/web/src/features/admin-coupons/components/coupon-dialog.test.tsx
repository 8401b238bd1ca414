import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render as renderBare, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiTransport } from '@/lib/api-client';
import { CouponDialog } from './coupon-dialog';
import type { ReactElement } from 'react';
import { TestWords } from '@/lib/test-support/words';

/** The shared dialog, spinner and states say their words through the storefront's catalogue (issue 28). */
const render = (ui: ReactElement) => renderBare(ui, { wrapper: TestWords });

beforeEach(() => {
  // Radix's checkbox measures itself; jsdom has no ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const category = (id: number, name: string, parent: string | null = null) => ({
  id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  name,
  slug: name.toLowerCase().replace(/\W+/g, '-'),
  parent: parent
    ? { id: '00000000-0000-4000-8000-999999999999', name: parent, slug: parent.toLowerCase() }
    : null,
});

describe('CouponDialog: the categories a code may be limited to', () => {
  it('lists them by name, each subcategory after its parent, whatever order the shop answers in', async () => {
    // The API's order: by the owner's position, not by name (as the demo shop answers).
    const categories = [
      category(1, 'Bags & Potlis', 'Accessories'),
      category(2, 'Earrings', 'Jewellery'),
      category(3, 'jewellery'),
      category(4, 'Clothing'),
      category(5, 'Necklaces', 'Jewellery'),
      category(6, 'Accessories'),
      category(7, 'Éco sarees'),
    ];
    setApiTransport(
      async () =>
        new Response(JSON.stringify({ success: true, data: { categories } }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <CouponDialog coupon={null} open onOpenChange={() => {}} />
      </QueryClientProvider>,
    );
    const box = await screen.findByTestId('coupon-categories');
    await within(box).findByText('Clothing');
    expect([...box.querySelectorAll('label')].map((label) => label.textContent)).toEqual([
      'Accessories',
      'Accessories › Bags & Potlis',
      'Clothing',
      'Éco sarees',
      'jewellery',
      'Jewellery › Earrings',
      'Jewellery › Necklaces',
    ]);
  });
});
