import type { InvoiceFacts } from '@fitthali/domain/tax-invoice';

/**
 * The words a tax invoice prints around its facts (issue 27, decision 272). An English customer's
 * document says the English alone, exactly as before; a customer who read Odia when it was issued
 * (`facts.language`) gets each label in both languages, English first: the document is a tax
 * record the business and its accountant read too, and a label in both says the same to each.
 */
const LABELS = {
  'Tax Invoice': 'ଟ୍ୟାକ୍ସ ଇନଭଏସ୍',
  'Credit Note': 'କ୍ରେଡିଟ୍ ନୋଟ୍',
  'Tax Invoice No.': 'ଟ୍ୟାକ୍ସ ଇନଭଏସ୍ ନଂ.',
  'Credit Note No.': 'କ୍ରେଡିଟ୍ ନୋଟ୍ ନଂ.',
  State: 'ରାଜ୍ୟ',
  code: 'କୋଡ୍',
  'FSSAI Lic. No.': 'FSSAI ଲାଇସେନ୍ସ ନଂ.',
  'Customer care': 'ଗ୍ରାହକ ସେବା',
  Date: 'ତାରିଖ',
  'Financial year': 'ଆର୍ଥିକ ବର୍ଷ',
  'Place of supply': 'ଯୋଗାଣ ସ୍ଥାନ',
  'Reverse charge': 'ରିଭର୍ସ ଚାର୍ଜ',
  No: 'ନାହିଁ',
  Order: 'ଅର୍ଡର୍',
  'Cash on delivery': 'କ୍ୟାସ୍ ଅନ୍ ଡେଲିଭରି',
  Online: 'ଅନଲାଇନ୍',
  'Against tax invoice': 'ଯେଉଁ ଟ୍ୟାକ୍ସ ଇନଭଏସ୍ ବଦଳରେ',
  dated: 'ତାରିଖ',
  'Billed to (recipient)': 'ବିଲ୍ ପାଉଥିବା ଗ୍ରାହକ',
  Customer: 'ଗ୍ରାହକ',
  'Delivery address': 'ଡେଲିଭରି ଠିକଣା',
  Phone: 'ଫୋନ୍',
  Reason: 'କାରଣ',
  Quantity: 'ପରିମାଣ',
  'Plan value (incl. GST)': 'ପ୍ଲାନର ମୂଲ୍ୟ (GST ସହିତ)',
  'Plan value (before GST)': 'ପ୍ଲାନର ମୂଲ୍ୟ (GST ବିନା)',
  'Less discount': 'ରିହାତି (discount) ବାଦ୍',
  'Less meal credits': 'ମିଲ୍ କ୍ରେଡିଟ୍ ବାଦ୍',
  'Amount received (incl. GST)': 'ମିଳିଥିବା ଟଙ୍କା (GST ସହିତ)',
  'Amount refunded (incl. GST)': 'ଫେରସ୍ତ ଟଙ୍କା (GST ସହିତ)',
  'Taxable value (after discount)': 'କରଯୋଗ୍ୟ ମୂଲ୍ୟ (ରିହାତି ପରେ)',
  Total: 'ମୋଟ',
} as const;

export type InvoiceLabel = keyof typeof LABELS;

/** The Odia lines the document adds under its English ones. */
const ODIA_LINES = {
  /** The heading's Odia, after the English in capitals. */
  title: (title: InvoiceFacts['title']) => LABELS[title],
  /** SAC_DESCRIPTION in Odia. */
  invoiceLine: 'ମିଲ୍ ପ୍ଲାନ୍ ସବସ୍କ୍ରିପସନ୍: ରାନ୍ଧିଥିବା ଖାଦ୍ୟ ଯୋଗାଣ ଓ ଡେଲିଭରି',
  creditNoteLine: (invoice: string) => `ଟ୍ୟାକ୍ସ ଇନଭଏସ୍ ${invoice} ବଦଳରେ ଫେରସ୍ତ (refund)`,
  meals: (count: number) => `${count}ଟି ଭୋଜନ`,
  amounts: 'ସମସ୍ତ ରାଶି ଭାରତୀୟ ଟଙ୍କାରେ। ରିଭର୍ସ ଚାର୍ଜରେ ଦେୟ କର: ନାହିଁ।',
  signatory: (legalName: string) => `${legalName} ପକ୍ଷରୁ: ପ୍ରାଧିକୃତ ସ୍ୱାକ୍ଷରକାରୀ (କମ୍ପ୍ୟୁଟରରେ ପ୍ରସ୍ତୁତ ଦସ୍ତାବିଜ)।`,
} as const;

export interface InvoiceWords {
  /** A label: 'Date', or 'Date / ତାରିଖ' on a bilingual document. */
  label(english: InvoiceLabel): string;
  /** The Odia line printed under an English one, or null on an English document. */
  odia: { [K in keyof typeof ODIA_LINES]: (typeof ODIA_LINES)[K] } | null;
}

/** The words of one document, in the language it was issued in. */
export function invoiceWords(facts: Pick<InvoiceFacts, 'language'>): InvoiceWords {
  if (facts.language !== 'or') return { label: (english) => english, odia: null };
  return { label: (english) => `${english} / ${LABELS[english]}`, odia: ODIA_LINES };
}
