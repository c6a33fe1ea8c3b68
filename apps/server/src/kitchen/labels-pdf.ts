import { ALLERGEN_LABELS, DIET_LABELS, type Diet } from '@fitthali/domain/dishes';
import { mealAllergy, NO_MENU_DISH } from '@fitthali/domain/kitchen-dishes';
import { orderNumber } from '@fitthali/domain/order-number';
import type { KitchenSlot } from '@fitthali/domain/plans';
import PDFDocument from 'pdfkit';
import { type FontName, fontFiles, indianDate, ODIA } from '../pdf/noto-fonts.ts';
import { type LabelRow, labelDoor } from './label-rows.ts';

const MM = 72 / 25.4;
/**
 * The sheet (decision 175): A4 with 3 × 8 labels of 70 × 37 mm and no gaps, 24 a sheet, the
 * layout of Avery Zweckform 3474 and its many equivalents sold in India; the 1 mm left over in
 * height is split above and below.
 */
export const LABEL_SHEET = {
  page: { width: 210 * MM, height: 297 * MM },
  columns: 3,
  rows: 8,
  label: { width: 70 * MM, height: 37 * MM },
  top: 0.5 * MM,
  left: 0,
  /** Inside each label: printers do not print to a label's very edge. */
  padding: { x: 4 * MM, y: 3 * MM },
} as const;
const PER_SHEET = LABEL_SHEET.columns * LABEL_SHEET.rows;

const INK = '#111111';
const MUTED = '#444444';
const CONFLICT = '#b91c1c';
const DISH_STYLE = { size: 8.5, bold: true };
const SMALL = { size: 6.5 };
const SMALL_LINE = 8;
/** The FSSAI marks: a green square with a dot for veg; a square with a triangle for non-veg. */
const MARK_COLOUR: Record<Diet, string> = { veg: '#15803d', egg: '#b45309', 'non-veg': '#b91c1c' };

// The fonts (`fontFiles`) are read once but parsed by each document (0.4 s or more): with one
// parsed font shared between documents, a later document's text layer read "." as '"' (fontkit
// keeps per-glyph state on the font object).

type Doc = PDFKit.PDFDocument;

/** Text split into runs by script, each drawn in the font that has it. */
function runsOf(text: string, bold: boolean): { text: string; font: FontName }[] {
  const runs: { text: string; font: FontName }[] = [];
  for (const char of text) {
    const font: FontName = ODIA.test(char)
      ? bold
        ? 'odiaBold'
        : 'odia'
      : bold
        ? 'latinBold'
        : 'latin';
    const last = runs.at(-1);
    if (last && last.font === font) last.text += char;
    else runs.push({ text: char, font });
  }
  return runs;
}

interface Style {
  size: number;
  bold?: boolean;
  colour?: string;
}

function widthOf(doc: Doc, text: string, style: Style): number {
  let width = 0;
  for (const run of runsOf(text, style.bold ?? false)) {
    width += doc.font(run.font).fontSize(style.size).widthOfString(run.text);
  }
  return width;
}

/** The longest start of `text` that fits `width`, with an ellipsis when cut. */
function fitted(doc: Doc, text: string, width: number, style: Style): string {
  if (widthOf(doc, text, style) <= width) return text;
  const chars = [...text];
  let low = 0;
  let high = chars.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (widthOf(doc, `${chars.slice(0, mid).join('').trimEnd()}…`, style) <= width) low = mid;
    else high = mid - 1;
  }
  return `${chars.slice(0, low).join('').trimEnd()}…`;
}

/** One line at (x, y), its top: never wrapped, cut to `width`. */
function line(doc: Doc, text: string, x: number, y: number, width: number, style: Style) {
  let at = x;
  for (const run of runsOf(fitted(doc, text, width, style), style.bold ?? false)) {
    doc
      .font(run.font)
      .fontSize(style.size)
      .fillColor(style.colour ?? INK)
      .text(run.text, at, y, { lineBreak: false });
    at += doc.widthOfString(run.text);
  }
}

