// Compiled from forms.po, account.po (the sentences the ordering and account-recovery pages name) by `npm run i18n`: edit the PO file, not this one.
// Keyed by messageKey(English sentence): apps/web/src/i18n/message-key.ts.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "ifswof": [
    "You selected ",
    [
      "selected"
    ],
    " days but plan requires ",
    [
      "required"
    ],
    " days"
  ],
  "sxxsqh": [
    "The kitchen needs ",
    [
      "noticeHours"
    ],
    " hours' notice before the first meal. The earliest start date now is ",
    [
      "day"
    ],
    "."
  ],
  "hnl84f": [
    "Your chosen days cannot fit ",
    [
      "days"
    ],
    " deliveries within 60 days. Please choose more days of the week."
  ],
  "1s6qlmt": [
    "We have sent a 6-digit code to ",
    [
      "email"
    ],
    ". Enter it here to change your email."
  ],
  "7yb90h": [
    "We have sent a 6-digit code to ",
    [
      "phone"
    ],
    " on WhatsApp. Enter it here to change your phone number."
  ]
};
