import { z } from 'zod';
import { API_MSG } from '../api-messages.ts';
import { MSG } from '../messages.ts';
import { PASSWORD_MAX } from './fields.ts';
import { bodyFields } from './request-body.ts';

/** Longer than a customer's minimum: this account can see every customer. */
export const ADMIN_PASSWORD_MIN = 8;

/** PUT /api/admin/password */
export const adminPasswordBody = bodyFields({
  oldPassword: z.string({ error: MSG.fillAllFields }).min(1, { error: MSG.fillAllFields }),
  newPassword: z
    .string({ error: MSG.fillAllFields })
    .min(1, { error: MSG.fillAllFields, abort: true })
    .min(ADMIN_PASSWORD_MIN, { error: API_MSG.adminPasswordLength })
    .max(PASSWORD_MAX, { error: API_MSG.adminPasswordLength }),
});
