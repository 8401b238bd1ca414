import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TestWords } from '@/lib/test-support/words';
import { SizeGuideButton } from './size-guide-button';

const kurtiChart = {
  categoryId: '0b5c1a52-0a43-4d4e-9a7b-3c1f5f6f2a11',
  categorySlug: 'kurtis',
  categoryName: 'Kurtis',
  title: 'Kurti sizes',
  note: 'These are the measurements of the garment.',
  columns: [
    { key: 'bust_in', label: 'Bust', unit: 'in' },
    { key: 'bust_cm', label: 'Bust', unit: 'cm' },
  ],
  rows: [
    { size: 'S', values: { bust_in: 36, bust_cm: 91 } },
    { size: 'M', values: { bust_in: 38.5, bust_cm: 97 } },
  ],
  updatedAt: '2026-01-02T03:04:05.000Z',
};

/** The same chart as the server answers it to a Hindi page (decision 074): its words in Hindi where given. */
const kurtiChartInHindi = {
  ...kurtiChart,
  title: 'कुर्ती के साइज़',
  note: 'ये कुर्ती के अपने नाप हैं।',
  columns: [
    { key: 'bust_in', label: 'बस्ट', unit: 'in' },
    { key: 'bust_cm', label: 'बस्ट', unit: 'cm' },
  ],
};

const answer = (data: unknown) => new Response(JSON.stringify({ success: true, data }), { status: 200 });

let calls: string[];

/** The dialog's code is its own chunk, loaded on the first open: on a busy machine that takes over a second. */
const LAZY_CHUNK = { timeout: 5_000 };
/** A test that opens the dialog waits for that chunk on top of its own steps. */
const OPENS_DIALOG = 15_000;

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      if (url === '/api/size-charts/categories') return answer({ slugs: ['kurtis'] });
      if (url === '/api/size-charts?category=kurtis') return answer({ sizeChart: kurtiChart });
      if (url === '/api/size-charts?category=kurtis&lang=hi') return answer({ sizeChart: kurtiChartInHindi });
      throw new Error(`unexpected call ${url}`);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderButton(categorySlug: string, language: 'en' | 'hi' = 'en') {
  // The page's language is its queries' meta, as on a real page (lib/query-client.ts).
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, meta: { language } } } });
  return render(
    <TestWords language={language}>
      <QueryClientProvider client={client}>
        <p>Product</p>
        <SizeGuideButton categorySlug={categorySlug} optionName="Size" />
      </QueryClientProvider>
    </TestWords>,
  );
}

describe('SizeGuideButton', () => {
  it('shows nothing for a category no chart applies to, and asks for no chart', async () => {
    renderButton('earrings');
    await waitFor(() => expect(calls).toEqual(['/api/size-charts/categories']));
    expect(screen.queryByRole('button', { name: /size guide/i })).toBeNull();
  });

  it(
    'opens the chart as a table with a caption and headers, in inches or centimetres',
    async () => {
      renderButton('kurtis');
      const button = await screen.findByRole('button', { name: 'Size guide' });
      expect(calls).toEqual(['/api/size-charts/categories']);
      expect(button.getAttribute('aria-haspopup')).toBe('dialog');
      fireEvent.click(button);

      const dialog = await screen.findByRole('dialog', { name: 'Kurti sizes' }, LAZY_CHUNK);
      const table = await within(dialog).findByRole('table', { name: 'Kurti sizes, in inches' });
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((cell) => cell.textContent),
      ).toEqual(['Size', 'Bust (in)']);
      expect(
        within(table)
          .getAllByRole('rowheader')
          .map((cell) => cell.textContent),
      ).toEqual(['S', 'M']);
      // A column with halves writes every figure with one decimal.
      expect(
        within(table)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toEqual(['36.0', '38.5']);
      expect(dialog.textContent).toContain('These are the measurements of the garment.');

      const inches = within(dialog).getByRole('button', { name: 'Inches' });
      expect(inches.getAttribute('aria-pressed')).toBe('true');
      fireEvent.click(within(dialog).getByRole('button', { name: 'cm' }));
      const metric = within(dialog).getByRole('table', { name: 'Kurti sizes, in cm' });
      expect(
        within(metric)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toEqual(['91', '97']);
    },
    OPENS_DIALOG,
  );

  it(
    'speaks Hindi on a Hindi page',
    async () => {
      renderButton('kurtis', 'hi');
      fireEvent.click(await screen.findByRole('button', { name: 'साइज़ गाइड' }));
      // The chart itself is asked for in Hindi: its title, note and column names are the shop's.
      const dialog = await screen.findByRole('dialog', { name: 'कुर्ती के साइज़' }, LAZY_CHUNK);
      const table = await within(dialog).findByRole('table', { name: 'कुर्ती के साइज़, इंच में' });
      expect(calls).toContain('/api/size-charts?category=kurtis&lang=hi');
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((cell) => cell.textContent),
      ).toEqual(['साइज़', 'बस्ट (in)']);
      expect(dialog.textContent).toContain('ये कुर्ती के अपने नाप हैं।');
      expect(within(dialog).getByRole('button', { name: 'इंच' })).toBeTruthy();
    },
    OPENS_DIALOG,
  );

  it(
    'closes with Escape and gives the focus back to the button',
    async () => {
      renderButton('kurtis');
      const button = await screen.findByRole('button', { name: 'Size guide' });
      button.focus();
      fireEvent.click(button);
      const dialog = await screen.findByRole('dialog', { name: 'Kurti sizes' }, LAZY_CHUNK);
      expect(button.getAttribute('aria-expanded')).toBe('true');
      fireEvent.keyDown(dialog, { key: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(document.activeElement).toBe(button);
      expect(button.getAttribute('aria-expanded')).toBe('false');
    },
    OPENS_DIALOG,
  );
});
