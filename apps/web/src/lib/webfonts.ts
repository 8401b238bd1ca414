import devanagari from '@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2?url';
import frauncesLatin from '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import frauncesRupee from '../styles/fonts/fraunces-rupee-wght-normal.woff2?url';
import hindiLabel from '../styles/fonts/hindi-label.woff2?url';
import interRupee from '../styles/fonts/inter-rupee-wght-normal.woff2?url';

/**
 * The shop's webfonts (decisions 021, 025, 079). The page paints in their metric-matched fallbacks
 * (fonts.css); these replace them once the page has painted. Each face swapping in on its own
 * arrival re-laid the whole page out (three layouts of 40–80 ms on a slowed phone, issue 27): the
 * faces every page uses are fetched together and put in the document at once, one layout.
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

/**
 * Fetched only by a page that shows them, as a font's unicode-range makes the browser do: the whole
 * Devanagari file (121 KB) by a Hindi page or Devanagari typed into search (issue 28), and the word
 * "हिन्दी" (5 KB) by the language link, so an English page never needs the whole file for it.
 */
const WHEN_SHOWN: Face[] = [
  {
    family: 'Noto Sans Devanagari Variable',
    url: devanagari,
    unicodeRange: 'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+25CC, U+A830-A839, U+A8E0-A8FF',
  },
  { family: 'Hindi Label', url: hindiLabel, unicodeRange: 'U+0926, U+0928, U+0939, U+093F, U+0940, U+094D' },
];

const fontFace = ({ family, url, unicodeRange }: Face) =>
  new FontFace(family, `url(${url}) format('woff2-variations')`, {
    weight: '100 900',
    style: 'normal',
    display: 'swap',
    unicodeRange,
  });

/** Fetches every page's faces together, then adds them and the others to the document in one go. */
export async function loadWebfonts(fonts: FontFaceSet = document.fonts): Promise<void> {
  const everyPage = EVERY_PAGE.map(fontFace);
  // A face that fails (offline, blocked) leaves its text in the fallback, as a failed @font-face did.
  await Promise.allSettled(everyPage.map((face) => face.load()));
  for (const face of [...everyPage.filter((face) => face.status === 'loaded'), ...WHEN_SHOWN.map(fontFace)]) {
    fonts.add(face);
  }
}
