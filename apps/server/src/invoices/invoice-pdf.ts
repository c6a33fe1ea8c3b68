import { formatPaise, formatRate } from '@fitthali/domain/gst';
import type { InvoiceFacts } from '@fitthali/domain/tax-invoice';
import { eq } from 'drizzle-orm';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import type { Db } from '../db/client.ts';
import { invoices } from '../db/schema/invoices.ts';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const INK = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.35, 0.35, 0.35);

/** '26-11-2026' from '2026-11-26': the usual Indian form, with no locale data involved. */
const indianDate = (iso: string) => iso.split('-').reverse().join('-');
const rupees = (paise: number) => `Rs. ${formatPaise(paise)}`;

/**
 * The standard fonts are embedded by name and hold only the Windows-1252 characters; anything else
 * an operator or a customer typed (another script, an emoji) prints as '?' rather than failing.
 */
function printable(font: PDFFont): (text: string) => string {
  const known = new Set(font.getCharacterSet());
  return (text) =>
    Array.from(text.replace(/[’‘]/g, "'").replace(/[“”]/g, '"'), (char) =>
      known.has(char.codePointAt(0) ?? 0) ? char : '?',
    ).join('');
}

class Writer {
  private y = A4.height - MARGIN;
  constructor(
    private readonly page: PDFPage,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly clean: (text: string) => string,
  ) {}

  /** Lines wrapped to the width, each at the left margin plus `indent`. */
  text(
    value: string,
    { size = 10, bold = false, indent = 0, color = INK, width = A4.width - 2 * MARGIN } = {},
  ) {
    const font = bold ? this.bold : this.regular;
    for (const line of this.wrap(this.clean(value), font, size, width - indent)) {
      this.y -= size + 3;
      this.page.drawText(line, { x: MARGIN + indent, y: this.y, size, font, color });
    }
  }

  /** A label and its value on one line, the value right-aligned at the right margin. */
  row(label: string, value: string, { bold = false } = {}) {
    const font = bold ? this.bold : this.regular;
    const size = 10;
    this.y -= size + 5;
    const cleanValue = this.clean(value);
    this.page.drawText(this.clean(label), { x: MARGIN, y: this.y, size, font, color: INK });
    this.page.drawText(cleanValue, {
      x: A4.width - MARGIN - font.widthOfTextAtSize(cleanValue, size),
      y: this.y,
      size,
      font,
      color: INK,
    });
  }

  gap(points = 8) {
    this.y -= points;
  }

  rule() {
    this.y -= 6;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: A4.width - MARGIN, y: this.y },
      thickness: 0.5,
      color: MUTED,
    });
  }

  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(/\s+/)) {
      const next = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(next, size) > width) {
        lines.push(line);
        line = word;
      } else {
        line = next;
      }
    }
    lines.push(line);
    return lines;
  }
}

/**
 * The document drawn from its stored facts alone: the same facts always give the same bytes (the
 * document's dates are the issue's, not the moment of drawing), so an invoice never changes.
 */
export async function renderInvoicePdf(facts: InvoiceFacts, issuedAt: Date): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(`${facts.title} ${facts.number}`);
  doc.setAuthor(facts.supplier.legalName);
  doc.setCreator('FitThali');
  doc.setProducer('FitThali');
  doc.setCreationDate(issuedAt);
  doc.setModificationDate(issuedAt);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([A4.width, A4.height]);
  const w = new Writer(page, regular, bold, printable(regular));
  const { supplier, customer, line, tax } = facts;

  w.text(facts.title.toUpperCase(), { size: 16, bold: true });
  w.gap(4);
  w.text(supplier.legalName, { size: 12, bold: true });
  w.text(supplier.address);
  w.text(`State: ${supplier.state} (code ${supplier.stateCode})`);
  w.text(`GSTIN: ${supplier.gstin}`);
  w.text(`FSSAI Lic. No.: ${supplier.fssai}`);
  w.text(`Customer care: ${supplier.phone}, ${supplier.email}`);
  w.rule();

  w.row(`${facts.title} No.`, facts.number, { bold: true });
  w.row('Date', indianDate(facts.date));
  w.row('Financial year', facts.financialYear);
  w.row('Place of supply', facts.placeOfSupply);
  w.row('Reverse charge', facts.reverseCharge);
  w.row('Order', `${facts.order.number} (${facts.order.payment})`);
  if (facts.original) {
    w.row(
      'Against tax invoice',
      `${facts.original.number} dated ${indianDate(facts.original.date)}`,
    );
  }
  w.rule();

  w.text('Billed to (recipient)', { bold: true });
  w.text(customer.name || 'Customer');
  w.text(`Delivery address: ${customer.address}`);
  if (customer.phone) w.text(`Phone: ${customer.phone}`);
  w.rule();

  w.text(`SAC ${line.sac}: ${line.description}`, { bold: true });
  if (facts.kind === 'invoice') w.text(facts.order.plan, { color: MUTED });
  if (facts.reason) w.text(`Reason: ${facts.reason}`, { color: MUTED });
  w.gap(4);
  if (line.quantity !== null) w.row('Quantity', `${line.quantity} meals`);
  const inclusive = tax.pricesIncludeGst ? ' (incl. GST)' : '';
  if (facts.kind === 'invoice') {
    w.row(`Plan value${inclusive}`, rupees(line.grossPaise));
    w.row('Less discount', rupees(line.discountPaise));
    w.row('Less meal credits', rupees(line.creditsPaise));
    w.row(`Amount received${inclusive}`, rupees(line.amountPaise));
  } else {
    w.row(`Amount refunded${inclusive}`, rupees(line.amountPaise));
  }
  w.rule();
  w.row('Taxable value (after discount)', rupees(tax.taxablePaise));
  w.row(`CGST @ ${formatRate(tax.cgstRateBp)}`, rupees(tax.cgstPaise));
  w.row(`SGST @ ${formatRate(tax.sgstRateBp)}`, rupees(tax.sgstPaise));
  w.row('Total', rupees(tax.totalPaise), { bold: true });
  w.rule();
  w.gap(6);
  w.text('Amounts in Indian rupees. Tax payable on reverse charge: No.', { size: 9, color: MUTED });
  w.text(`For ${supplier.legalName}: authorised signatory (computer-generated document).`, {
    size: 9,
    color: MUTED,
  });
  return doc.save({ useObjectStreams: false });
}

/**
 * An invoice's or credit note's PDF by id, drawn from the stored row, or null when there is none.
 * For the download route and for anything that attaches it (a receipt email).
 */
export async function invoicePdf(
  db: Db,
  invoiceId: string,
): Promise<{ number: string; kind: InvoiceFacts['kind']; pdf: Uint8Array } | null> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
  if (!row) return null;
  return {
    number: row.number,
    kind: row.kind,
    pdf: await renderInvoicePdf(row.facts, row.issuedAt),
  };
}
