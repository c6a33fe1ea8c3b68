import { z } from 'zod';
import {
  type BusinessSettings,
  isValidFssai,
  isValidGstin,
  isValidInvoicePrefix,
  SUPPLY_STATES,
} from '../business-details.ts';
import { BUSINESS_MSG } from '../business-messages.ts';
import { isInternationalPhone } from '../site-contact.ts';
import { EMAIL_MAX, requiredText, text } from './fields.ts';

const email = (message: string) =>
  text(message)
    .trim()
    .toLowerCase()
    .max(EMAIL_MAX, { error: message, abort: true })
    .regex(z.regexes.email, { error: message });

const phone = (message: string) =>
  text(message).trim().refine(isInternationalPhone, { error: message });

/** PUT /api/admin/settings/business: every legal detail, all required (decision 109). */
export const businessSettingsBody = z.object(
  {
    legalName: requiredText(BUSINESS_MSG.legalNameRequired, 120, BUSINESS_MSG.legalNameRequired),
    address: requiredText(BUSINESS_MSG.addressRequired, 300, BUSINESS_MSG.addressRequired),
    state: z.enum(SUPPLY_STATES, { error: BUSINESS_MSG.stateUnsupported }),
    // Upper-cased first: people type GSTINs in either case.
    gstin: text(BUSINESS_MSG.invalidGstin)
      .trim()
      .toUpperCase()
      .refine((value) => isValidGstin(value), { error: BUSINESS_MSG.invalidGstin }),
    fssai: text(BUSINESS_MSG.invalidFssai)
      .trim()
      .refine(isValidFssai, { error: BUSINESS_MSG.invalidFssai }),
    phone: phone(BUSINESS_MSG.invalidPhone),
    email: email(BUSINESS_MSG.invalidEmail),
    grievanceOfficer: z.object(
      {
        name: requiredText(BUSINESS_MSG.officerNameRequired, 100, BUSINESS_MSG.officerNameRequired),
        email: email(BUSINESS_MSG.invalidOfficerEmail),
        phone: phone(BUSINESS_MSG.invalidOfficerPhone),
      },
      { error: BUSINESS_MSG.officerNameRequired },
    ),
    invoicePrefix: text(BUSINESS_MSG.invalidPrefix)
      .trim()
      .toUpperCase()
      .refine(isValidInvoicePrefix, { error: BUSINESS_MSG.invalidPrefix }),
    pricesIncludeGst: z.boolean({ error: BUSINESS_MSG.invalidIncludesGst }),
  },
  { error: BUSINESS_MSG.invalidSettings },
) satisfies z.ZodType<BusinessSettings, unknown>;
