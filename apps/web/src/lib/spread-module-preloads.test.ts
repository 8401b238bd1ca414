import { describe, expect, it } from 'vitest';
import { spreadModulePreloads } from './spread-module-preloads';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

function modulePreload(href: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  return link;
}

describe('spreadModulePreloads', () => {
  it('hands module preloads to the head a few per task, in order, and anything else at once', async () => {
    const head = document.createElement('head');
    spreadModulePreloads(head, 4);
    const links = Array.from({ length: 10 }, (_, index) => modulePreload(`/assets/part-${index}.js`));
    for (const link of links) expect(head.appendChild(link)).toBe(link);
    const style = document.createElement('link');
    style.rel = 'stylesheet';
    head.appendChild(style);

    // The stylesheet is there at once; the preloads arrive over the next tasks.
    expect([...head.children]).toEqual([style]);
    await nextTask();
    expect(head.querySelectorAll('link[rel=modulepreload]')).toHaveLength(4);
    await nextTask();
    expect(head.querySelectorAll('link[rel=modulepreload]')).toHaveLength(8);
    await nextTask();
    expect([...head.querySelectorAll('link[rel=modulepreload]')]).toEqual(links);

    // A later import's preloads are spread the same way.
    head.appendChild(modulePreload('/assets/later.js'));
    await nextTask();
    expect(head.querySelectorAll('link[rel=modulepreload]')).toHaveLength(11);
  });
});
