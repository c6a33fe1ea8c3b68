import { z } from 'zod';
import { MSG } from '../messages.ts';
import { emailSchema } from './fields.ts';

// The footer mailing-list box (SPEC §2.4): one address, checked like the signup email.
export const newsletterSchema = z.object({ email: emailSchema }, { error: MSG.invalidEmail });

export type NewsletterInput = z.infer<typeof newsletterSchema>;
