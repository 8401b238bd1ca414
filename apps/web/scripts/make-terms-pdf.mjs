// Writes public/terms.pdf: the shop's terms and conditions as a plain, valid PDF 1.4, assembled by hand
// so the project needs no PDF library. Run: node apps/web/scripts/make-terms-pdf.mjs
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const output = path.resolve(here, '../public/terms.pdf');

const TITLE = 'Kaarigar Studio - Terms and Conditions';
const SECTIONS = [
  [
    '',
    'Last updated: January 2025. These terms apply to every order placed on our website or over WhatsApp.',
  ],
  [
    '1. Who we are',
    'Kaarigar Studio, Shop 14, Alpha Commercial Belt, Alpha 1, Greater Noida, Uttar Pradesh 201310, India. Email hello@kaarigar.studio.',
  ],
  [
    '2. Our products',
    'Every piece is made by hand. Small differences in colour, print, size or stone setting from the pictures are part of handwork and are not defects. Pictures are taken in daylight; screens may show colours slightly differently.',
  ],
  [
    '3. Prices and taxes',
    'Prices are in Indian Rupees and include all making charges. Delivery is Rs. 50 on orders below Rs. 1,500 and free above. GST at 18% is added on the subtotal plus delivery and shown before you place the order. The price charged is the one shown when the order is placed.',
  ],
  [
    '4. Orders and Cash on Delivery',
    'Orders are paid by Cash on Delivery, in cash or UPI, to the courier. We may call or message you to confirm an order before dispatch. We may cancel an order if a piece is no longer available or the address cannot be served, and will tell you why.',
  ],
  [
    '5. Delivery',
    'Pieces in stock leave the studio within 2 working days. Delivery usually takes 2 to 4 days within Delhi NCR and 4 to 8 days elsewhere in India. Please keep the amount ready; refused COD parcels may lead us to ask for advance payment on later orders.',
  ],
  [
    '6. Returns, exchanges and refunds',
    'Unused pieces with tags and original packaging may be returned or exchanged within 7 days of delivery. Earrings, nose pins, custom and final-sale pieces cannot be returned unless they arrive damaged. Refunds for COD orders are paid to your bank account or UPI within 5 working days of the piece reaching us.',
  ],
  [
    '7. Accounts',
    'Keep your password private. You are responsible for orders placed from your account. We may deactivate accounts used for fraud or abuse.',
  ],
  [
    '8. Privacy',
    'We use your details only to run your account and deliver your orders, as described in our Privacy Policy on the website. We never sell your data.',
  ],
  [
    '9. Liability',
    'Our liability for any order is limited to the amount paid for it. Nothing in these terms limits your rights under the Consumer Protection Act, 2019.',
  ],
  [
    '10. Law and disputes',
    'These terms are governed by the laws of India. Disputes fall under the courts of Gautam Buddh Nagar, Uttar Pradesh. Please talk to us first: most things are settled with one phone call.',
  ],
];

const PAGE_WIDTH = 595; // A4 in points
const PAGE_HEIGHT = 842;
const MARGIN = 56;
const BODY_SIZE = 10.5;
const LEADING = 15;
const MAX_CHARS = 92;

function wrap(text, width) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** PDF strings escape backslashes and parentheses; the text is plain ASCII by construction. */
const pdfString = (text) => `(${text.replace(/[\\()]/g, (match) => `\\${match}`)})`;

// Lay the text out as [font, size, text] lines, then cut it into pages.
const lines = [
  ['F2', 18, TITLE],
  ['F1', BODY_SIZE, ''],
];
for (const [heading, body] of SECTIONS) {
  if (heading) lines.push(['F2', 12, heading]);
  for (const piece of wrap(body, MAX_CHARS)) lines.push(['F1', BODY_SIZE, piece]);
  lines.push(['F1', BODY_SIZE, '']);
}
const perPage = Math.floor((PAGE_HEIGHT - 2 * MARGIN) / LEADING);
const pages = [];
for (let start = 0; start < lines.length; start += perPage) pages.push(lines.slice(start, start + perPage));

const objects = []; // objects[n - 1] is object number n
const add = (body) => objects.push(body) && objects.length;

const catalogId = add(null);
const pagesId = add(null);
const regularId = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
const boldId = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
const pageIds = pages.map((pageLines, index) => {
  const ops = ['BT', `${MARGIN} ${PAGE_HEIGHT - MARGIN} Td`, `${LEADING} TL`];
  for (const [font, size, text] of pageLines) ops.push(`/${font} ${size} Tf`, `${pdfString(text)} '`);
  ops.push('/F1 8 Tf', `0 ${-(PAGE_HEIGHT - 2 * MARGIN - pageLines.length * LEADING) + 10} Td`);
  ops.push(`${pdfString(`Page ${index + 1} of ${pages.length} - kaarigar.studio`)} Tj`, 'ET');
  const stream = ops.join('\n');
  const contentId = add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
  return add(
    `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
      `/Resources << /Font << /F1 ${regularId} 0 R /F2 ${boldId} 0 R >> >> /Contents ${contentId} 0 R >>`,
  );
});
objects[catalogId - 1] = `<< /Type /Catalog /Pages ${pagesId} 0 R >>`;
objects[pagesId - 1] =
  `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;
const infoId = add(`<< /Title ${pdfString(TITLE)} /Producer (make-terms-pdf.mjs) >>`);

let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
const offsets = [];
objects.forEach((body, index) => {
  offsets.push(Buffer.byteLength(pdf, 'latin1'));
  pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
});
const xrefAt = Buffer.byteLength(pdf, 'latin1');
pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
pdf += `trailer\n<< /Size ${objects.length + 1} /Root ${catalogId} 0 R /Info ${infoId} 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;

writeFileSync(output, Buffer.from(pdf, 'latin1'));
console.log(
  `Wrote ${path.relative(process.cwd(), output)} (${pages.length} page(s), ${Buffer.byteLength(pdf, 'latin1')} bytes)`,
);
