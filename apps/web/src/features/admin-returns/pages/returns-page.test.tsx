import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aReturn, renderWithQueries } from '../test/return-fixture';
import { ReturnsPage } from './returns-page';

const page = (returns: unknown[]) =>
  new Response(
    JSON.stringify({
      success: true,
      data: {
        returns,
        pagination: { page: 1, limit: 20, total: returns.length, totalPages: 1 },
        counts: { requested: 2, approved: 1, refunded: 4 },
      },
    }),
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Returns (staff list)', () => {
  it('opens on the open returns, each row with its pieces and status, and filters by age', async () => {
    const fetchMock = vi.fn(async (_url: string) => page([aReturn()]));
    vi.stubGlobal('fetch', fetchMock);
    renderWithQueries(<ReturnsPage />);
    expect((await screen.findAllByText('Silk Kurti M → L, 2 × Jhumka Earrings')).length).toBeGreaterThan(0);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/admin/returns?status=open&page=1');
    expect(screen.getByRole('button', { name: 'Open (3)', pressed: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'All (7)' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Waiting'), { target: { value: '7' } });
    await waitFor(() =>
      expect(fetchMock.mock.calls.at(-1)?.[0]).toBe('/api/admin/returns?status=open&olderThanDays=7&page=1'),
    );
  });

  it('says when nothing waits', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => page([])),
    );
    renderWithQueries(<ReturnsPage />);
    expect(await screen.findByText('No returns waiting')).toBeTruthy();
  });
});
