import {
  DEFAULT_UNIT,
  formatIndianNumber,
  type DocumentAddress,
  type DocumentLine,
  type TaxDocument,
} from '@shop/domain';
import { openPdf } from '../../lib/pdf-document.js';

/**
 * Draws an issued invoice or credit note on A4 with pdfkit (decision 027): a tax invoice with its
 * GST columns, or, for an order placed while the shop was not registered, an invoice without any
 * GST that says so (decision 050). The text is DejaVu Sans,
 * embedded from the `dejavu-fonts-ttf` package: the PDF base fonts have no ₹ (U+20B9); DejaVu does,
 * and nothing is fetched at run time.
 */

const PAGE_MARGIN = 36;
const INK = '#1f1a17';
const MUTED = '#6b625c';
const RULE = '#c9c0b8';
const BAND = '#f3ede6';

/** `1,20,400.00`: table cells (the header says the currency). */
const amount = (paise: number) => formatIndianNumber(paise / 100, { min: 2, max: 2 });
/** `₹1,20,400.00`: totals. */
const rupees = (paise: number) => `${paise < 0 ? '−' : ''}₹${amount(Math.abs(paise))}`;
const percent = (rate: number) => `${rate % 1 === 0 ? rate : rate.toFixed(1)}%`;
/** 2026-04-01 → 01/04/2026, as Indian invoices write dates. */
const dateText = (iso: string) => iso.split('-').reverse().join('/');

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right' | 'center';
  cell: (line: DocumentLine, index: number) => string;
}

const TABLE_WIDTH = 523;
const NOT_REGISTERED = 'Not registered under GST';

/** What kind of document this is, as the page draws it (documents before decision 050 lack the fields). */
function layoutOf(document: TaxDocument) {
  const taxInvoice = document.taxInvoice !== false;
  return {
    taxInvoice,
    pricesIncludeGst: taxInvoice && document.gstMode === 'inclusive',
    intraState: document.intraState,
  };
}
type Layout = ReturnType<typeof layoutOf>;

/** The column that takes what the others leave of the table's width. */
function fillingColumn(columns: Column[], last: Omit<Column, 'width'>): Column[] {
  const used = columns.reduce((sum, column) => sum + column.width, 0);
  return [...columns, { ...last, width: TABLE_WIDTH - used }];
}

function columnsFor({ taxInvoice, pricesIncludeGst, intraState }: Layout): Column[] {
  const number: Column = { title: '#', width: 14, align: 'center', cell: (_, index) => String(index + 1) };
  const quantity: Column[] = [
    { title: 'Qty', width: 24, align: 'right', cell: (line) => String(line.quantity) },
    { title: 'Unit', width: 26, align: 'center', cell: (line) => line.unit ?? DEFAULT_UNIT },
  ];
  const discount: Column = {
    title: 'Discount',
    width: 42,
    align: 'right',
    cell: (line) => amount(line.discountPaise),
  };
  if (!taxInvoice) {
    // No GST: no HSN, taxable value or tax; what each line charges is its amount.
    return fillingColumn(
      [
        number,
        { title: 'Description', width: 250, align: 'left', cell: (line) => line.description },
        ...quantity,
        { title: 'Unit price', width: 60, align: 'right', cell: (line) => amount(line.unitPricePaise) },
        discount,
      ],
      { title: 'Amount', align: 'right', cell: (line) => amount(line.totalPaise) },
    );
  }
  const first: Column[] = [
    number,
    { title: 'Description', width: intraState ? 88 : 128, align: 'left', cell: (line) => line.description },
    { title: 'HSN', width: 38, align: 'center', cell: (line) => line.hsnCode || '-' },
    ...quantity,
    {
      title: pricesIncludeGst ? 'Unit price incl. GST' : 'Unit price',
      width: 50,
      align: 'right',
      cell: (line) => amount(line.unitPricePaise),
    },
    discount,
    { title: 'Taxable value', width: 56, align: 'right', cell: (line) => amount(line.taxablePaise) },
  ];
  const tax: Column[] = intraState
    ? [
        { title: 'CGST rate', width: 28, align: 'right', cell: (line) => percent(line.gstRate / 2) },
        { title: 'CGST amount', width: 42, align: 'right', cell: (line) => amount(line.cgstPaise) },
        { title: 'SGST rate', width: 28, align: 'right', cell: (line) => percent(line.gstRate / 2) },
        { title: 'SGST amount', width: 42, align: 'right', cell: (line) => amount(line.sgstPaise) },
      ]
    : [
        { title: 'IGST rate', width: 32, align: 'right', cell: (line) => percent(line.gstRate) },
        { title: 'IGST amount', width: 56, align: 'right', cell: (line) => amount(line.igstPaise) },
      ];
  return fillingColumn([...first, ...tax], {
    title: 'Total',
    align: 'right',
    cell: (line) => amount(line.totalPaise),
  });
}

