import type { Language } from '@shop/domain';
import { markdownBlocks } from '@shop/domain/markdown';
import { openPdf } from '../../lib/pdf-document.js';

const INK = '#2b2118';
const MARGIN = 56;
const HEADING_SIZES: Record<number, number> = { 1: 15, 2: 12, 3: 11 };

/** The Terms page as the shop shows it in a language: its title and Markdown with the settings filled in. */
export interface PrintedTerms {
  language: Language;
  title: string;
  markdown: string;
  author: string;
  shopName: string;
}

/**
 * /terms.pdf and /hi/terms.pdf (decision 048, issue 26; decision 075): the Terms page the owner
 * writes, printed: its title, then its headings, paragraphs and list items in order. DejaVu Sans
 * carries ₹, which the base fonts lack; a Hindi PDF sets its Devanagari in Noto Sans Devanagari.
 */
export async function renderTermsPdf(terms: PrintedTerms, publicUrl: string): Promise<Buffer> {
  const title = `${terms.shopName} - ${terms.title}`;
  const { pdf, bytes, write } = await openPdf({
    margin: MARGIN,
    info: { Title: title, Author: terms.author },
    language: terms.language,
  });
  pdf.fillColor(INK);
  write(title, { weight: 'bold', size: 18, x: MARGIN });
  pdf.moveDown(0.8);
  for (const block of markdownBlocks(terms.markdown)) {
    if (block.kind === 'heading') {
      write(block.text, { weight: 'bold', size: HEADING_SIZES[block.level] ?? 11, x: MARGIN });
      pdf.moveDown(0.2);
    } else if (block.kind === 'item') {
      const indent = MARGIN + 14 * block.depth;
      write(`${block.marker} ${block.text}`, { weight: 'regular', size: 10.5, x: indent, lineGap: 2 });
      pdf.moveDown(0.3);
    } else {
      write(block.text, { weight: 'regular', size: 10.5, x: MARGIN, lineGap: 2 });
      pdf.moveDown(0.8);
    }
  }
  pdf.moveDown(0.5);
  write(publicUrl, { weight: 'regular', size: 8, x: MARGIN });
  pdf.end();
  return bytes;
}

/**
 * Draws the PDF again only when the printed text changed (the page saved, or a setting it says).
 * It keeps one PDF: the routes keep one cache per language, so neither language redraws the other's.
 */
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
