import type { StaffHomeContent } from '@shop/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type MockReply } from '@/lib/test-support/mock-api';
import { HomeEditor } from './home-editor';

beforeEach(() => {
  // Radix's switch measures itself; jsdom has no ResizeObserver.
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

const stored: StaffHomeContent = {
  hero: {
    title: 'Pieces with a maker’s touch',
    text: 'Jhumkas and kurtis.',
    imageId: null,
    imageUrl: null,
    primary: { label: 'Shop Collection', href: '/jewelry' },
    secondary: { label: 'Our Story', href: '/about' },
  },
  announcement: { enabled: true, text: 'Free delivery above {{freeDeliveryAbove}}', href: '' },
  translations: {
    hi: {
      heroTitle: 'हर पीस में कारीगर के हाथों का हुनर',
      heroText: null,
      primaryLabel: 'कलेक्शन देखें',
      secondaryLabel: null,
      announcementText: null,
    },
  },
};

function renderEditor(reply: MockReply) {
  const calls = mockApi({ 'PUT /api/admin/storefront/home': reply });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <HomeEditor stored={stored} />
    </QueryClientProvider>,
  );
  return calls;
}

describe('the home page editor (decision 075)', () => {
  it('edits each text’s Hindi beside it and sends the Hindi whole, an emptied one to be cleared', async () => {
    const calls = renderEditor({ status: 200, body: { success: true, data: stored } });
    const title = screen.getByLabelText<HTMLInputElement>('Title in Hindi');
    expect(title.value).toBe('हर पीस में कारीगर के हाथों का हुनर');
    expect(title.getAttribute('lang')).toBe('hi');
    expect(screen.getByLabelText<HTMLInputElement>('Second button in Hindi').value).toBe('');

    fireEvent.input(screen.getByLabelText('Announcement in Hindi'), {
      target: { value: '{{freeDeliveryAbove}} से ज़्यादा के ऑर्डर पर फ़्री डिलीवरी' },
    });
    fireEvent.input(screen.getByLabelText('Main button in Hindi'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save home page' }));

    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({
      hero: { title: 'Pieces with a maker’s touch', primary: { label: 'Shop Collection' } },
      translations: {
        hi: {
          heroTitle: 'हर पीस में कारीगर के हाथों का हुनर',
          heroText: '',
          primaryLabel: '',
          secondaryLabel: '',
          announcementText: '{{freeDeliveryAbove}} से ज़्यादा के ऑर्डर पर फ़्री डिलीवरी',
        },
      },
    });
  });

  it('shows the server’s refusal of a Hindi text under that Hindi field', async () => {
    renderEditor({
      status: 422,
      body: {
        success: false,
        code: 'VALIDATION_FAILED',
        message: 'Invalid',
        details: [
          { field: 'translations.hi.heroTitle', message: 'Hindi title must be at most 120 characters' },
        ],
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save home page' }));
    const message = await screen.findByText('Hindi title must be at most 120 characters');
    expect(screen.getByLabelText('Title in Hindi').getAttribute('aria-describedby')).toBe(message.id);
    expect(screen.getByLabelText('Title').getAttribute('aria-invalid')).toBeNull();
  });
});
