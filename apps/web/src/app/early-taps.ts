import { yieldToBrowser } from '@/lib/yield-to-browser';

/**
 * Taps that arrive before the app listens (decision 062). The server-rendered page looks ready
 * the moment it paints, but until `hydrateRoot` has run no React handler is attached: a tap on
 * "Add to Cart" would be a plain HTML click on a button that does nothing. From the boot script
 * on, a tap on an element marked `data-replay` is held here; once the page has been taken over the
 * same elements (React keeps the server's DOM nodes when it hydrates) are clicked again, in order.
 * Only elements whose click is safe to hold are marked: buttons and boxes that change what is
 * chosen or bought, never links (holding a link would stop a navigation the shopper asked for).
 */
export interface EarlyTaps {
  /** Stops holding taps (React listens from now on) and gives back those held so far. */
  handOver(): HTMLElement[];
}

export function holdEarlyTaps(target: Document = document): EarlyTaps {
  const held: HTMLElement[] = [];
  const hold = (event: MouseEvent) => {
    const element = event.target instanceof Element ? event.target.closest('[data-replay]') : null;
    if (!(element instanceof HTMLElement)) return;
    // Held, not also handled: a part hydrated before the hand-over (lib/hydration-waves.tsx) would
    // otherwise take this tap now and again when it is replayed.
    event.stopPropagation();
    // A box the browser ticked now would be ticked back by the replay: it stays as it was until then.
    if (element instanceof HTMLInputElement) event.preventDefault();
    held.push(element);
  };
  target.addEventListener('click', hold, { capture: true });
  return {
    handOver() {
      target.removeEventListener('click', hold, { capture: true });
      return held.splice(0);
    },
  };
}

/**
 * Clicks the held elements again, in order, those the hydrated page still shows and that can be
 * pressed. Each click gets a task of its own: React applies what a click changed (a size chosen)
 * after the click returns, and the next click ("Add to Cart") must see it, as a real second tap would.
 */
export async function replayTaps(elements: HTMLElement[]): Promise<void> {
  for (const element of elements) {
    await yieldToBrowser();
    if (!element.isConnected || element.matches(':disabled')) continue;
    element.click();
  }
}
