import { z } from 'zod';
import { MSG } from '../messages.ts';
import { EMAIL_MAX, NAME_MAX, requiredText } from './fields.ts';

export const CONTACT_MESSAGE_MAX = 5000;

// SPEC §5: all three required with one message; the spec asks nothing more of the address.
export const contactSchema = z.object(
  {
    name: requiredText(MSG.contactRequired, NAME_MAX, MSG.nameTooLong),
    email: requiredText(MSG.contactRequired, EMAIL_MAX, MSG.emailTooLong),
    message: requiredText(MSG.contactRequired, CONTACT_MESSAGE_MAX, MSG.contactTooLong),
  },
  { error: MSG.contactRequired },
);

export type ContactInput = z.infer<typeof contactSchema>;
