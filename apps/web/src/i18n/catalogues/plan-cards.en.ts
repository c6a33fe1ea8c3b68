// Compiled from plan-cards.po by `npm run i18n`: edit the PO file, not this one.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "Starting at {price}/meal": [
    "Starting at ",
    [
      "price"
    ],
    "/meal"
  ]
};
