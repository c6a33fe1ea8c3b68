import { z } from 'zod';
import { ACCOUNT_MSG } from '../account-messages.ts';
import { ACCOUNT_CODE_PATTERN, normaliseCode } from '../account-recovery.ts';
import { MSG } from '../messages.ts';
import { EMAIL_MAX, PASSWORD_MAX, requiredPassword, requiredText, text } from './fields.ts';
import { bodyFields } from './request-body.ts';
import { signupSchema } from './signup.ts';

// Account recovery and self-care (issue 15 point 3). A new password, name, email or phone obeys
// the very rule signup gives it: the fields are signup's own.
const { name, email, phone, password: newPassword } = signupSchema.shape;

const identifier = requiredText(ACCOUNT_MSG.identifierRequired, EMAIL_MAX, MSG.identifierTooLong);

const code = text(ACCOUNT_MSG.codeFormat)
  .overwrite(normaliseCode)
  .regex(ACCOUNT_CODE_PATTERN, { error: ACCOUNT_MSG.codeFormat });

/** POST /api/auth/forgot-password: the phone or email the account was made with. */
export const forgotPasswordBody = bodyFields({ identifier });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;

/** POST /api/auth/reset-password: the same identifier, the code sent, and the new password. */
export const resetPasswordBody = bodyFields({ identifier, code, password: newPassword });
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

const currentPassword = requiredPassword(ACCOUNT_MSG.currentPasswordRequired);

/** PUT /api/user/password */
export const changePasswordBody = bodyFields({ currentPassword, newPassword });
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** PUT /api/user/name */
export const changeNameBody = bodyFields({ name });
export type ChangeNameBody = z.infer<typeof changeNameBody>;

/**
 * POST /api/user/contact: a new email or a new phone (exactly one), with the current password.
 * The change waits for the code sent to the new contact.
 */
export const contactChangeBody = bodyFields({
  email: email.optional(),
  phone: phone.optional(),
  currentPassword,
}).refine((body) => (body.email === undefined) !== (body.phone === undefined), {
  error: ACCOUNT_MSG.contactRequired,
});
export type ContactChangeBody = z.infer<typeof contactChangeBody>;

export const CONTACT_KINDS = ['email', 'phone'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

/** POST /api/user/contact/confirm: which change and its code. */
export const contactConfirmBody = bodyFields({
  kind: z.enum(CONTACT_KINDS, { error: ACCOUNT_MSG.contactRequired }),
  code,
});
export type ContactConfirmBody = z.infer<typeof contactConfirmBody>;

const figure = z.number({ error: ACCOUNT_MSG.deleteFiguresChanged }).int().min(0);

/**
 * DELETE /api/user/delete (issue 25 point 2, decisions 132 and 133): the password again, which the
 * route checks itself so that a missing one is refused like a wrong one (403, not 400), and the
 * figures the confirmation showed, which the deletion must still match.
 */
export const deleteAccountBody = bodyFields({
  password: text(ACCOUNT_MSG.deletePasswordRequired)
    .max(PASSWORD_MAX, { error: MSG.passwordTooLong, abort: true })
    .optional(),
  expected: z
    .object(
      {
        refund: figure,
        amountDue: figure,
        mealsCancelled: figure,
        forfeited: z.object({ meals: figure, value: figure }),
      },
      { error: ACCOUNT_MSG.deleteFiguresChanged },
    )
    .optional(),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;
