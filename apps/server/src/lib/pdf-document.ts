import { createRequire } from 'node:module';
import type PDFDocumentClass from 'pdfkit';

// pdfkit and its font machinery (fontkit, brotli, unicode tables) take a noticeable part of a
// start to load; only an invoice, a credit note or /terms.pdf needs them, so they load on the first
// one drawn (issue 27).

const require = createRequire(import.meta.url);
/** DejaVu Sans, from the `dejavu-fonts-ttf` package: the PDF base fonts have no ₹ (U+20B9). */
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

let pdfKit: Promise<typeof PDFDocumentClass> | undefined;
const loadPdfKit = () => (pdfKit ??= import('pdfkit').then((module) => module.default));

/**
 * A new A4 document set in DejaVu Sans ('regular' and 'bold'), and its bytes once `pdf.end()` is
 * called.
 */
export async function openPdf(options: {
  margin: number;
  info: PDFKit.DocumentInfo;
}): Promise<{ pdf: PDFKit.PDFDocument; bytes: Promise<Buffer> }> {
  const PDFDocument = await loadPdfKit();
  const pdf = new PDFDocument({ size: 'A4', margin: options.margin, font: FONT, info: options.info });
  pdf.registerFont('regular', FONT);
  pdf.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  return { pdf, bytes };
}
