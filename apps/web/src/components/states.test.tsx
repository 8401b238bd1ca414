import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmptyState, ErrorState } from './states';

afterEach(cleanup);

describe('EmptyState', () => {
  it('keeps the title as plain text inside a page that has its own heading', () => {
    render(<EmptyState title="No orders yet" />);
    expect(screen.getByText('No orders yet').tagName).toBe('P');
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('becomes the page heading when it is the whole page', () => {
    render(<EmptyState title="Product Not Found" titleAs="h1" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Product Not Found' })).toBeTruthy();
  });
});

describe('ErrorState', () => {
  it('says what went wrong and retries on request', () => {
    const onRetry = vi.fn();
    render(<ErrorState message="Failed to fetch cart" onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('Failed to fetch cart');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
