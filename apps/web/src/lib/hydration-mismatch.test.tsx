import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportHydrationMismatches } from './hydration-mismatch';

reportHydrationMismatches();

function serverPage(html: string) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

async function hydrate(container: HTMLElement, app: React.ReactElement) {
  await act(async () => {
    hydrateRoot(container, app);
  });
}

describe('a hydration mismatch (decision 078)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('is said in the console when the page has other elements than the app renders', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await hydrate(
      serverPage(renderToString(<p>Your cart is empty</p>)),
      <ul>
        <li>Kurta</li>
      </ul>,
    );
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('Hydration mismatch: the page has p'));
  });

  it('stays quiet when the page is what the app renders, and keeps the server’s elements', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const app = (
      <main>
        <h1>Cart</h1>
        <p>Your cart is empty</p>
      </main>
    );
    const container = serverPage(renderToString(app));
    const heading = container.querySelector('h1');
    await hydrate(container, app);
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('h1')).toBe(heading);
    expect(container.textContent).toBe('CartYour cart is empty');
  });
});
