import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { finishHydrating, startHydrating, useHydrated } from './use-hydrated';

const renders: boolean[] = [];

function Saved() {
  const hydrated = useHydrated();
  renders.push(hydrated);
  return <p>{hydrated ? 'Pincode 201310' : 'Check delivery'}</p>;
}

afterEach(() => {
  finishHydrating();
  renders.length = 0;
  document.body.innerHTML = '';
});

describe('useHydrated (decision 080)', () => {
  it('renders a server page as the server did, and what only the browser knows a task later, not within hydration', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Saved />);
    document.body.append(container);
    renders.length = 0;

    startHydrating();
    await act(async () => {
      hydrateRoot(container, <Saved />);
    });
    // Hydration and its commit, effects included: the server's render only.
    expect(renders).toEqual([false]);
    expect(container.textContent).toBe('Check delivery');

    await act(async () => {
      finishHydrating();
    });
    expect(renders).toEqual([false, true]);
    expect(container.textContent).toBe('Pincode 201310');
  });

  it('is true at once in a page the browser renders by itself', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const { createRoot } = await import('react-dom/client');
    await act(async () => {
      createRoot(container).render(<Saved />);
    });
    expect(renders).toEqual([true]);
  });
});
