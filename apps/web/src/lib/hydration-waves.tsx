import { Suspense, type ReactNode } from 'react';
import { yieldToBrowser } from './yield-to-browser';

/**
 * Hydration in pieces (issue 27, decisions 082 and 084). Preact hydrates a page in one task
 * (decision 078), and that task was nearly all of a product page's blocking time. A part wrapped in
 * `HydrateLater` suspends while the page is hydrated: Preact keeps its server-rendered elements as
 * they are, and hydrates them when the part is released, each part in a task of its own after the
 * frame's. The browser paints and takes taps between them. Only during that first hydration: the
 * server, a page the browser renders itself and every render after take the parts as they are.
 *
 * The waves, in the order they are hydrated after the frame (the providers and the layout):
 * - `screen`: the page itself, with everything a tap before hydration may be held for (decision 062);
 * - `header`: the header's groups (its links work before, as plain links);
 * - `items`: the cards of a grid, one task each, so that a long list is many short tasks;
 * - `below`: what is below the fold (the footer, a product's details and reviews).
 * Within a wave, the parts hydrate in the order they were drawn, one task per `part` name; the parts
 * that give none share one task.
 *
 * Preact numbers `useId`s in render order, and held parts render after the frame: an id after a
 * held part in the page, in a part hydrated before it, would shift the held part's ids from the
 * server's (decision 082 says which components have ids today). The header hydrates after the
 * screen it precedes: it has no `useId` (the search boxes are given theirs).
 */
export type HydrationWave = 'screen' | 'header' | 'items' | 'below';
const ORDER: HydrationWave[] = ['screen', 'header', 'items', 'below'];

interface HeldPart {
  held: Promise<void>;
  release: () => void;
  released: boolean;
}

interface Wave {
  /** The parts drawn so far, by name, in the order they were drawn. */
  parts: Map<string, HeldPart>;
  released: boolean;
}

let waves: Map<HydrationWave, Wave> | null = null;
let settled: Promise<void> = Promise.resolve();
let settle: () => void = () => undefined;

function heldPart(): HeldPart {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const part: HeldPart = { held, release: () => ((part.released = true), release()), released: false };
  return part;
}

/** Called by the entry just before it hydrates a server-rendered page. */
export function holdHydrationWaves(): void {
  waves = new Map(ORDER.map((name) => [name, { parts: new Map(), released: false }]));
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
 * Hydrates the held parts, wave by wave and part by part, a task each, once the frame has
 * committed; settles when they all have. Does nothing when nothing was held.
 */
export async function releaseHydrationWaves(): Promise<void> {
  const held = waves;
  if (!held) return;
  try {
    await yieldToBrowser();
    for (const name of ORDER) {
      const wave = held.get(name)!;
      // A released part hydrates in the microtasks after its release, and draws (so holds) the
      // parts inside it then: a task later they are in the map, which a Map's loop still reaches.
      for (const part of wave.parts.values()) {
        part.release();
        await yieldToBrowser();
      }
      wave.released = true;
    }
  } finally {
    waves = null;
    settle();
  }
}

function WaitForWave({ wave, part, children }: { wave: HydrationWave; part: string; children: ReactNode }) {
  const held = waves?.get(wave);
  if (held && !held.released) {
    let waiting = held.parts.get(part);
    if (!waiting) held.parts.set(part, (waiting = heldPart()));
    if (!waiting.released) throw waiting.held;
  }
  // An element of its own, on the server too: Preact keeps a held part's first element, and a part
  // that rendered nothing (or several) would take its neighbour's. `display: contents` leaves the
  // layout to what is inside.
  return <div className="contents">{children}</div>;
}

/**
 * A part of a server-rendered page hydrated in `wave`, after the frame, in a task of its own: one
 * per `part` name (a card's product id, say), or one for all the wave's parts without a name.
 */
export function HydrateLater({
  wave,
  part = '',
  children,
}: {
  wave: HydrationWave;
  part?: string;
  children: ReactNode;
}) {
  return (
    <Suspense fallback={null}>
      <WaitForWave wave={wave} part={part}>
        {children}
      </WaitForWave>
    </Suspense>
  );
}
