// Compiled from account.po by `npm run i18n`: edit the PO file, not this one.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "We have sent a 6-digit code to {email}. Enter it here to change your email.": [
    "We have sent a 6-digit code to ",
    [
      "email"
    ],
    ". Enter it here to change your email."
  ],
  "We have sent a 6-digit code to {phone} on WhatsApp. Enter it here to change your phone number.": [
    "We have sent a 6-digit code to ",
    [
      "phone"
    ],
    " on WhatsApp. Enter it here to change your phone number."
  ]
};
