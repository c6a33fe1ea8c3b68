import { z } from 'zod';
import { toWesternDigits } from '../i18n/calendar.ts';
import { MSG } from '../messages.ts';
import { EMAIL_MAX, requiredPassword, requiredText } from './fields.ts';

// SPEC §5: both fields required, one message for either. The identifier is a phone or an email;
// telling them apart is the server's lookup, not a validation rule.
export const loginSchema = z.object(
  {
    // A phone typed in Odia digits finds the account like one typed in Western digits.
    identifier: requiredText(MSG.fillAllFields, EMAIL_MAX, MSG.identifierTooLong).overwrite(
      toWesternDigits,
    ),
    password: requiredPassword(MSG.fillAllFields),
  },
  { error: MSG.fillAllFields },
);

export type LoginInput = z.infer<typeof loginSchema>;