/** `text` as at most `lines` lines of `width`, broken between words; the last is cut. */
function wrapped(doc: Doc, text: string, width: number, style: Style, lines: number): string[] {
  const out: string[] = [];
  let rest = text.trim();
  while (rest !== '' && out.length < lines - 1) {
    const words = rest.split(/\s+/);
    let taken = 0;
    while (
      taken < words.length &&
      widthOf(doc, words.slice(0, taken + 1).join(' '), style) <= width
    )
      taken += 1;
    if (taken === 0 || taken === words.length) break;
    out.push(words.slice(0, taken).join(' '));
    rest = words.slice(taken).join(' ');
  }
  if (rest !== '') out.push(rest);
  return out;
}

/** The diet mark: the FSSAI square, with a dot for veg and a triangle otherwise, and its word. */
function dietMark(doc: Doc, diet: Diet | null, right: number, top: number) {
  const side = 9;
  const x = right - side;
  const word = diet ? DIET_LABELS[diet].toUpperCase() : 'NO MENU';
  const style = { size: 6.5, bold: true, colour: diet ? MARK_COLOUR[diet] : MUTED };
  const wordWidth = widthOf(doc, word, style);
  line(doc, word, x - 3 - wordWidth, top + 1, wordWidth + 1, style);
  if (!diet) return;
  const colour = MARK_COLOUR[diet];
  doc.save().lineWidth(0.9).strokeColor(colour).rect(x, top, side, side).stroke();
  if (diet === 'veg') {
    doc
      .fillColor(colour)
      .circle(x + side / 2, top + side / 2, side * 0.27)
      .fill();
  } else {
    // Egg counts as non-vegetarian food in FSSAI's labelling rules, so it takes the triangle.
    doc
      .fillColor(colour)
      .polygon(
        [x + side / 2, top + side * 0.2],
        [x + side * 0.8, top + side * 0.78],
        [x + side * 0.2, top + side * 0.78],
      )
      .fill();
  }
  doc.restore();
}

export interface LabelFacts {
  date: string;
  slot: KitchenSlot;
  /** The FSSAI licence number from the business settings; empty until the operator saves one. */
  fssai: string;
}

/** The words on one meal's label, in the order they are printed. */
export function labelText(row: LabelRow, stop: number, facts: LabelFacts) {
  const firstName = row.customer?.trim().split(/\s+/)[0] || 'Customer';
  const allergens = row.dish?.allergens ?? [];
  const allergy = mealAllergy(row);
  return {
    firstName,
    order: `${orderNumber(row.subscriptionId)} · Stop ${stop} · PIN ${row.pin}`,
    dish: row.dish?.name ?? NO_MENU_DISH,
    diet: row.dish?.diet ?? null,
    contains: row.dish
      ? allergens.length > 0
        ? `Contains: ${allergens.map((a) => ALLERGEN_LABELS[a]).join(', ')}`
        : 'Contains: no listed allergens'
      : 'Allergens: ask the kitchen',
    allergy: allergy
      ? {
          conflict: allergy.conflict,
          text: allergy.conflict
            ? `ALLERGY: ${allergy.text}`
            : `AVOIDS: ${allergy.text.replace(/^Avoids /, '')}`,
        }
      : null,
    energy: row.dish?.calories != null ? `${row.dish.calories} kcal` : 'Energy not stated',
    when: `${indianDate(facts.date)} ${facts.slot}`,
    fssai: /^\d{14}$/.test(facts.fssai) ? `FSSAI Lic. No. ${facts.fssai}` : 'FSSAI licence not set',
  };
}

