// Compiled from forms.po, account.po (the sentences the ordering and account-recovery pages name) by `npm run i18n`: edit the PO file, not this one.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "You selected {selected} days but plan requires {required} days": [
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
  "The kitchen needs {noticeHours} hours' notice before the first meal. The earliest start date now is {day}.": [
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
  "Your chosen days cannot fit {days} deliveries within 60 days. Please choose more days of the week.": [
    "Your chosen days cannot fit ",
    [
      "days"
    ],
    " deliveries within 60 days. Please choose more days of the week."
  ],
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
