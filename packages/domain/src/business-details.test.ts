import { describe, expect, it } from 'vitest';
import {
  canIssueInvoices,
  emptyBusinessSettings,
  gstinCheckCharacter,
  isValidFssai,
  isValidGstin,
  isValidInvoicePrefix,
} from './business-details.ts';
import { BUSINESS_MSG } from './business-messages.ts';
import { businessSettingsBody } from './schemas/business-settings.ts';

const VALID_BUSINESS = {
  legalName: 'FitThali Foods Private Limited',
  address: 'Plot 12, Saheed Nagar, Bhubaneswar 751007',
  state: 'Odisha',
  gstin: '21AAACF1234A1ZR',
  fssai: '12021999000123',
  phone: '+91 90000 00000',
  email: 'care@fitthali.com',
  grievanceOfficer: {
    name: 'Sunita Das',
    email: 'grievance@fitthali.com',
    phone: '+91 90000 00002',
  },
  invoicePrefix: 'FT',
  pricesIncludeGst: true,
} as const;

describe('GSTIN', () => {
  it('computes the published check character', () => {
    // The example GSTIN the GST portal's documentation uses.
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckCharacter('21AAACF1234A1Z')).toBe('R');
  });

  it('accepts an Odisha GSTIN (state code 21) with the right check character only', () => {
    expect(isValidGstin('21AAACF1234A1ZR')).toBe(true);
    expect(isValidGstin('21AAACF1234A1ZS')).toBe(false);
    // Well formed and checked, but Maharashtra's.
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(false);
    expect(isValidGstin('21AAACF1234A1Z')).toBe(false);
    expect(isValidGstin('21aaacf1234a1zr')).toBe(false);
  });
});

describe('other legal details', () => {
  it('takes a 14-digit FSSAI number and a 1–3 character prefix', () => {
    expect(isValidFssai('12021999000123')).toBe(true);
    expect(isValidFssai('1202199900012')).toBe(false);
    expect(isValidFssai('1202199900012A')).toBe(false);
    expect(isValidInvoicePrefix('FT')).toBe(true);
    expect(isValidInvoicePrefix('FTX1')).toBe(false);
    expect(isValidInvoicePrefix('F/')).toBe(false);
  });

  it('issues invoices only once the supplier can be named lawfully', () => {
    const empty = emptyBusinessSettings({ phone: '+91 90000 00000', email: 'a@b.in' });
    expect(empty.pricesIncludeGst).toBe(true);
    expect(canIssueInvoices(empty)).toBe(false);
    expect(
      canIssueInvoices({
        ...VALID_BUSINESS,
        grievanceOfficer: { ...VALID_BUSINESS.grievanceOfficer },
      }),
    ).toBe(true);
  });
});

describe('businessSettingsBody', () => {
  const parse = (patch: object) => businessSettingsBody.safeParse({ ...VALID_BUSINESS, ...patch });
  const message = (patch: object) => parse(patch).error?.issues[0]?.message;

  it('accepts the full details, normalising case', () => {
    const result = parse({
      gstin: '21aaacf1234a1zr',
      invoicePrefix: 'ft',
      email: 'Care@FitThali.com',
    });
    expect(result.success).toBe(true);
    expect(result.data?.gstin).toBe('21AAACF1234A1ZR');
    expect(result.data?.invoicePrefix).toBe('FT');
    expect(result.data?.email).toBe('care@fitthali.com');
  });

  it('refuses each wrong field with its own sentence', () => {
    expect(message({ legalName: ' ' })).toBe(BUSINESS_MSG.legalNameRequired);
    expect(message({ address: '' })).toBe(BUSINESS_MSG.addressRequired);
    expect(message({ state: 'Kerala' })).toBe(BUSINESS_MSG.stateUnsupported);
    expect(message({ gstin: '27AAPFU0939F1ZV' })).toBe(BUSINESS_MSG.invalidGstin);
    expect(message({ fssai: '123' })).toBe(BUSINESS_MSG.invalidFssai);
    expect(message({ phone: '9000000000' })).toBe(BUSINESS_MSG.invalidPhone);
    expect(message({ email: 'nope' })).toBe(BUSINESS_MSG.invalidEmail);
    expect(message({ grievanceOfficer: { ...VALID_BUSINESS.grievanceOfficer, name: '' } })).toBe(
      BUSINESS_MSG.officerNameRequired,
    );
    expect(message({ grievanceOfficer: { ...VALID_BUSINESS.grievanceOfficer, email: 'x' } })).toBe(
      BUSINESS_MSG.invalidOfficerEmail,
    );
    expect(message({ invoicePrefix: 'ABCD' })).toBe(BUSINESS_MSG.invalidPrefix);
    expect(message({ pricesIncludeGst: 'yes' })).toBe(BUSINESS_MSG.invalidIncludesGst);
    expect(businessSettingsBody.safeParse(null).error?.issues[0]?.message).toBe(
      BUSINESS_MSG.invalidSettings,
    );
  });
});
