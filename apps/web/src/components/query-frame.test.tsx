import { cleanup, fireEvent, render as renderBare, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryFrame, type FrameQuery } from './query-frame';
import type { ReactElement } from 'react';
import { TestWords } from '@/lib/test-support/words';

/** Renders with the storefront's English words (issue 28). */
const render = (ui: ReactElement) => renderBare(ui, { wrapper: TestWords });

afterEach(cleanup);

function query<T>(state: Partial<FrameQuery<T>>): FrameQuery<T> {
  return { isPending: false, isError: false, error: null, data: undefined, refetch: vi.fn(), ...state };
}

const frame = (q: FrameQuery<string[]>) => (
  <QueryFrame
    query={q}
    skeleton={<p>Loading coupons</p>}
    error={{ title: 'We could not load the coupons', message: (error) => error?.message ?? 'Failed' }}
    empty={<p>No coupons yet</p>}
  >
    {(codes) => (
      <ul>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    )}
  </QueryFrame>
);

describe('QueryFrame', () => {
  it('shows the skeleton while the query is pending', () => {
    render(frame(query({ isPending: true })));
    expect(screen.getByText('Loading coupons')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says what failed and retries on request', () => {
    const refetch = vi.fn();
    render(frame(query({ isError: true, error: new Error('Server unreachable'), refetch })));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('We could not load the coupons');
    expect(alert.textContent).toContain('Server unreachable');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('shows the error over stale data unless told to keep the data', () => {
    const failed = query({ isError: true, error: new Error('x'), data: ['DIWALI10'] });
    const { rerender } = render(frame(failed));
    expect(screen.getByRole('alert')).toBeTruthy();
    rerender(
      <QueryFrame query={failed} skeleton={null} keepDataOnError>
        {(codes) => <p>{codes.join()}</p>}
      </QueryFrame>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('DIWALI10')).toBeTruthy();
  });

  it('shows the empty state when there is nothing', () => {
    render(frame(query({ data: [] })));
    expect(screen.getByText('No coupons yet')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('renders the data, with a pager for paged data', () => {
    render(frame(query({ data: ['DIWALI10', 'FIRST50'] })));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['DIWALI10', 'FIRST50']);

    cleanup();
    const onPageChange = vi.fn();
    render(
      <QueryFrame
        query={query({ data: { orders: ['A-1'], pagination: { page: 1, totalPages: 3 } } })}
        skeleton={null}
        isEmpty={(data) => data.orders.length === 0}
        empty={<p>No orders</p>}
        pager={{ page: 1, onPageChange }}
      >
        {(data) => <p>{data.orders.join()}</p>}
      </QueryFrame>,
    );
    expect(screen.getByText('A-1')).toBeTruthy();
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });
});
