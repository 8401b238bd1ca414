import { act } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrateLater, holdHydrationWaves, hydrationSettled, releaseHydrationWaves } from './hydration-waves';

const rendered: string[] = [];

function Counter({ name }: { name: string }) {
  const [taps, setTaps] = useState(0);
  rendered.push(name);
  return (
    <button type="button" onClick={() => setTaps(taps + 1)}>
      {name} {taps}
    </button>
  );
}

function Page() {
  return (
    <div>
      <Counter name="frame" />
      <HydrateLater wave="screen">
        <section>
          <Counter name="screen" />
          <HydrateLater wave="below">
            <Counter name="below" />
          </HydrateLater>
        </section>
      </HydrateLater>
    </div>
  );
}

afterEach(() => {
  rendered.length = 0;
  document.body.innerHTML = '';
});

const button = (container: HTMLElement, name: string) =>
  [...container.querySelectorAll('button')].find((element) => element.textContent?.startsWith(name))!;

describe('hydration in waves (issue 27)', () => {
  it('hydrates the frame first and each held part a task later, keeping the server’s elements', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    const serverButtons = [...container.querySelectorAll('button')];
    expect(rendered).toEqual(['frame', 'screen', 'below']);
    rendered.length = 0;

    holdHydrationWaves();
    await act(async () => {
      hydrateRoot(container, <Page />);
    });
    // Only the frame is the app's so far; the held parts show the server's elements, inert.
    expect(rendered).toEqual(['frame']);
    expect(container.textContent).toBe('frame 0screen 0below 0');
    button(container, 'screen').click();
    expect(button(container, 'screen').textContent).toBe('screen 0');

    await act(() => releaseHydrationWaves());
    expect(rendered).toEqual(['frame', 'screen', 'below']);
    // Hydrated, not drawn anew: the very elements the server sent, now with their handlers.
    expect([...container.querySelectorAll('button')]).toEqual(serverButtons);
    await act(async () => {
      button(container, 'screen').click();
      button(container, 'below').click();
    });
    expect(container.textContent).toBe('frame 0screen 1below 1');
  });

  it('renders the parts at once where nothing is held (a page the browser draws, every render after)', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const { createRoot } = await import('react-dom/client');
    await act(async () => {
      createRoot(container).render(<Page />);
    });
    expect(rendered).toEqual(['frame', 'screen', 'below']);
    await act(() => releaseHydrationWaves());
    expect(container.textContent).toBe('frame 0screen 0below 0');
  });

  it('keeps a held part that rendered nothing from taking the next part’s elements', async () => {
    function Sold() {
      return (
        <main>
          <HydrateLater wave="below">{null}</HydrateLater>
          <HydrateLater wave="below">
            <Counter name="reviews" />
          </HydrateLater>
        </main>
      );
    }
    const errors = vi.spyOn(console, 'error');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Sold />);
    document.body.append(container);
    const reviews = button(container, 'reviews');

    holdHydrationWaves();
    await act(async () => {
      hydrateRoot(container, <Sold />);
    });
    await act(() => releaseHydrationWaves());
    expect(button(container, 'reviews')).toBe(reviews);
    await act(async () => reviews.click());
    expect(reviews.textContent).toBe('reviews 1');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('hydrates a wave’s parts one task each, in the order they were drawn; unnamed parts together', async () => {
    function Grid() {
      return (
        <ul>
          <HydrateLater wave="screen">
            <Counter name="screen" />
            {/* A grid's cards are inside the screen: they are held only once it hydrates. */}
            {['a', 'b', 'c'].map((id) => (
              <HydrateLater key={id} wave="items" part={id}>
                <Counter name={`card ${id}`} />
              </HydrateLater>
            ))}
          </HydrateLater>
          <HydrateLater wave="below">
            <Counter name="footer" />
          </HydrateLater>
          <HydrateLater wave="below">
            <Counter name="legal" />
          </HydrateLater>
        </ul>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Grid />);
    document.body.append(container);
    rendered.length = 0;
    holdHydrationWaves();
    await act(async () => {
      hydrateRoot(container, <Grid />);
    });

    // Each task of the release, as the page would see it: what has hydrated after it.
    const tasks: string[][] = [];
    let done = false;
    const release = releaseHydrationWaves().then(() => (done = true));
    while (!done) {
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
      tasks.push([...rendered]);
      rendered.length = 0;
    }
    await release;
    expect(tasks.filter((task) => task.length > 0)).toEqual([
      ['screen'],
      ['card a'],
      ['card b'],
      ['card c'],
      ['footer', 'legal'],
    ]);
  });

  it('says when every held part has hydrated, and at once when none was held', async () => {
    let settled = false;
    await hydrationSettled();
    holdHydrationWaves();
    void hydrationSettled().then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    await releaseHydrationWaves();
    await Promise.resolve();
    expect(settled).toBe(true);
  });
});
