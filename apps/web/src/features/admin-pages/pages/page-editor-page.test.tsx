import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/lib/test-support/mock-api';
import { PageEditorPage } from './page-editor-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const page = {
  slug: 'returns',
  title: 'Returns & Exchanges',
  markdown: 'Ask within **{{returnWindowDays}} days**.',
  html: '<p>Ask within <strong>7 days</strong>.</p>',
  updatedAt: null,
};
const list = {
  pages: [],
  placeholders: [{ name: 'returnWindowDays', description: 'Days after delivery', value: '10' }],
};

function renderEditor() {
  const calls = mockApi({
    'GET /api/pages/returns': { status: 200, body: { success: true, data: { page } } },
    'GET /api/admin/pages': { status: 200, body: { success: true, data: list } },
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/admin/pages/returns']}>
        <Routes>
          <Route path="/admin/pages/:slug" element={<PageEditorPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return calls;
}

describe('the page editor', () => {
  it('previews as the shop will: placeholders filled from the settings, HTML shown as text, bad links dropped', async () => {
    renderEditor();
    const text = await screen.findByLabelText('Page text');
    const preview = screen.getByRole('region', { name: 'Preview' });
    await waitFor(() => expect(preview.querySelector('strong')?.textContent).toBe('10 days'));

    fireEvent.change(text, {
      target: {
        value: '## Care\n\n<script>window.__owned = 1</script>\n\n[click](javascript:alert(1)) [ours](/faq)',
      },
    });
    await waitFor(() => expect(within(preview).getByRole('heading', { name: 'Care' })).toBeTruthy());
    expect(preview.querySelector('script')).toBeNull();
    expect(preview.textContent).toContain('<script>window.__owned = 1</script>');
    expect(within(preview).queryByRole('link', { name: 'click' })).toBeNull();
    expect(within(preview).getByRole('link', { name: 'ours' }).getAttribute('href')).toBe('/faq');
  });

  it('asks for a title before sending anything', async () => {
    const calls = renderEditor();
    const title = await screen.findByLabelText('Title');
    fireEvent.change(title, { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save page' }));
    expect(await screen.findByText('Give the page a title')).toBeTruthy();
    expect(calls.some((call) => call.key.startsWith('PUT'))).toBe(false);
  });
});
