// Compiled from api.po by `npm run i18n`: edit the PO file, not this one.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "{name} must be one of: {values}.": [
    [
      "name"
    ],
    " must be one of: ",
    [
      "values"
    ],
    "."
  ],
  "{name} is required.": [
    [
      "name"
    ],
    " is required."
  ]
};
