// Compiled from policies.po by `npm run i18n`: edit the PO file, not this one.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "Still have a question? {contact} and a real person will reply.": [
    "Still have a question? ",
    [
      "contact"
    ],
    " and a real person will reply."
  ],
  "Read our {refund} and {terms}.": [
    "Read our ",
    [
      "refund"
    ],
    " and ",
    [
      "terms"
    ],
    "."
  ]
};
