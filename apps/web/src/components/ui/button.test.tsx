import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './button';

afterEach(cleanup);

describe('Button asChild', () => {
  it('renders the child element with the button look, both handlers and the ref', () => {
    const onButtonClick = vi.fn();
    const onLinkClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const ref = createRef<HTMLAnchorElement>();
    render(
      <Button asChild variant="outline" className="w-full" onClick={onButtonClick} ref={ref as never}>
        <a href="/jewelry" className="underline" onClick={onLinkClick}>
          Shop Collection
        </a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Shop Collection' });
    expect(screen.queryByRole('button')).toBeNull();
    expect(link.getAttribute('href')).toBe('/jewelry');
    expect(link.className).toContain('rounded-full');
    expect(link.className).toContain('w-full');
    expect(link.className).toContain('underline');
    expect(link.hasAttribute('type')).toBe(false);
    fireEvent.click(link);
    expect(onLinkClick).toHaveBeenCalledTimes(1);
    expect(onButtonClick).toHaveBeenCalledTimes(1);
    expect(ref.current).toBe(link);
  });

  it('is a plain button of type "button" otherwise', () => {
    render(<Button>Add to Cart</Button>);
    expect(screen.getByRole('button', { name: 'Add to Cart' }).getAttribute('type')).toBe('button');
  });
});
