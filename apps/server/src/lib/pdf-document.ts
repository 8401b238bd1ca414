import { createRequire } from 'node:module';
import type { Language } from '@shop/domain';
import type PDFDocumentClass from 'pdfkit';
import { devanagariWriter } from './pdf-devanagari.js';
import type { WriteText } from './pdf-text.js';

// pdfkit and its font machinery (fontkit, brotli, unicode tables) take a noticeable part of a
// start to load; only an invoice, a credit note or /terms.pdf needs them, so they load on the first
// one drawn (issue 27).

const require = createRequire(import.meta.url);
/** DejaVu Sans, from the `dejavu-fonts-ttf` package: the PDF base fonts have no ₹ (U+20B9). */
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

let pdfKit: Promise<typeof PDFDocumentClass> | undefined;
const loadPdfKit = () => (pdfKit ??= import('pdfkit').then((module) => module.default));

/** An English document's text: DejaVu draws all of it, ₹ included. */
const latinWriter =
  (pdf: PDFKit.PDFDocument): WriteText =>
  (text, { weight, size, x, lineGap }) => {
    pdf
      .font(weight)
      .fontSize(size)
      .text(text, x, undefined, lineGap === undefined ? {} : { lineGap });
  };

/**
 * A new A4 document set in DejaVu Sans ('regular' and 'bold'), its bytes once `pdf.end()` is
 * called, and a writer for text in `language`: a Hindi document sets its text in Noto Sans
 * Devanagari (pdf-devanagari.ts) and tells readers it is in Hindi.
 */
export async function openPdf(options: {
  margin: number;
  info: PDFKit.DocumentInfo;
  language?: Language;
}): Promise<{ pdf: PDFKit.PDFDocument; bytes: Promise<Buffer>; write: WriteText }> {
  const PDFDocument = await loadPdfKit();
  const hindi = options.language === 'hi';
  const pdf = new PDFDocument({
    size: 'A4',
    margin: options.margin,
    font: FONT,
    info: options.info,
    ...(hindi ? { lang: 'hi-IN' } : {}),
  });
  pdf.registerFont('regular', FONT);
  pdf.registerFont('bold', FONT_BOLD);
  const write = hindi ? devanagariWriter(pdf) : latinWriter(pdf);
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  return { pdf, bytes, write };
}
