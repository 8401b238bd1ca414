import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render as renderBare, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@/lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from './search-box';
import type { ReactElement } from 'react';
import { TestWords } from '@/lib/test-support/words';

/** Renders with the storefront's English words (issue 28). */
const render = (ui: ReactElement) => renderBare(ui, { wrapper: TestWords });

const product = {
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Kundan Jhumka',
  price: 1299,
  image: null,
  categoryName: 'Jewelry',
  subcategoryName: 'Earrings',
};

function Where() {
  const location = useLocation();
  return <p data-testid="path">{location.pathname + location.search}</p>;
}

function renderSearch(at = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[at]}>
        <SearchBox id="search" />
        <p>outside</p>
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function answer(suggestions: unknown[]) {
  return new Response(JSON.stringify({ success: true, data: { suggestions } }), { status: 200 });
}

const sleep = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

describe('SearchBox', () => {
  let fetchMock: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    fetchMock = vi.fn().mockImplementation(() => Promise.resolve(answer([product])));
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('makes no call for fewer than 2 trimmed characters', async () => {
    renderSearch();
    fireEvent.input(screen.getByRole('combobox'), { target: { value: ' a ' } });
    await sleep(500);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('waits 300 ms of quiet and searches once for the latest term', async () => {
    renderSearch();
    const input = screen.getByRole('combobox');
    fireEvent.input(input, { target: { value: 'ku' } });
    await sleep(150);
    fireEvent.input(input, { target: { value: 'kun' } });
    await sleep(200);
    // 350 ms after the first keystroke, but only 200 ms after the last: still waiting.
    expect(fetchMock).not.toHaveBeenCalled();

    expect(await screen.findByText('Kundan Jhumka')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/api/products/suggestions?q=kun&limit=10');
    expect(screen.getByText('Jewelry · Earrings')).toBeTruthy();
  });

  it('shows the empty state when nothing matches, and when the search fails', async () => {
    fetchMock.mockResolvedValueOnce(answer([]));
    renderSearch();
    const input = screen.getByRole('combobox');
    fireEvent.input(input, { target: { value: 'zzz' } });
    expect(await screen.findByText('No products found')).toBeTruthy();
    expect(screen.getByText('Try a different search term')).toBeTruthy();

    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 500 }));
    fireEvent.input(input, { target: { value: 'broken' } });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(await screen.findByText('No products found')).toBeTruthy();
  });

  it('opens the product on click, and clears and closes on an outside click', async () => {
    renderSearch();
    const input = screen.getByRole<HTMLInputElement>('combobox');
    fireEvent.input(input, { target: { value: 'kundan' } });
    fireEvent.click(await screen.findByText('Kundan Jhumka'));
    expect(screen.getByTestId('path').textContent).toBe(`/product/${product.id}`);
    expect(input.value).toBe('');

    fireEvent.input(input, { target: { value: 'kundan' } });
    expect(await screen.findByRole('listbox')).toBeTruthy();
    fireEvent.pointerDown(screen.getByText('outside'));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input.value).toBe('');
  });

  it('opens the results page on Enter, and the product chosen with the arrow keys', async () => {
    renderSearch();
    const input = screen.getByRole<HTMLInputElement>('combobox');
    fireEvent.input(input, { target: { value: ' jumka  kundan ' } });
    expect(await screen.findByText('Kundan Jhumka')).toBeTruthy();
    fireEvent.submit(screen.getByRole('search'));
    expect(screen.getByTestId('path').textContent).toBe('/search?q=jumka%20%20kundan');
    // The results page keeps the query in the box, to refine it.
    expect(input.value).toBe('jumka  kundan');

    fireEvent.input(input, { target: { value: 'kundan' } });
    expect(await screen.findByText('Kundan Jhumka')).toBeTruthy();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByTestId('path').textContent).toBe(`/product/${product.id}`);
  });

  it('submits as a plain form to /search, so Enter works before the page has hydrated', () => {
    renderSearch();
    const form = screen.getByRole('search');
    expect(form.getAttribute('action')).toBe('/search');
    expect(screen.getByRole('combobox').getAttribute('name')).toBe('q');
  });

  it('shows the query on the results page, also when the page is opened or come back to', async () => {
    renderSearch('/search?q=kundan%20jhumka');
    const input = screen.getByRole<HTMLInputElement>('combobox');
    expect(input.value).toBe('kundan jhumka');
    // A click outside closes the suggestions but leaves the query searched.
    fireEvent.input(input, { target: { value: 'kundan jh' } });
    fireEvent.pointerDown(screen.getByText('outside'));
    expect(input.value).toBe('kundan jhumka');

    fireEvent.input(input, { target: { value: 'kundan' } });
    fireEvent.click(await screen.findByText('Kundan Jhumka'));
    expect(screen.getByTestId('path').textContent).toBe(`/product/${product.id}`);
    expect(input.value).toBe('');
  });
});
