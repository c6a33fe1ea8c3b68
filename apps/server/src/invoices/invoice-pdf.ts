import { formatRate } from '@fitthali/domain/gst';
import { formatRupees } from '@fitthali/domain/india-format';
import type { InvoiceFacts } from '@fitthali/domain/tax-invoice';
import { eq } from 'drizzle-orm';
import {
  beginText,
  type Color,
  endText,
  PDFDocument,
  type PDFFont,
  PDFHexString,
  PDFName,
  PDFOperator,
  PDFOperatorNames,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  setFillingColor,
  setFontAndSize,
  setTextMatrix,
  setTextRise,
} from 'pdf-lib';
import type { Db } from '../db/client.ts';
import { invoices } from '../db/schema/invoices.ts';
import { type FontName, fontFiles, indianDate, ODIA } from '../pdf/noto-fonts.ts';
import { invoiceWords } from './invoice-labels.ts';
import { pdfFontkit } from './pdf-fontkit.ts';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const INK = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.35, 0.35, 0.35);

// The product's one rupee formatter, with paise (Noto Sans has the ₹ glyph, decision 127).
const rupees = (paise: number) => formatRupees(paise, 'paise');

/** Characters either font draws, which stay in the run they are in (a space between Odia words). */
const NEUTRAL = /[\s.,:;\-/()&'"]/u;

interface Fonts {
  latin: PDFFont;
  latinBold: PDFFont;
  /** Embedded only when the document holds Odia text. */
  odia?: PDFFont;
  odiaBold?: PDFFont;
}

/** A piece of text drawn in one font. */
interface Run {
  text: string;
  font: PDFFont;
}

/**
 * Splits text into runs by script, each in the font that has it, so fontkit shapes each run
 * whole (an Odia word's conjuncts and vowel signs). A character neither font has (an emoji) prints
 * as '?' rather than failing.
 */
function runsOf(text: string, fonts: Fonts, bold: boolean): Run[] {
  const latin = bold ? fonts.latinBold : fonts.latin;
  const odia = (bold ? fonts.odiaBold : fonts.odia) ?? latin;
  const runs: Run[] = [];
  const clean = text.replace(/[’‘]/g, "'").replace(/[“”]/g, '"');
  for (const char of clean) {
    const last = runs.at(-1);
    const code = char.codePointAt(0) ?? 0;
    const stays = last && NEUTRAL.test(char) && charSet(last.font).has(code);
    const font = ODIA.test(char) ? odia : stays ? last.font : latin;
    const drawn = ODIA.test(char) || charSet(font).has(code) ? char : '?';
    if (last && last.font === font) last.text += drawn;
    else runs.push({ text: drawn, font });
  }
  return runs;
}

const charSets = new WeakMap<PDFFont, Set<number>>();
function charSet(font: PDFFont): Set<number> {
  let set = charSets.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    charSets.set(font, set);
  }
  return set;
}

/** What fontkit's layout gives for a run: glyphs in drawing order, each placed by the font's GPOS. */
interface Shaped {
  glyphs: { advanceWidth: number }[];
  positions: { xAdvance: number; xOffset: number; yOffset: number }[];
}
interface Shaper {
  font: { unitsPerEm: number; layout(text: string, features?: unknown): Shaped };
  fontFeatures?: unknown;
}

/**
 * A run shaped by the font: fontkit substitutes (Odia conjuncts, the pre-base vowel sign moved
 * before its consonant) and positions (a vowel sign under or over its consonant). pdf-lib's
 * `drawText` keeps the substitutions but drops the positions, which leaves Odia vowel signs beside
 * their letters, so runs are drawn from this instead (pdf-lib 1.17's embedder holds the layout).
 */
function shape(run: Run, size: number) {
  const { embedder } = run.font as unknown as { embedder: Shaper };
  const { glyphs, positions } = embedder.font.layout(run.text, embedder.fontFeatures);
  const hex = run.font.encodeText(run.text).toString().slice(1, -1);
  const scale = size / embedder.font.unitsPerEm;
  return {
    width: positions.reduce((sum, p) => sum + p.xAdvance, 0) * scale,
    glyphs: glyphs.map((glyph, i) => ({
      hex: hex.slice(i * 4, i * 4 + 4),
      width: glyph.advanceWidth,
      position: positions[i] ?? { xAdvance: glyph.advanceWidth, xOffset: 0, yOffset: 0 },
    })),
    unitsPerEm: embedder.font.unitsPerEm,
  };
}

