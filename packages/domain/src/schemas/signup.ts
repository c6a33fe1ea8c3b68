import { z } from 'zod';
import { toWesternDigits } from '../i18n/calendar.ts';
import { MSG } from '../messages.ts';
import { emailSchema, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, text } from './fields.ts';

// SPEC §5 signup rules with their exact messages; the form shows each under its field.
export const signupSchema = z.object(
  {
    name: text(MSG.nameTooShort)
      .trim()
      .max(NAME_MAX, { error: MSG.nameTooLong, abort: true })
      .min(3, { error: MSG.nameTooShort }),
    email: emailSchema,
    // People type phone numbers with spaces ('98765 43210'); the form strips them while typing and
    // the server does the same so both store the bare 10 digits; Odia digits read as Western ones
    // (decision 183).
    phone: text(MSG.invalidPhone)
      .overwrite((value) => toWesternDigits(value).replace(/\s+/g, ''))
      .regex(/^\d{10}$/, { error: MSG.invalidPhone }),
    password: text(MSG.passwordTooShort)
      .max(PASSWORD_MAX, { error: MSG.passwordTooLong, abort: true })
      .min(PASSWORD_MIN, { error: MSG.passwordTooShort }),
  },
  { error: MSG.fillAllFields },
);

export type SignupInput = z.infer<typeof signupSchema>;
