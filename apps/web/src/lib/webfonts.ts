import devanagari from '@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2?url';
import frauncesLatin from '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import frauncesRupee from '../styles/fonts/fraunces-rupee-wght-normal.woff2?url';
import interRupee from '../styles/fonts/inter-rupee-wght-normal.woff2?url';

/**
 * The shop's webfonts (decisions 021, 025, 079). The page paints in their metric-matched fallbacks
 * (fonts.css); these replace them once the page has painted. Each face swapping in on its own
 * arrival re-laid the whole page out (three layouts of 40–80 ms on a slowed phone, issue 27): the
 * faces every page uses are fetched together and put in the document at once, one layout, and on a
 * first visit only when the screen changes (decision 084).
 */

/** Latin only: the cyrillic, greek, vietnamese and latin-ext files are never declared (021). */
const LATIN =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, ' +
  'U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';
/** ₹ comes from a 1 KB cut of the latin-ext files (scripts/make-font-cuts.mjs). */
const RUPEE = 'U+20B9';

interface Face {
  family: string;
  url: string;
  unicodeRange: string;
}

/** On every page: the text's two families, and the rupee sign of each. */
const EVERY_PAGE: Face[] = [
  { family: 'Inter Variable', url: interLatin, unicodeRange: LATIN },
  { family: 'Inter Variable', url: interRupee, unicodeRange: RUPEE },
  { family: 'Fraunces Variable', url: frauncesLatin, unicodeRange: LATIN },
  { family: 'Fraunces Variable', url: frauncesRupee, unicodeRange: RUPEE },
];

/** The whole Devanagari file (121 KB), fetched only by a page that shows Devanagari (issue 28). */
const DEVANAGARI: Face = {
  family: 'Noto Sans Devanagari Variable',
  url: devanagari,
  unicodeRange: 'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+25CC, U+A830-A839, U+A8E0-A8FF',
};

const fontFace = ({ family, url, unicodeRange }: Face) =>
  new FontFace(family, `url(${url}) format('woff2-variations')`, {
    weight: '100 900',
    style: 'normal',
    display: 'swap',
    unicodeRange,
  });

/** When the fetched faces may change the page's text (decision 084). */
export interface WebfontMoment {
  /**
   * The browser has run the shop before (its visit cookie): it has the files, and they change the
   * page at once, as the page starts.
   */
  returning: boolean;
  /** Settles when the visitor moves to another screen of the app, which is laid out anew anyway. */
  nextScreen: Promise<void>;
}

/**
 * Fetches every page's faces together, then adds them and the Devanagari face to the document in one
 * go (the language link's word is in fonts.css): at once for a returning browser or a Hindi page,
 * else at the next screen. A first visit reads
 * the page it landed on in the metric-matched fallbacks to the end: the change of font re-lays out
 * all of its text (40–110 ms on this machine, four times that on a phone), under the reader's eyes,
 * just as the page is first used; on the next screen it is part of a layout that happens anyway.
 */
export async function loadWebfonts(
  fonts: FontFaceSet,
  { returning, nextScreen }: WebfontMoment,
): Promise<void> {
  const everyPage = EVERY_PAGE.map(fontFace);
  // A face that fails (offline, blocked) leaves its text in the fallback, as a failed @font-face did.
  await Promise.allSettled(everyPage.map((face) => face.load()));
  // Devanagari has no metric-matched fallback: a Hindi page takes its face as soon as it can.
  if (!returning && document.documentElement.lang !== 'hi') await nextScreen;
  // The Devanagari file is fetched only once the page shows a character of its range.
  for (const face of [...everyPage.filter((face) => face.status === 'loaded'), fontFace(DEVANAGARI)]) {
    fonts.add(face);
  }
}
