/**
 * How the PDFs write text (pdf-document.ts), shared with the Hindi writer (pdf-devanagari.ts),
 * which the document module uses.
 */

/** How a text is set: its weight, its size, and the left edge of its lines. */
export interface TextStyle {
  weight: 'regular' | 'bold';
  size: number;
  x: number;
  lineGap?: number;
}

/** Draws a text from the current line down, wrapped to the page's right margin. */
export type WriteText = (text: string, style: TextStyle) => void;
