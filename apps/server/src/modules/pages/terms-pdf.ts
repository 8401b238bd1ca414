import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { termsSections, type ShopTerms } from '@shop/domain';

const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');
const INK = '#2b2118';
const MARGIN = 56;

/**
 * /terms.pdf (decision 048): the terms as the settings say them now, drawn on each request (a few
 * milliseconds; the page is rarely asked for). DejaVu Sans carries ₹, which the base fonts lack.
 */
export function renderTermsPdf(terms: ShopTerms, shopName: string, publicUrl: string): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    font: FONT,
    info: { Title: `${shopName} - Terms and Conditions`, Author: terms.legalName },
  });
  pdf.registerFont('regular', FONT);
  pdf.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  pdf.fillColor(INK).font('bold').fontSize(18).text(`${shopName} - Terms and Conditions`);
  pdf.moveDown(0.8);
  for (const [heading, body] of termsSections(terms, shopName)) {
    if (heading) pdf.font('bold').fontSize(12).text(heading).moveDown(0.2);
    pdf.font('regular').fontSize(10.5).text(body, { lineGap: 2 }).moveDown(0.8);
  }
  pdf.font('regular').fontSize(8).text(publicUrl);
  pdf.end();
  return done;
}
