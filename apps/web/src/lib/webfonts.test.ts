import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadWebfonts } from './webfonts';

/** What the browser's FontFace does that matters here: a fetch on `load()`, and a status. */
class FakeFontFace {
  static instances: FakeFontFace[] = [];
  static failing = new Set<string>();
  status: 'unloaded' | 'loading' | 'loaded' | 'error' = 'unloaded';
  private settle: (() => void) | undefined;
  constructor(
    readonly family: string,
    readonly source: string,
    readonly descriptors: FontFaceDescriptors,
  ) {
    FakeFontFace.instances.push(this);
  }
  load(): Promise<this> {
    this.status = 'loading';
    return new Promise((resolve, reject) => {
      this.settle = () => {
        const fails = [...FakeFontFace.failing].some((name) => this.source.includes(name));
        this.status = fails ? 'error' : 'loaded';
        if (fails) reject(new Error('network'));
        else resolve(this);
      };
    });
  }
  arrive() {
    this.settle?.();
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.lang = '';
  FakeFontFace.instances = [];
  FakeFontFace.failing.clear();
});

/** A returning browser's fonts by default; `nextScreen` settles when the test says the screen changed. */
function start({ returning = true } = {}) {
  vi.stubGlobal('FontFace', FakeFontFace);
  const added: FakeFontFace[] = [];
  const fonts = { add: (face: FakeFontFace) => added.push(face) } as unknown as FontFaceSet;
  let changeScreen = () => {};
  const nextScreen = new Promise<void>((resolve) => (changeScreen = resolve));
  const done = loadWebfonts(fonts, { returning, nextScreen });
  const fetching = FakeFontFace.instances.filter((face) => face.status === 'loading');
  return { added, done, fetching, changeScreen };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the webfonts (decisions 079 and 084)', () => {
  it('fetches the four faces every page uses together, and puts nothing in the page until all have come', async () => {
    const { added, done, fetching } = start();
    expect(fetching.map((face) => face.family)).toEqual([
      'Inter Variable',
      'Inter Variable',
      'Fraunces Variable',
      'Fraunces Variable',
    ]);
    for (const face of fetching.slice(0, 3)) face.arrive();
    await settle();
    expect(added).toEqual([]);
    fetching[3]!.arrive();
    await done;
    // One change to the text's fonts, so one layout: the four, and Devanagari fetched only when shown.
    expect(added.map((face) => face.family)).toEqual([
      'Inter Variable',
      'Inter Variable',
      'Fraunces Variable',
      'Fraunces Variable',
      'Noto Sans Devanagari Variable',
    ]);
    expect(added[4]!.status).toBe('unloaded');
  });

  it('keeps each face to its characters: Latin, the rupee sign, Devanagari', async () => {
    const { added, done, fetching } = start();
    fetching.forEach((face) => face.arrive());
    await done;
    const ranges = added.map((face) => face.descriptors.unicodeRange);
    expect(ranges[0]).toMatch(/^U\+0000-00FF/);
    expect(ranges[1]).toBe('U+20B9');
    expect(ranges[4]).toContain('U+0900-097F');
  });

  it('leaves a face that could not be fetched out, its text in the fallback', async () => {
    FakeFontFace.failing.add('fraunces-latin');
    const { added, done, fetching } = start();
    fetching.forEach((face) => face.arrive());
    await done;
    expect(added.filter((face) => face.source.includes('fraunces-latin'))).toEqual([]);
    expect(added).toHaveLength(4);
  });

  it('on a first visit, changes the font only when the screen changes, whenever the files came', async () => {
    const { added, done, fetching, changeScreen } = start({ returning: false });
    fetching.forEach((face) => face.arrive());
    await settle();
    expect(added).toEqual([]);
    changeScreen();
    await done;
    expect(added).toHaveLength(5);
  });

  it('on a first visit to a Hindi page, changes it as soon as the files have come (Devanagari has no twin)', async () => {
    document.documentElement.lang = 'hi';
    const { added, done, fetching } = start({ returning: false });
    fetching.forEach((face) => face.arrive());
    await done;
    expect(added).toHaveLength(5);
  });
});
