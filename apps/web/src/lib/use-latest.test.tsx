import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useLatest } from './use-latest';

function Counter({ onRead }: { onRead: (value: number) => void }) {
  const [count, setCount] = useState(0);
  const latest = useLatest(count);
  return (
    <>
      <button onClick={() => setCount((value) => value + 1)}>Add</button>
      <button onClick={() => onRead(latest.current)}>Read</button>
    </>
  );
}

/** A click the browser dispatches itself, outside Testing Library's act (which flushes every effect). */
function tap(name: string) {
  screen.getByRole('button', { name }).dispatchEvent(new MouseEvent('click', { bubbles: true }));
}

describe('useLatest', () => {
  it('gives a handler the value of the render just committed, before the browser paints', async () => {
    const read: number[] = [];
    render(<Counter onRead={(value) => read.push(value)} />);
    tap('Add');
    // The render runs in a microtask; effects that wait for a paint would not have run yet.
    await Promise.resolve();
    await Promise.resolve();
    tap('Read');
    expect(read).toEqual([1]);
  });
});
