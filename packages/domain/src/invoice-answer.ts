// The invoice list's answer (issue 15's contract), as the server writes it and the browser and the
// tests read it.

import type { InvoiceKind } from './invoice-numbering.ts';

/** A tax invoice or credit note as the API lists them. */
export interface InvoiceAnswer {
  _id: string;
  number: string;
  kind: InvoiceKind;
  /** India date of issue. */
  date: string;
  /** Rupees, with paise, as printed. */
  amount: number;
  subscriptionId: string;
  /** Where its PDF is answered. */
  url: string;
  /** The invoice a credit note adjusts; null on an invoice. */
  invoiceId: string | null;
}
