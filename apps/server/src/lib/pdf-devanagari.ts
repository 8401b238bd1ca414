import { createRequire } from 'node:module';
import type { TextStyle, WriteText } from './pdf-text.js';

// Hindi in a PDF (decision 076): pdfkit lays text out with fontkit, whose Indic shaper reorders
// the matras and forms conjuncts and rephs, given a font that has the script. DejaVu has none.

const require = createRequire(import.meta.url);

/**
 * Noto Sans Devanagari, regular and bold: the static TrueType files of the Google Fonts family the
 * storefront shows Hindi in, from `@expo-google-fonts/noto-sans-devanagari` (the web's own package
 * is a variable WOFF2, which pdfkit cannot subset). Besides Devanagari it draws Latin, digits and
 * ₹, so the shop's name, emails and prices in a Hindi text print in it, drawn to match. Resolved
 * on the first Hindi PDF, so a shop without the package still starts and prints English.
 */
const NOTO_FILES = {
  regular: () =>
    require.resolve('@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf'),
  bold: () =>
    require.resolve('@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf'),
} as const;
const notoFont = (weight: TextStyle['weight']) => NOTO_FILES[weight]();
const NOTO_NAMES = { regular: 'noto', bold: 'noto-bold' } as const;

const DEVANAGARI = /\p{Script=Devanagari}/u;
/** A space, joiner or combining mark: drawn in the font of the letter it follows. */
const FOLLOWS = /^(?:\s|\p{M}|\u200C|\u200D)$/u;

/** A piece of a text drawn in one font: Noto, or DejaVu for a character Noto does not have. */
interface FontRun {
  text: string;
  inNoto: boolean;
}

/** A text cut where the font that has its characters changes ("Vṛndā" → "V", "ṛ", "ndā"). */
function fontRuns(text: string, inNoto: (codePoint: number) => boolean): FontRun[] {
  const runs: FontRun[] = [];
  for (const character of text) {
    const covered = FOLLOWS.test(character)
      ? (runs.at(-1)?.inNoto ?? true)
      : inNoto(character.codePointAt(0) ?? 0);
    const last = runs.at(-1);
    if (last?.inNoto === covered) last.text += character;
    else runs.push({ text: character, inNoto: covered });
  }
  return runs;
}

/** A PDF text string in UTF-16 (big-endian, with its byte-order mark), as hex. */
const pdfUnicode = (text: string) => `<feff${Buffer.from(text, 'utf16le').swap16().toString('hex')}>`;

/**
 * The pdfkit internals a Hindi text is drawn through: `_fragment` draws one line of a text in the
 * current font, between a `BT` and an `ET` it writes with `addContent`, its baseline at the font's
 * ascent below `y` unless told `baseline`; `_font` is the current font, `font` its fontkit face.
 */
interface TextInternals {
  _fragment(text: string, x: number, y: number, options: object): void;
  addContent(data: string): unknown;
  _font: { ascender: number; font: { hasGlyphForCodePoint(codePoint: number): boolean } };
}

/** The text being written: its style, its Noto font, what Noto has, the lines' baseline. */
interface Writing {
  style: TextStyle;
  noto: (typeof NOTO_NAMES)[TextStyle['weight']];
  inNoto: (codePoint: number) => boolean;
  baseline: number;
}

/**
 * Readies a document for Hindi: registers Noto Sans Devanagari as 'noto' and 'noto-bold' beside
 * DejaVu's 'regular' and 'bold', and gives the writer that sets a text in Noto, each character
 * Noto lacks (a rare Latin letter, ṇ) in DejaVu on the same line.
 *
 * The text is written in one `text` call, so pdfkit wraps it where a line may break, page breaks
 * included. While it is written the document measures and draws each line run by run: a line's
 * width is the sum of its runs' widths in their fonts, each run drawn in its font on one baseline.
 */
export function devanagariWriter(pdf: PDFKit.PDFDocument): WriteText {
  pdf.registerFont(NOTO_NAMES.regular, notoFont('regular'));
  pdf.registerFont(NOTO_NAMES.bold, notoFont('bold'));
  const internals = pdf as unknown as TextInternals;
  if (typeof internals._fragment !== 'function' || typeof internals.addContent !== 'function') {
    throw new Error('pdfkit no longer draws text through _fragment: Hindi PDFs cannot be drawn');
  }
  const drawFragment = internals._fragment.bind(pdf);
  const addContent = internals.addContent.bind(pdf);
  const measure = pdf.widthOfString.bind(pdf);
  let writing: Writing | null = null;

  /** Each run of a text, the document set in its font; then back to Noto. */
  const eachRun = ({ style, noto, inNoto }: Writing, text: string, use: (run: FontRun) => void) => {
    for (const run of fontRuns(text, inNoto)) {
      pdf.font(run.inNoto ? noto : style.weight);
      use(run);
    }
    pdf.font(noto);
  };

  pdf.widthOfString = (text, options) => {
    if (!writing) return measure(text, options);
    let width = 0;
    eachRun(writing, text, (run) => (width += measure(run.text, options)));
    return width;
  };

  /**
   * A shaped line draws "ि" before the consonant it follows, and a reph after the letters it
   * precedes, so the glyphs' own characters read out of order ("िहंदी"): a run with Devanagari is
   * marked with its text as written (an ActualText span), which is what copying, search, screen
   * readers and pdftotext read. The span sits inside the text object, where pdfkit's flip of the
   * page's y axis still holds, as readers place its words with it.
   */
  const drawSpelled = (text: string, x: number, y: number, options: object) => {
    if (!DEVANAGARI.test(text)) return drawFragment(text, x, y, options);
    internals.addContent = (data) => {
      if (data === 'ET') addContent('EMC');
      addContent(data);
      if (data === 'BT') addContent(`/Span << /ActualText ${pdfUnicode(text)} >> BDC`);
      return pdf;
    };
    try {
      drawFragment(text, x, y, options);
    } finally {
      internals.addContent = addContent;
    }
  };

  internals._fragment = (text, x, y, options) => {
    if (!writing) return drawFragment(text, x, y, options);
    const onBaseline = { ...options, baseline: writing.baseline };
    let left = x;
    eachRun(writing, String(text).replace(/\n/g, ''), (run) => {
      drawSpelled(run.text, left, y, onBaseline);
      left += measure(run.text, options);
    });
  };

  return (text, style) => {
    const noto = NOTO_NAMES[style.weight];
    pdf.font(noto).fontSize(style.size);
    const face = internals._font.font;
    writing = {
      style,
      noto,
      inNoto: (codePoint) => face.hasGlyphForCodePoint(codePoint),
      baseline: -(internals._font.ascender / 1000) * style.size,
    };
    try {
      // Lines are counted in Noto (1.30 em, to DejaVu's 1.16), which leaves its matras room above
      // and below, and so is the space after the text (moveDown).
      pdf.text(text, style.x, undefined, { lineGap: style.lineGap ?? 0 });
    } finally {
      writing = null;
    }
  };
}
