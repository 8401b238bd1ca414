import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { Language } from '@shop/domain';
import { MemoryRouter, Route, Routes } from '@/lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UnsubscribePage } from './unsubscribe-page';
import { TestWords } from '@/lib/test-support/words';

const token = 'x'.repeat(43);

function renderPage(search: string, language: Language = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <TestWords language={language}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[`/unsubscribe${search}`]}>
          <Routes>
            <Route path="/unsubscribe" element={<UnsubscribePage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </TestWords>,
  );
}

describe('UnsubscribePage', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  let answer: () => Response;
  beforeEach(() => {
    answer = () =>
      new Response(
        JSON.stringify({
          success: true,
          data: { email: 'a***@example.in', unsubscribedAt: '2026-11-29T08:00:00.000Z' },
        }),
        { status: 200 },
      );
    fetchMock = vi.fn(() => Promise.resolve(answer()));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('changes nothing on opening; one press sends the token and confirms whose reminders stop', async () => {
    renderPage(`?token=${token}`);
    // Mail scanners open links: opening the page must not unsubscribe.
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Stop cart reminders' }));
    expect((await screen.findByRole('status')).textContent).toContain(
      'We will not send cart reminders to a***@example.in any more',
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/unsubscribe');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ token });
  });

  it('shows the server’s words for a link it does not know', async () => {
    answer = () =>
      new Response(
        JSON.stringify({ success: false, code: 'NOT_FOUND', message: 'This unsubscribe link is not valid.' }),
        { status: 404 },
      );
    renderPage(`?token=${token}`);
    fireEvent.click(screen.getByRole('button', { name: 'Stop cart reminders' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This unsubscribe link is not valid.');
  });

  it('says a link without its token is incomplete, and offers no button', () => {
    renderPage('');
    expect(screen.getByRole('alert').textContent).toMatch(/link is incomplete/);
    expect(screen.queryByRole('button', { name: 'Stop cart reminders' })).toBeNull();
  });

  it('speaks Hindi on the Hindi pages', () => {
    renderPage(`?token=${token}`, 'hi');
    expect(screen.getByRole('heading', { name: 'कार्ट रिमाइंडर ईमेल' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'कार्ट रिमाइंडर बंद करें' })).toBeTruthy();
  });
});
