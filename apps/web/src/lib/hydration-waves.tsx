import { Suspense, type ReactNode } from 'react';
import { yieldToBrowser } from './yield-to-browser';

/**
 * Hydration in pieces (issue 27, decision 082). Preact hydrates a page in one task (decision 078),
 * and that task was nearly all of a product page's blocking time. A part wrapped in `HydrateLater`
 * suspends while the page is hydrated: Preact keeps its server-rendered elements as they are, and
 * hydrates them when its wave is released, each wave in a task of its own after the frame's. The
 * browser paints and takes taps between them. Only during that first hydration: the server, a page
 * the browser renders itself and every render after take the parts as they are.
 *
 * The waves, in the order they are hydrated after the frame (the header and its providers):
 * - `screen`: the page itself, with everything a tap before hydration may be held for (decision 062);
 * - `below`: what is below the fold (the footer, a product's details and reviews).
 *
 * Preact numbers `useId`s in render order, and held parts render after the frame: an id after a
 * held part in the page, in a part hydrated before it, would shift the held part's ids from the
 * server's (decision 082 says which components have ids today).
 */
export type HydrationWave = 'screen' | 'below';
const ORDER: HydrationWave[] = ['screen', 'below'];

interface Wave {
  held: Promise<void>;
  release: () => void;
  released: boolean;
}

let waves: Map<HydrationWave, Wave> | null = null;
let settled: Promise<void> = Promise.resolve();
let settle: () => void = () => undefined;

function newWave(): Wave {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const wave: Wave = { held, release: () => ((wave.released = true), release()), released: false };
  return wave;
}

/** Called by the entry just before it hydrates a server-rendered page. */
export function holdHydrationWaves(): void {
  waves = new Map(ORDER.map((name) => [name, newWave()]));
  settled = new Promise((resolve) => (settle = resolve));
}

/**
 * Settles once every held part has hydrated (at once when none is held). A navigation waits for it:
 * a held part hydrates into the server's elements, whose attributes it does not set, so it must
 * render the address the server rendered.
 */
export function hydrationSettled(): Promise<void> {
  return settled;
}

/**
 * Hydrates the held parts, one wave a task, once the frame has committed; settles when they all
 * have. Does nothing when nothing was held.
 */
export async function releaseHydrationWaves(): Promise<void> {
  const held = waves;
  if (!held) return;
  try {
    for (const name of ORDER) {
      await yieldToBrowser();
      held.get(name)!.release();
    }
    // The last wave's parts re-render in the microtasks after its release: a task later they have
    // committed.
    await yieldToBrowser();
  } finally {
    waves = null;
    settle();
  }
}

function WaitForWave({ wave, children }: { wave: HydrationWave; children: ReactNode }) {
  const held = waves?.get(wave);
  if (held && !held.released) throw held.held;
  // An element of its own, on the server too: Preact keeps a held part's first element, and a part
  // that rendered nothing (or several) would take its neighbour's. `display: contents` leaves the
  // layout to what is inside.
  return <div className="contents">{children}</div>;
}

/** A part of a server-rendered page hydrated in `wave`, after the frame, in a task of its own. */
export function HydrateLater({ wave, children }: { wave: HydrationWave; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <WaitForWave wave={wave}>{children}</WaitForWave>
    </Suspense>
  );
}
