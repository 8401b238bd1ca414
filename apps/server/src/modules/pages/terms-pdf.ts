import { markdownBlocks } from '@shop/domain/markdown';
import { openPdf } from '../../lib/pdf-document.js';

const INK = '#2b2118';
const MARGIN = 56;
const HEADING_SIZES: Record<number, number> = { 1: 15, 2: 12, 3: 11 };

/** The Terms page as the shop shows it: its title and Markdown with the settings filled in. */
export interface PrintedTerms {
  title: string;
  markdown: string;
  author: string;
  shopName: string;
}

/**
 * /terms.pdf (decision 048, issue 26): the Terms page the owner writes, printed: its title, then
 * its headings, paragraphs and list items in order. DejaVu Sans carries ₹, which the base fonts lack.
 */
export async function renderTermsPdf(terms: PrintedTerms, publicUrl: string): Promise<Buffer> {
  const title = `${terms.shopName} - ${terms.title}`;
  const { pdf, bytes } = await openPdf({ margin: MARGIN, info: { Title: title, Author: terms.author } });
  pdf.fillColor(INK).font('bold').fontSize(18).text(title);
  pdf.moveDown(0.8);
  for (const block of markdownBlocks(terms.markdown)) {
    if (block.kind === 'heading') {
      pdf
        .font('bold')
        .fontSize(HEADING_SIZES[block.level] ?? 11)
        .text(block.text, MARGIN)
        .moveDown(0.2);
    } else if (block.kind === 'item') {
      const indent = MARGIN + 14 * block.depth;
      pdf
        .font('regular')
        .fontSize(10.5)
        .text(`${block.marker} ${block.text}`, indent, undefined, { lineGap: 2 });
      pdf.moveDown(0.3);
    } else {
      pdf.font('regular').fontSize(10.5).text(block.text, MARGIN, undefined, { lineGap: 2 }).moveDown(0.8);
    }
  }
  pdf.moveDown(0.5).font('regular').fontSize(8).text(publicUrl, MARGIN);
  pdf.end();
  return bytes;
}

/** Draws the PDF again only when the printed text changed (the page saved, or a setting it says). */
export function termsPdfCache(): (terms: PrintedTerms, publicUrl: string) => Promise<Buffer> {
  let last: { key: string; pdf: Promise<Buffer> } | null = null;
  return (terms, publicUrl) => {
    const key = JSON.stringify([terms, publicUrl]);
    if (last?.key !== key) {
      const pdf = renderTermsPdf(terms, publicUrl);
      pdf.catch(() => {
        if (last?.key === key) last = null;
      });
      last = { key, pdf };
    }
    return last.pdf;
  };
}
