import { z } from 'zod';
import { MSG } from '../messages.ts';
import { EMAIL_MAX, requiredPassword, requiredText } from './fields.ts';

// SPEC §5: both required and nothing more; a wrong address simply fails as 'Invalid credentials'.
export const adminLoginSchema = z.object(
  {
    email: requiredText(MSG.fillAllFields, EMAIL_MAX, MSG.emailTooLong).toLowerCase(),
    password: requiredPassword(MSG.fillAllFields),
  },
  { error: MSG.fillAllFields },
);

export type AdminLoginInput = z.infer<typeof adminLoginSchema>;