/** The document's title and the line under it. */
function headingOf(document: TaxDocument, { taxInvoice }: Layout): [string, string] {
  if (document.kind === 'credit-note') {
    return ['CREDIT NOTE', taxInvoice ? 'Issued under section 34 of the CGST Act' : NOT_REGISTERED];
  }
  return taxInvoice ? ['TAX INVOICE', 'Original for recipient'] : ['INVOICE', NOT_REGISTERED];
}

const addressText = (address: DocumentAddress, gstin?: string) =>
  [
    ...(gstin ? [`GSTIN: ${gstin}`] : []),
    ...address.lines,
    `${address.city}, ${address.state} ${address.pincode}`,
    ...(address.phone ? [`Phone: ${address.phone}`] : []),
  ].join('\n');

/** The PDF of an issued document, as bytes. */
export async function renderTaxDocument(document: TaxDocument): Promise<Buffer> {
  const isInvoice = document.kind === 'invoice';
  const layout = layoutOf(document);
  const [title, subtitle] = headingOf(document, layout);
  const { pdf, bytes } = await openPdf({
    margin: PAGE_MARGIN,
    info: {
      Title: `${title} ${document.number}`,
      Author: document.supplier.legalName,
    },
  });

  const left = PAGE_MARGIN;
  const width = pdf.page.width - 2 * PAGE_MARGIN;
  const right = left + width;

  // Title band.
  pdf.font('bold').fontSize(15).fillColor(INK);
  pdf.text(title, left, PAGE_MARGIN, { width, align: 'center' });
  pdf.font('regular').fontSize(7.5).fillColor(MUTED);
  pdf.text(subtitle, left, pdf.y + 1, { width, align: 'center' });
  let y = pdf.y + 10;

  // Supplier (left) and the document's particulars (right).
  const { supplier } = document;
  const half = width / 2 - 6;
  pdf.font('bold').fontSize(11).fillColor(INK).text(supplier.legalName, left, y, { width: half });
  pdf.font('regular').fontSize(8.5).fillColor(INK);
  pdf.text(
    [
      ...supplier.addressLines,
      `${supplier.city}, ${supplier.state} ${supplier.pincode}`,
      `State code: ${supplier.stateCode}`,
      // A tax invoice always has the GSTIN: the server refuses to issue one without it.
      layout.taxInvoice ? `GSTIN: ${supplier.gstin}` : NOT_REGISTERED,
    ].join('\n'),
    { width: half, lineGap: 1 },
  );
  const supplierBottom = pdf.y;

  const particulars: [string, string][] = isInvoice
    ? [
        ['Invoice No.', document.number],
        ['Invoice date', dateText(document.date)],
      ]
    : [
        ['Credit note No.', document.number],
        ['Credit note date', dateText(document.date)],
        [
          'Against invoice',
          `${document.invoice?.number ?? ''} dated ${dateText(document.invoice?.date ?? '')}`,
        ],
      ];
  particulars.push(
    ['Order No.', document.orderNumber],
    ['Place of supply', `${document.placeOfSupply.state} (State code: ${document.placeOfSupply.stateCode})`],
    ['Payment', document.paymentMethod],
  );
  if (document.reason) particulars.push(['Reason', document.reason]);
  let py = y;
  const labelWidth = 78;
  for (const [label, value] of particulars) {
    pdf
      .font('regular')
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(label, left + half + 12, py, { width: labelWidth });
    pdf
      .font('bold')
      .fillColor(INK)
      .text(value, left + half + 12 + labelWidth, py, { width: half - labelWidth });
    py = pdf.y + 2;
  }
  y = Math.max(supplierBottom, py) + 10;

  // Billing and shipping addresses.
  pdf.moveTo(left, y).lineTo(right, y).strokeColor(RULE).lineWidth(0.7).stroke();
  y += 6;
  // A business buyer is billed under its legal name, with its GSTIN (a B2B invoice).
  const parties: [string, DocumentAddress, string | undefined][] = [
    ['Billed to', document.billing, document.buyer?.gstin],
    ['Shipped to', document.shipping, undefined],
  ];
  let partiesBottom = y;
  parties.forEach(([heading, address, gstin], index) => {
    const x = left + index * (half + 12);
    pdf.font('regular').fontSize(7.5).fillColor(MUTED).text(heading.toUpperCase(), x, y, { width: half });
    pdf
      .font('bold')
      .fontSize(9.5)
      .fillColor(INK)
      .text(address.name, x, pdf.y + 1, { width: half });
    pdf
      .font('regular')
      .fontSize(8.5)
      .text(addressText(address, gstin), x, pdf.y, { width: half, lineGap: 1 });
    partiesBottom = Math.max(partiesBottom, pdf.y);
  });
  y = partiesBottom + 10;

  // The lines.
  const columns = columnsFor(layout);
  const cellPad = 3;
  const drawRow = (cells: string[], top: number, font: 'regular' | 'bold', size: number, band: boolean) => {
    pdf.font(font).fontSize(size);
    const height =
      Math.max(
        ...cells.map((text, index) =>
          pdf.heightOfString(text, { width: (columns[index]?.width ?? 0) - 2 * cellPad }),
        ),
      ) +
      2 * cellPad;
    if (band) pdf.rect(left, top, width, height).fillColor(BAND).fill();
    let x = left;
    cells.forEach((text, index) => {
      const column = columns[index];
      if (!column) return;
      pdf
        .fillColor(INK)
        .text(text, x + cellPad, top + cellPad, { width: column.width - 2 * cellPad, align: column.align });
      x += column.width;
    });
    pdf
      .moveTo(left, top + height)
      .lineTo(right, top + height)
      .strokeColor(RULE)
      .lineWidth(0.5)
      .stroke();
    return top + height;
  };
  pdf
    .font('regular')
    .fontSize(7)
    .fillColor(MUTED)
    .text('Amounts in ₹ (INR)', left, y, { width, align: 'right' });
  y = pdf.y + 2;
  y = drawRow(
    columns.map((column) => column.title),
    y,
    'bold',
    7,
    true,
  );
  document.lines.forEach((line, index) => {
    if (y > pdf.page.height - 220) {
      pdf.addPage();
      y = PAGE_MARGIN;
    }
    y = drawRow(
      columns.map((column) => column.cell(line, index)),
      y,
      'regular',
      7.5,
      false,
    );
  });

  // Totals, right-aligned under the table.
  const { totals } = document;
  // Taxable value + taxes + round-off = the whole-rupee total, each printed (decision 050).
  const rows: [string, string][] = [];
  if (layout.taxInvoice) {
    rows.push(['Taxable value', rupees(totals.taxablePaise)]);
    if (document.intraState) {
      rows.push(['CGST', rupees(totals.cgstPaise)], ['SGST', rupees(totals.sgstPaise)]);
    } else {
      rows.push(['IGST', rupees(totals.igstPaise)]);
    }
  }
  if (layout.taxInvoice || totals.roundOffPaise !== 0) rows.push(['Round off', rupees(totals.roundOffPaise)]);
  y += 8;
  const totalsLeft = right - 220;
  for (const [label, value] of rows) {
    pdf.font('regular').fontSize(8.5).fillColor(MUTED).text(label, totalsLeft, y, { width: 120 });
    pdf.fillColor(INK).text(value, totalsLeft + 120, y, { width: 100, align: 'right' });
    y = pdf.y + 3;
  }
  pdf.moveTo(totalsLeft, y).lineTo(right, y).strokeColor(INK).lineWidth(0.7).stroke();
  y += 4;
  pdf
    .font('bold')
    .fontSize(10.5)
    .text(isInvoice ? 'Invoice total' : 'Credit note total', totalsLeft, y, { width: 120 });
  pdf.text(rupees(totals.totalPaise), totalsLeft + 120, y, { width: 100, align: 'right' });
  y = pdf.y + 12;

  pdf.font('regular').fontSize(8).fillColor(MUTED).text('Amount in words', left, y);
  pdf
    .font('bold')
    .fontSize(9)
    .fillColor(INK)
    .text(document.amountInWords, left, pdf.y + 1, { width });
  y = pdf.y + 6;
  pdf.font('regular').fontSize(8.5).text(`Payment: ${document.paymentMethod}`, left, y, { width });
  if (layout.taxInvoice) pdf.text('Tax payable on reverse charge: No', { width });
  if (layout.pricesIncludeGst) {
    pdf.text(
      'Prices include GST: the taxable value of each line is its amount after discount × 100 / (100 + rate).',
      { width },
    );
  }
  if (!layout.taxInvoice) pdf.text(`${NOT_REGISTERED}: no GST is charged on this supply.`, { width });

  // Signature, then the note that none is needed on a computer-made document.
  y = Math.max(pdf.y + 24, y + 40);
  pdf
    .font('bold')
    .fontSize(9)
    .text(`For ${supplier.legalName}`, right - 220, y, { width: 220, align: 'right' });
  pdf
    .font('regular')
    .fontSize(8.5)
    .text('Authorised signatory', right - 220, pdf.y + 26, { width: 220, align: 'right' });
  pdf
    .fontSize(7.5)
    .fillColor(MUTED)
    .text(
      `This is a computer-generated ${isInvoice ? 'invoice' : 'credit note'} and needs no signature.`,
      left,
      pdf.y + 14,
      { width, align: 'center' },
    );
  pdf.end();
  return bytes;
}
