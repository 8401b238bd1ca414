import { cleanup, fireEvent, render as renderBare, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmptyState, ErrorState } from './states';
import type { ReactElement } from 'react';
import { TestWords } from '@/lib/test-support/words';

/** Renders with the storefront's English words (issue 28). */
const render = (ui: ReactElement) => renderBare(ui, { wrapper: TestWords });

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

describe('on a Hindi page', () => {
  it('says its own words in Hindi', () => {
    renderBare(
      <TestWords language="hi">
        <ErrorState onRetry={vi.fn()} />
      </TestWords>,
    );
    expect(screen.getByText('यह लोड नहीं हो सका')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeTruthy();
  });
});
