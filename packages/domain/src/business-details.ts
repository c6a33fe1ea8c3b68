// The operator's legal details (issue 15 points 5 and 6): what the storefront must show under the
// Consumer Protection (E-Commerce) Rules 2020 and what a GST tax invoice must carry (CGST Rule 46).

export interface GrievanceOfficer {
  name: string;
  email: string;
  phone: string;
}

/** Everything the operator saves in admin Settings → Business. */
export interface BusinessSettings {
  legalName: string;
  address: string;
  state: SupplyState;
  gstin: string;
  /** FSSAI licence number: 14 digits. */
  fssai: string;
  /** Customer care. */
  phone: string;
  email: string;
  grievanceOfficer: GrievanceOfficer;
  /** 1 to 3 capital letters or digits that start every invoice and credit-note number. */
  invoicePrefix: string;
  /** Whether plan prices already include GST (the default): then tax is carved out of the total. */
  pricesIncludeGst: boolean;
}

/** The only state the business supplies in (region.ts): tax is CGST + SGST, never IGST. */
export const SUPPLY_STATES = ['Odisha'] as const;
export type SupplyState = (typeof SUPPLY_STATES)[number];

/** The two-digit GST state code of each supported state (the first two characters of a GSTIN). */
export const GST_STATE_CODE: Record<SupplyState, string> = { Odisha: '21' };

export const DEFAULT_INVOICE_PREFIX = 'FT';

/** What a fresh install has until the operator saves: nothing invented, prices include GST. */
export function emptyBusinessSettings(contact: { phone: string; email: string }): BusinessSettings {
  return {
    legalName: '',
    address: '',
    state: 'Odisha',
    gstin: '',
    fssai: '',
    phone: contact.phone,
    email: contact.email,
    grievanceOfficer: { name: '', email: '', phone: '' },
    invoicePrefix: DEFAULT_INVOICE_PREFIX,
    pricesIncludeGst: true,
  };
}

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** State code, PAN (5 letters, 4 digits, 1 letter), entity number, 'Z', check character. */
const GSTIN_SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The GSTIN's 15th character: the published mod-36 check over the first 14. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = GSTIN_CHARS.indexOf(first14[i] ?? '') * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36] ?? '';
}

/** A well-formed GSTIN registered in `state` (its first two digits are the state's code). */
export function isValidGstin(gstin: string, state: SupplyState = 'Odisha'): boolean {
  return (
    GSTIN_SHAPE.test(gstin) &&
    gstin.startsWith(GST_STATE_CODE[state]) &&
    gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14]
  );
}

export const isValidFssai = (value: string) => /^\d{14}$/.test(value);

export const isValidInvoicePrefix = (value: string) => /^[A-Z0-9]{1,3}$/.test(value);

/** Invoices are issued only once the supplier can be named lawfully on them (decision 111). */
export function canIssueInvoices(settings: BusinessSettings): boolean {
  return (
    settings.legalName !== '' &&
    settings.address !== '' &&
    isValidGstin(settings.gstin, settings.state) &&
    isValidFssai(settings.fssai)
  );
}

/**
 * The public answer of GET /api/settings/business: the issue's contract, no invoice numbering,
 * plus whether prices include GST, which the confirm page needs to show the total (decision 124).
 */
export function publicBusinessDetails(settings: BusinessSettings) {
  const { legalName, address, phone, email, gstin, fssai, grievanceOfficer, pricesIncludeGst } =
    settings;
  return { legalName, address, phone, email, gstin, fssai, grievanceOfficer, pricesIncludeGst };
}
