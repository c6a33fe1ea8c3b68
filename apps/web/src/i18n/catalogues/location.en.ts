// Compiled from location.po by `npm run i18n`: edit the PO file, not this one.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "Location saved: delivering to {city}": [
    "Location saved: delivering to ",
    [
      "city"
    ]
  ]
};
