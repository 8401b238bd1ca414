import { cleanup, fireEvent, render as renderBare, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination';
import type { ReactElement } from 'react';
import { TestWords } from '@/lib/test-support/words';

/** Renders with the storefront's English words (issue 28). */
const render = (ui: ReactElement) => renderBare(ui, { wrapper: TestWords });

afterEach(cleanup);

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

describe('Pagination', () => {
  it('is not shown for a single page or before the list has answered', () => {
    const { rerender } = render(
      <Pagination page={1} pagination={{ page: 1, totalPages: 1 }} onPageChange={vi.fn()} />,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
    rerender(<Pagination page={1} pagination={undefined} onPageChange={vi.fn()} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('steps one page at a time and stops at both ends', () => {
    const onPageChange = vi.fn();
    const { rerender } = render(
      <Pagination page={1} pagination={{ page: 1, totalPages: 3 }} onPageChange={onPageChange} />,
    );
    expect(screen.getByRole('navigation', { name: 'Pagination' }).textContent).toContain('Page 1 of 3');
    expect(button('Previous').disabled).toBe(true);
    fireEvent.click(button('Next'));
    expect(onPageChange).toHaveBeenLastCalledWith(2);

    rerender(<Pagination page={3} pagination={{ page: 3, totalPages: 3 }} onPageChange={onPageChange} />);
    expect(button('Next').disabled).toBe(true);
    fireEvent.click(button('Previous'));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
  });

  it('holds both buttons while the next page loads', () => {
    render(<Pagination page={2} pagination={{ page: 1, totalPages: 3 }} busy onPageChange={vi.fn()} />);
    expect(button('Previous').disabled).toBe(true);
    expect(button('Next').disabled).toBe(true);
    expect(screen.getByText('Loading page')).toBeTruthy();
  });

  it('takes its own words and name where a screen pages something else', () => {
    const onPageChange = vi.fn();
    render(
      <Pagination
        page={1}
        pagination={{ page: 1, totalPages: 2 }}
        label="Review pages"
        labels={{ previous: 'Newer', next: 'Older' }}
        onPageChange={onPageChange}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Review pages' })).toBeTruthy();
    fireEvent.click(button('Older'));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });
});

describe('Pagination on a Hindi page', () => {
  it('says its words in Hindi', () => {
    renderBare(
      <TestWords language="hi">
        <Pagination page={1} pagination={{ page: 1, totalPages: 3 }} onPageChange={vi.fn()} />
      </TestWords>,
    );
    expect(screen.getByRole('navigation', { name: 'पेज' }).textContent).toContain('पेज 1 / 3');
    expect(screen.getByRole('button', { name: 'अगला' })).toBeTruthy();
  });
});