class Writer {
  private y = A4.height - MARGIN;
  constructor(
    private readonly page: PDFPage,
    private readonly fonts: Fonts,
  ) {}

  /** Lines wrapped to the width, each at the left margin plus `indent`. */
  text(
    value: string,
    { size = 10, bold = false, indent = 0, color = INK, width = A4.width - 2 * MARGIN } = {},
  ) {
    for (const line of this.wrap(value, bold, size, width - indent)) {
      this.y -= size + 3;
      this.draw(line, MARGIN + indent, { size, bold, color });
    }
  }

  /** A label and its value on one line, the value right-aligned at the right margin. */
  row(label: string, value: string, { bold = false } = {}) {
    const size = 10;
    this.y -= size + 5;
    this.draw(label, MARGIN, { size, bold });
    this.draw(value, A4.width - MARGIN - this.width(value, bold, size), { size, bold });
  }

  private draw(
    text: string,
    x: number,
    { size, bold, color = INK }: { size: number; bold: boolean; color?: Color },
  ) {
    let at = x;
    for (const run of runsOf(text, this.fonts, bold)) {
      at += this.drawRun(run, at, size, color);
    }
  }

  /**
   * One run in one text object: each glyph where the font's layout puts it. `TJ` numbers move the
   * pen (thousandths of the size, positive to the left) by the glyph's offset and by the
   * difference between its advance in the layout and its width in the font; `Ts` raises a glyph
   * the layout moves up or down. Answers the run's width.
   */
  private drawRun(run: Run, x: number, size: number, color: Color): number {
    const shaped = shape(run, size);
    const units = 1000 / shaped.unitsPerEm;
    const context = this.page.doc.context;
    const ops: PDFOperator[] = [
      pushGraphicsState(),
      beginText(),
      setFillingColor(color),
      setFontAndSize(this.fontKey(run.font), size),
      setTextMatrix(1, 0, 0, 1, x, this.y),
    ];
    let pending: (PDFHexString | number)[] = [];
    const flush = () => {
      if (pending.length === 0) return;
      ops.push(PDFOperator.of(PDFOperatorNames.ShowTextAdjusted, [context.obj(pending)]));
      pending = [];
    };
    for (const glyph of shaped.glyphs) {
      const { xAdvance, xOffset, yOffset } = glyph.position;
      if (yOffset !== 0) {
        flush();
        ops.push(setTextRise((yOffset * size) / shaped.unitsPerEm));
      }
      if (xOffset !== 0) pending.push(-xOffset * units);
      pending.push(PDFHexString.of(glyph.hex));
      const back = xOffset + glyph.width - xAdvance;
      if (back !== 0) pending.push(back * units);
      if (yOffset !== 0) {
        flush();
        ops.push(setTextRise(0));
      }
    }
    flush();
    ops.push(endText(), popGraphicsState());
    if (ODIA.test(run.text)) {
      // The glyphs are in visual order (a pre-base vowel sign before its consonant); readers that
      // honour ActualText (Acrobat does) copy and search the text as it was typed.
      // An inline property list: pdf-lib's operator type leaves dictionaries out, but writes any
      // object's PDF form.
      const span = context.obj({ ActualText: PDFHexString.fromText(run.text) });
      ops.unshift(
        PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [
          PDFName.of('Span'),
          span as unknown as PDFName,
        ]),
      );
      ops.push(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
    }
    this.page.pushOperators(...ops);
    return shaped.width;
  }

  private readonly fontKeys = new Map<PDFFont, PDFName>();
  private fontKey(font: PDFFont): PDFName {
    let key = this.fontKeys.get(font);
    if (!key) {
      key = this.page.node.newFontDictionary(font.name, font.ref);
      this.fontKeys.set(font, key);
    }
    return key;
  }

