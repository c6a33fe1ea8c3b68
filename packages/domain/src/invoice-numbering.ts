// Tax invoice and credit note numbers (issue 15 point 5, CGST Rule 46(b)): consecutive within each
// financial year (1 April to 31 March, India time), unique, at most 16 characters of letters,
// digits, '/' and '-'.

import { type IsoDate, todayInIndia } from './dates.ts';

export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

export const MAX_SERIAL_LENGTH = 16;

export interface FinancialYear {
  /** The calendar year it starts in: 2026 for 2026-27. */
  startYear: number;
  /** '2026-27', as printed. */
  label: string;
  /** '2627', as numbered. */
  code: string;
}

/** The financial year an India date falls in. */
export function financialYearOf(date: IsoDate): FinancialYear {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const startYear = month >= 4 ? year : year - 1;
  const next = String((startYear + 1) % 100).padStart(2, '0');
  return {
    startYear,
    label: `${startYear}-${next}`,
    code: `${String(startYear % 100).padStart(2, '0')}${next}`,
  };
}

/** The financial year of an instant, judged in India. */
export const financialYearAt = (instant: Date) => financialYearOf(todayInIndia(instant));

/**
 * 'FT/2627/00001' for the first invoice of 2026-27, 'FT/C2627/00001' for the first credit note:
 * one series per kind, prefix and year. The sequence is padded to five digits and may grow to six;
 * a prefix of 1 to 3 characters keeps every number within 16 characters up to 999,999 a year.
 */
export function serialNumber(
  prefix: string,
  kind: InvoiceKind,
  year: FinancialYear,
  sequence: number,
): string {
  if (!Number.isInteger(sequence) || sequence < 1) {
    throw new RangeError(`sequence must be a whole number from 1: ${sequence}`);
  }
  const serial = `${prefix}/${kind === 'credit_note' ? 'C' : ''}${year.code}/${String(sequence).padStart(5, '0')}`;
  if (serial.length > MAX_SERIAL_LENGTH || !/^[A-Z0-9/-]+$/.test(serial)) {
    throw new RangeError(`serial ${serial} breaks Rule 46(b)`);
  }
  return serial;
}
