import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@/lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type MockReply } from '@/lib/test-support/mock-api';
import { PageEditorPage } from './page-editor-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const page = {
  slug: 'returns',
  title: 'Returns & Exchanges',
  markdown: 'Ask within **{{returnWindowDays}} days**. Pay by {{paymentMethods}}.',
  html: '<p>Ask within <strong>7 days</strong>.</p>',
  updatedAt: null,
  translations: { hi: { title: 'रिटर्न और एक्सचेंज', markdown: null } },
};
const list = {
  pages: [],
  placeholders: [
    { name: 'returnWindowDays', description: 'Days after delivery', value: '10', hindiValue: '10' },
    {
      name: 'paymentMethods',
      description: 'How shoppers can pay',
      value: 'Cash on Delivery',
      hindiValue: 'कैश ऑन डिलीवरी',
    },
  ],
};

function renderEditor(save: MockReply = { status: 200, body: { success: true, data: { page } } }) {
  const calls = mockApi({
    'GET /api/admin/pages/returns': { status: 200, body: { success: true, data: { page } } },
    'GET /api/admin/pages': { status: 200, body: { success: true, data: list } },
    'PUT /api/admin/pages/returns': save,
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

    fireEvent.input(text, {
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
    fireEvent.input(title, { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save page' }));
    expect(await screen.findByText('Give the page a title')).toBeTruthy();
    expect(calls.some((call) => call.key.startsWith('PUT'))).toBe(false);
  });

  it('edits the Hindi beside the English and previews the Hindi page, the English where none', async () => {
    const calls = renderEditor();
    const hindiTitle = await screen.findByLabelText('Title in Hindi');
    expect((hindiTitle as HTMLInputElement).value).toBe('रिटर्न और एक्सचेंज');
    const hindiText = screen.getByLabelText('Page text in Hindi');
    expect(hindiText.getAttribute('lang')).toBe('hi');
    expect((hindiText as HTMLTextAreaElement).value).toBe('');

    const preview = screen.getByRole('region', { name: 'Preview' });
    fireEvent.click(within(preview).getByRole('button', { name: 'Hindi' }));
    // No Hindi text yet: the Hindi page reads the English text under its Hindi title, its
    // placeholders filled with the English words, as the shop fills them.
    await waitFor(() =>
      expect(within(preview).getByRole('heading', { name: 'रिटर्न और एक्सचेंज' })).toBeTruthy(),
    );
    expect(preview.textContent).toContain('Ask within 10 days. Pay by Cash on Delivery.');

    fireEvent.input(hindiText, {
      target: { value: 'आप {{paymentMethods}} से पेमेंट कर सकते हैं। [सवाल](/faq)' },
    });
    await waitFor(() => expect(preview.textContent).toContain('आप कैश ऑन डिलीवरी से पेमेंट कर सकते हैं।'));
    expect(within(preview).getByRole('link', { name: 'सवाल' }).getAttribute('href')).toBe('/hi/faq');

    fireEvent.input(hindiTitle, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save page' }));
    await waitFor(() => expect(calls.some((call) => call.key === 'PUT /api/admin/pages/returns')).toBe(true));
    const sent = calls.find((call) => call.key === 'PUT /api/admin/pages/returns')?.body;
    expect(sent).toEqual({
      title: 'Returns & Exchanges',
      markdown: 'Ask within **{{returnWindowDays}} days**. Pay by {{paymentMethods}}.',
      translations: { hi: { title: '', markdown: 'आप {{paymentMethods}} से पेमेंट कर सकते हैं। [सवाल](/faq)' } },
    });
  });

  it('shows the server’s refusal of a Hindi field under the Hindi field, not the English one', async () => {
    renderEditor({
      status: 422,
      body: {
        success: false,
        code: 'VALIDATION_FAILED',
        message: 'Invalid',
        details: [{ field: 'translations.hi.title', message: 'Hindi title must be at most 120 characters' }],
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Save page' }));
    const message = await screen.findByText('Hindi title must be at most 120 characters');
    expect(screen.getByLabelText('Title in Hindi').getAttribute('aria-describedby')).toBe(message.id);
    expect(screen.getByLabelText('Title').getAttribute('aria-invalid')).toBeNull();
  });
});