  private width(text: string, bold: boolean, size: number): number {
    return runsOf(text, this.fonts, bold).reduce((sum, run) => sum + shape(run, size).width, 0);
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

  private wrap(text: string, bold: boolean, size: number, width: number): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(/\s+/)) {
      const next = line ? `${line} ${word}` : word;
      if (line && this.width(next, bold, size) > width) {
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
  doc.registerFontkit(pdfFontkit);
  const files = fontFiles();
  const embed = (name: FontName) => doc.embedFont(files[name], { subset: true });
  const fonts: Fonts = { latin: await embed('latin'), latinBold: await embed('latinBold') };
  // A bilingual document (decision 272) or Odia in a name, an address or a dish.
  if (facts.language === 'or' || ODIA.test(JSON.stringify(facts))) {
    fonts.odia = await embed('odia');
    fonts.odiaBold = await embed('odiaBold');
  }
  const page = doc.addPage([A4.width, A4.height]);
  const w = new Writer(page, fonts);
  const { supplier, customer, line, tax } = facts;
  const { label, odia } = invoiceWords(facts);

  w.text(
    odia ? `${facts.title.toUpperCase()} / ${odia.title(facts.title)}` : facts.title.toUpperCase(),
    { size: 16, bold: true },
  );
  w.gap(4);
  w.text(supplier.legalName, { size: 12, bold: true });
  w.text(supplier.address);
  w.text(`${label('State')}: ${supplier.state} (${label('code')} ${supplier.stateCode})`);
  w.text(`GSTIN: ${supplier.gstin}`);
  w.text(`${label('FSSAI Lic. No.')}: ${supplier.fssai}`);
  w.text(`${label('Customer care')}: ${supplier.phone}, ${supplier.email}`);
  w.rule();

  w.row(label(`${facts.title} No.`), facts.number, { bold: true });
  w.row(label('Date'), indianDate(facts.date));
  w.row(label('Financial year'), facts.financialYear);
  w.row(label('Place of supply'), facts.placeOfSupply);
  w.row(label('Reverse charge'), label(facts.reverseCharge));
  const payment = facts.order.payment as 'Cash on delivery' | 'Online';
  w.row(label('Order'), `${facts.order.number} (${odia ? label(payment) : payment})`);
  if (facts.original) {
    w.row(
      label('Against tax invoice'),
      `${facts.original.number} ${label('dated')} ${indianDate(facts.original.date)}`,
    );
  }
  w.rule();

  w.text(label('Billed to (recipient)'), { bold: true });
  w.text(customer.name || label('Customer'));
  w.text(`${label('Delivery address')}: ${customer.address}`);
  if (customer.phone) w.text(`${label('Phone')}: ${customer.phone}`);
  w.rule();

  w.text(`SAC ${line.sac}: ${line.description}`, { bold: true });
  if (odia && facts.kind === 'invoice') w.text(odia.invoiceLine, { bold: true });
  if (odia && facts.kind === 'credit_note' && facts.original) {
    w.text(odia.creditNoteLine(facts.original.number), { bold: true });
  }
  if (facts.kind === 'invoice') w.text(facts.order.plan, { color: MUTED });
  if (facts.reason) w.text(`${label('Reason')}: ${facts.reason}`, { color: MUTED });
  w.gap(4);
  if (line.quantity !== null) {
    const meals = `${line.quantity} meals`;
    w.row(label('Quantity'), odia ? `${meals} / ${odia.meals(line.quantity)}` : meals);
  }
  // Money that changed hands always carries its tax: with prices excluding GST it was added on top
  // at checkout, so only the plan's price is stated before it.
  if (facts.kind === 'invoice') {
    w.row(
      label(tax.pricesIncludeGst ? 'Plan value (incl. GST)' : 'Plan value (before GST)'),
      rupees(line.grossPaise),
    );
    w.row(label('Less discount'), rupees(line.discountPaise));
    w.row(label('Less meal credits'), rupees(line.creditsPaise));
    w.row(label('Amount received (incl. GST)'), rupees(line.amountPaise));
  } else {
    w.row(label('Amount refunded (incl. GST)'), rupees(line.amountPaise));
  }
  w.rule();
  w.row(label('Taxable value (after discount)'), rupees(tax.taxablePaise));
  w.row(`CGST @ ${formatRate(tax.cgstRateBp)}`, rupees(tax.cgstPaise));
  w.row(`SGST @ ${formatRate(tax.sgstRateBp)}`, rupees(tax.sgstPaise));
  w.row(label('Total'), rupees(tax.totalPaise), { bold: true });
  w.rule();
  w.gap(6);
  const small = { size: 9, color: MUTED };
  w.text('Amounts in Indian rupees. Tax payable on reverse charge: No.', small);
  if (odia) w.text(odia.amounts, small);
  w.text(`For ${supplier.legalName}: authorised signatory (computer-generated document).`, small);
  if (odia) w.text(odia.signatory(supplier.legalName), small);
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
