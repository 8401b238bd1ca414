import { describe, expect, it, vi } from 'vitest';
import { holdEarlyTaps, replayTaps } from './early-taps';

function button(marked: boolean): HTMLButtonElement {
  const element = document.createElement('button');
  if (marked) element.dataset.replay = '';
  element.append(document.createElement('span'));
  document.body.append(element);
  return element;
}

describe('taps before the app starts', () => {
  it('holds taps on marked elements (or inside them) and replays them in order', async () => {
    const size = button(true);
    const add = button(true);
    const other = button(false);
    const taps = holdEarlyTaps();
    size.querySelector('span')?.click();
    other.click();
    add.click();
    const held = taps.handOver();
    expect(held).toEqual([size, add]);

    const order: string[] = [];
    size.addEventListener('click', () => order.push('size'));
    add.addEventListener('click', () => order.push('add'));
    await replayTaps(held);
    expect(order).toEqual(['size', 'add']);
  });

  it('holds nothing once handed over, and skips what is gone or cannot be pressed', async () => {
    const gone = button(true);
    const disabled = button(true);
    const taps = holdEarlyTaps();
    gone.click();
    disabled.click();
    const held = taps.handOver();
    button(true).click();
    expect(taps.handOver()).toEqual([]);

    gone.remove();
    disabled.disabled = true;
    const clicked = vi.fn();
    gone.addEventListener('click', clicked);
    disabled.addEventListener('click', clicked);
    await replayTaps(held);
    expect(clicked).not.toHaveBeenCalled();
  });

  it('keeps a held tap from a part already hydrated, so that it is handled once, when replayed', async () => {
    const add = button(true);
    const handled = vi.fn();
    add.addEventListener('click', handled);
    const taps = holdEarlyTaps();
    add.click();
    expect(handled).not.toHaveBeenCalled();

    await replayTaps(taps.handOver());
    expect(handled).toHaveBeenCalledTimes(1);
  });

  it('leaves a box ticked before the app starts as it was, and ticks it once when replayed', async () => {
    const box = document.createElement('input');
    box.type = 'checkbox';
    box.dataset.replay = '';
    document.body.append(box);
    const taps = holdEarlyTaps();
    box.click();
    expect(box.checked).toBe(false);

    const changes: boolean[] = [];
    box.addEventListener('change', () => changes.push(box.checked));
    await replayTaps(taps.handOver());
    expect(box.checked).toBe(true);
    expect(changes).toEqual([true]);
  });
});