/** Draws one label with its top-left corner at (x, y). */
function drawLabel(doc: Doc, x: number, y: number, text: ReturnType<typeof labelText>) {
  const { padding, label } = LABEL_SHEET;
  const left = x + padding.x;
  const width = label.width - 2 * padding.x;
  const top = y + padding.y;
  const bottom = y + label.height - padding.y;

  dietMark(doc, text.diet, left + width, top);
  const markRoom = 48;
  line(doc, text.firstName, left, top - 1, width - markRoom, { size: 10, bold: true });
  line(doc, text.order, left, top + 12, width, { size: 5.5, colour: MUTED });
  let at = top + 20;
  for (const dishLine of wrapped(doc, text.dish, width, DISH_STYLE, 2)) {
    line(doc, dishLine, left, at, width, DISH_STYLE);
    at += 10.5;
  }
  // What is left above the energy line is shared by the allergens and the allergy flag, the
  // flag first: a label must never lose what the customer avoids to a long list of allergens.
  const room = Math.max(2, Math.floor((bottom - 17 - at) / SMALL_LINE));
  const flagStyle = text.allergy
    ? { ...SMALL, bold: true, colour: text.allergy.conflict ? CONFLICT : INK }
    : SMALL;
  const flag = text.allergy ? wrapped(doc, text.allergy.text, width, flagStyle, room - 1) : [];
  const contains = wrapped(doc, text.contains, width, SMALL, Math.max(1, room - flag.length));
  for (const [lines, style] of [
    [contains, SMALL],
    [flag, flagStyle],
  ] as const) {
    for (const words of lines) {
      line(doc, words, left, at + 0.5, width, style);
      at += SMALL_LINE;
    }
  }
  line(doc, `${text.energy} · ${text.when}`, left, bottom - 16, width, { size: 6.5 });
  line(doc, text.fssai, left, bottom - 8, width, { size: 6, colour: MUTED });
}

/**
 * pdfkit keeps the layout of every word it has drawn, per font, for the life of the document:
 * with an order number and a stop number on each label, that grows with every meal. Forgotten
 * between batches, it holds only the words of the labels drawn since, and the words every label
 * repeats (dish names, allergens, the date, the licence) are laid out again once per batch.
 */
function forgetLayouts(doc: Doc) {
  const families = (doc as unknown as { _fontFamilies?: Record<string, { layoutCache?: object }> })
    ._fontFamilies;
  for (const font of Object.values(families ?? {})) {
    if (font.layoutCache) font.layoutCache = Object.create(null);
  }
}

/**
 * One PDF of labels, 24 to an A4 sheet in the order they are added: `add` draws one (and answers
 * whether it began a sheet, when the one before was written out), `end` finishes the document.
 * pdfkit writes each sheet as the next begins and the fonts (the glyphs used) at the end.
 */
export class LabelSheets {
  readonly doc: Doc;
  private onSheet = PER_SHEET;
  private labels = 0;
  private stop = 0;
  private door: string | null = null;

  constructor(private readonly facts: LabelFacts) {
    const fonts = fontFiles();
    const options = {
      size: [LABEL_SHEET.page.width, LABEL_SHEET.page.height],
      margin: 0,
      autoFirstPage: false,
      // No default font: each text names its registered one. (With Noto Sans opened as the
      // default too, pdfkit found the registered copy equal to it and opened the file again on
      // every use instead of keeping it: 80 ms a label.)
      font: null,
      info: {
        Title: `FitThali labels, ${indianDate(facts.date)} ${facts.slot}`,
        Author: 'FitThali',
      },
    };
    // pdfkit reads `font: null` as "none"; its types know only a name.
    this.doc = new PDFDocument(options as unknown as PDFKit.PDFDocumentOptions);
    for (const name of Object.keys(fonts) as FontName[]) this.doc.registerFont(name, fonts[name]);
  }

  add(row: LabelRow): boolean {
    if (labelDoor(row) !== this.door) {
      this.door = labelDoor(row);
      this.stop += 1;
    }
    const began = this.onSheet === PER_SHEET;
    if (began) {
      this.doc.addPage();
      this.onSheet = 0;
    }
    const column = this.onSheet % LABEL_SHEET.columns;
    const rowOnSheet = Math.floor(this.onSheet / LABEL_SHEET.columns);
    drawLabel(
      this.doc,
      LABEL_SHEET.left + column * LABEL_SHEET.label.width,
      LABEL_SHEET.top + rowOnSheet * LABEL_SHEET.label.height,
      labelText(row, this.stop, this.facts),
    );
    this.onSheet += 1;
    this.labels += 1;
    return began;
  }

  /** Between batches: see `forgetLayouts`. */
  forgetLayouts() {
    forgetLayouts(this.doc);
  }

  /** Ends the document; with no labels, one page says there are no meals. */
  end() {
    if (this.labels === 0) {
      this.doc.addPage();
      const { slot, date } = this.facts;
      const message = `No meals to label for ${slot} on ${indianDate(date)}.`;
      line(this.doc, message, 20 * MM, 20 * MM, 170 * MM, { size: 14, bold: true });
    }
    this.doc.end();
  }
}
