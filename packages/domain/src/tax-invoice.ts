// Everything printed on a GST tax invoice (CGST Rule 46) or a credit note (Rule 53), decided here
// once and stored with the document, so it is drawn identically for ever (issue 15 point 5).

import { type BusinessSettings, GST_STATE_CODE } from './business-details.ts';
import type { IsoDate } from './dates.ts';
import {
  CGST_RATE_BP,
  paiseOf,
  SAC_CODE,
  SAC_DESCRIPTION,
  SGST_RATE_BP,
  type TaxSplit,
  taxSplit,
  taxSplitOfCharge,
} from './gst.ts';
import type { InvoiceKind } from './invoice-numbering.ts';
import { orderNumber } from './order-number.ts';

export const PLACE_OF_SUPPLY = 'Odisha';

export interface InvoiceFacts {
  /** Bumped if the shape ever changes, so an old document is still drawn as it was. */
  version: 1;
  kind: InvoiceKind;
  title: 'Tax Invoice' | 'Credit Note';
  number: string;
  /** India date of issue. */
  date: IsoDate;
  financialYear: string;
  supplier: {
    legalName: string;
    address: string;
    state: string;
    stateCode: string;
    gstin: string;
    fssai: string;
    phone: string;
    email: string;
  };
  customer: { name: string; address: string; phone: string };
  placeOfSupply: string;
  reverseCharge: 'No';
  order: { id: string; number: string; plan: string; payment: string };
  line: {
    sac: string;
    description: string;
    /** Meals supplied; null on a credit note, which returns money, not meals. */
    quantity: number | null;
    /** Before discounts, in the plan's own prices. */
    grossPaise: number;
    discountPaise: number;
    creditsPaise: number;
    /** The money received (or refunded) the tax is worked out from. */
    amountPaise: number;
  };
  tax: TaxSplit & { pricesIncludeGst: boolean; cgstRateBp: number; sgstRateBp: number };
  /** A credit note names the invoice it adjusts. */
  original: { number: string; date: IsoDate } | null;
  reason: string | null;
  /**
   * 'or' when the customer read Odia when the document was issued: its labels print in both
   * languages (decision 272). Absent on English documents and on every one issued before, so a
   * stored document is drawn as it always was.
   */
  language?: 'or';
}

/** What the order says about the money received, as stored (integer rupees). */
export interface InvoicedOrder {
  id: string;
  planName: string;
  durationLabel: string;
  mealOption: string;
  slot: string;
  totalMeals: number;
  subtotal: number;
  discount: number;
  creditsValue: number;
  paymentMode: string;
  /** What the order charged in money, GST added on top included. */
  totalPrice: number;
  /** The GST added on top of the price when the order was placed (0 when prices included it). */
  gstAmount: number;
  /** The order's own treatment, fixed when it was placed (decision 124). */
  pricesIncludeGst: boolean;
}

interface Issue {
  number: string;
  date: IsoDate;
  financialYear: string;
  supplier: BusinessSettings;
  customer: { name: string; address: string; phone: string };
  order: InvoicedOrder;
}

function supplierOf(settings: BusinessSettings): InvoiceFacts['supplier'] {
  return {
    legalName: settings.legalName,
    address: settings.address,
    state: settings.state,
    stateCode: GST_STATE_CODE[settings.state],
    gstin: settings.gstin,
    fssai: settings.fssai,
    phone: settings.phone,
    email: settings.email,
  };
}

/** What heads every document: its kind and title, number, date and the supplier issuing it. */
function headOf(kind: InvoiceKind, issue: Omit<Issue, 'customer' | 'order'>) {
  return {
    version: 1,
    kind,
    title: kind === 'invoice' ? 'Tax Invoice' : 'Credit Note',
    number: issue.number,
    date: issue.date,
    financialYear: issue.financialYear,
    supplier: supplierOf(issue.supplier),
  } satisfies Partial<InvoiceFacts>;
}

function orderOf(order: InvoicedOrder): InvoiceFacts['order'] {
  return {
    id: order.id,
    number: orderNumber(order.id),
    plan: `${order.planName}, ${order.durationLabel}, ${order.mealOption}, ${order.slot}`,
    payment: order.paymentMode === 'COD' ? 'Cash on delivery' : 'Online',
  };
}

/**
 * The tax in `amountPaise`: carved out of it when prices include GST; when GST was added on top,
 * the same share of it as of the charge it comes from, so the split totals the money exactly.
 */
function taxOf(
  amountPaise: number,
  pricesIncludeGst: boolean,
  charge: { totalPaise: number; gstPaise: number },
): InvoiceFacts['tax'] {
  return {
    ...(pricesIncludeGst ? taxSplit(amountPaise, true) : taxSplitOfCharge(amountPaise, charge)),
    pricesIncludeGst,
    cgstRateBp: CGST_RATE_BP,
    sgstRateBp: SGST_RATE_BP,
  };
}

/** The tax invoice for the money received for an order (`amount` rupees). */
export function invoiceFacts(
  issue: Issue & { amount: number; language?: InvoiceFacts['language'] },
): InvoiceFacts {
  const amountPaise = paiseOf(issue.amount);
  return {
    ...headOf('invoice', issue),
    customer: issue.customer,
    placeOfSupply: `${PLACE_OF_SUPPLY} (${GST_STATE_CODE.Odisha})`,
    reverseCharge: 'No',
    order: orderOf(issue.order),
    line: {
      sac: SAC_CODE,
      description: SAC_DESCRIPTION,
      quantity: issue.order.totalMeals,
      grossPaise: paiseOf(issue.order.subtotal),
      discountPaise: paiseOf(issue.order.discount),
      creditsPaise: paiseOf(issue.order.creditsValue),
      amountPaise,
    },
    tax: taxOf(amountPaise, issue.order.pricesIncludeGst, {
      totalPaise: paiseOf(issue.order.totalPrice),
      gstPaise: paiseOf(issue.order.gstAmount),
    }),
    original: null,
    reason: null,
    ...(issue.language ? { language: issue.language } : {}),
  };
}

/**
 * The credit note for money refunded (or issued as meal credit) against an invoice: the same tax
 * treatment as the invoice (whatever the setting says today), on the amount returned.
 */
export function creditNoteFacts(
  issue: Omit<Issue, 'customer' | 'order'> & {
    amount: number;
    invoice: InvoiceFacts;
    reason: string;
  },
): InvoiceFacts {
  const amountPaise = paiseOf(issue.amount);
  return {
    ...headOf('credit_note', issue),
    customer: issue.invoice.customer,
    placeOfSupply: issue.invoice.placeOfSupply,
    reverseCharge: 'No',
    order: issue.invoice.order,
    line: {
      sac: SAC_CODE,
      description: `Refund against tax invoice ${issue.invoice.number}`,
      quantity: null,
      grossPaise: amountPaise,
      discountPaise: 0,
      creditsPaise: 0,
      amountPaise,
    },
    tax: taxOf(amountPaise, issue.invoice.tax.pricesIncludeGst, {
      totalPaise: issue.invoice.tax.totalPaise,
      gstPaise: issue.invoice.tax.cgstPaise + issue.invoice.tax.sgstPaise,
    }),
    original: { number: issue.invoice.number, date: issue.invoice.date },
    reason: issue.reason,
    // In the language of the invoice it adjusts.
    ...(issue.invoice.language ? { language: issue.invoice.language } : {}),
  };
}
