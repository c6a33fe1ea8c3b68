// What the account recovery and self-care screens and routes say (issue 15 point 3). Kept apart
// from MSG, which every storefront page loads: only the forgot-password and profile screens, which
// arrive with their own lazy routes, import these.

import { ACCOUNT_CODE_TTL_MINUTES } from './account-recovery.ts';
import { fill } from './i18n/fill.ts';

/** The account screens' sentences with values, as ICU templates (the msgid of their translation). */
export const ACCOUNT_TEMPLATES = {
  emailCodeSent: 'We have sent a 6-digit code to {email}. Enter it here to change your email.',
  phoneCodeSent:
    'We have sent a 6-digit code to {phone} on WhatsApp. Enter it here to change your phone number.',
} as const;

export const ACCOUNT_MSG = {
  identifierRequired: 'Please enter your phone number or email.',
  /**
   * The one answer to a reset request, whether or not an account matches: it must not tell who
   * has an account here.
   */
  resetCodeSent: `If an account matches, we have sent a 6-digit code to its email (and WhatsApp, if you turned it on). It works for ${ACCOUNT_CODE_TTL_MINUTES} minutes.`,
  codeFormat: 'Please enter the 6-digit code.',
  /** One message for a wrong, expired, used or unknown code: which one is not told. */
  codeInvalid: 'This code is not valid. Check it, or ask for a new one.',
  tooManyCodeRequests: 'Too many code requests. Please wait 15 minutes and try again.',
  tooManyCodeGuesses: 'Too many attempts. Please wait 15 minutes and try again.',
  passwordReset: 'Your password has been changed and you are signed in.',
  currentPasswordRequired: 'Please enter your current password.',
  currentPasswordWrong: 'The current password is not correct.',
  passwordChanged: 'Password changed. You have been signed out everywhere else.',
  nameChanged: 'Name saved.',
  contactRequired: 'Please enter the new email or the new phone number.',
  contactUnchanged: 'That is already your email or phone number.',
  emailCodeSent: (email: string) => fill(ACCOUNT_TEMPLATES.emailCodeSent, { email }),
  phoneCodeSent: (phone: string) => fill(ACCOUNT_TEMPLATES.phoneCodeSent, { phone }),
  emailChanged: 'Email changed. You have been signed out everywhere else.',
  phoneChanged: 'Phone number changed. You have been signed out everywhere else.',
  // Deleting the account (issue 25 point 2, decision 132): the password again, throttled like login.
  deletePasswordRequired: 'Please enter your password to delete your account.',
  deletePasswordWrong: 'That password is not correct, so your account was not deleted.',
  deleteTooManyAttempts:
    'Too many wrong passwords. Please wait 15 minutes and try again; your account was not deleted.',
  /** The figures shown in the dialog changed before the customer confirmed (decision 133). */
  deleteFiguresChanged:
    'What deleting your account does has changed since you opened this (a meal reached its cut-off or your credits changed). Please read the new figures and confirm again.',
  deletePreviewFailed: 'Could not load what deleting your account does. Please try again.',
  /** PUT /api/user/language with anything but the two languages we speak (issue 27). */
  invalidLanguage: 'Please choose English or Odia.',
  /** The screens' words when no answer came (the network) or the server gave no sentence. */
  requestFailed: 'Something went wrong. Please try again.',
} as const;
