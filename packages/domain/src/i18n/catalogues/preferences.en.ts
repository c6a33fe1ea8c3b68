// Compiled from preferences.po by `npm run i18n`: edit the PO file, not this one.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "{slot} on {date}: {dish} holds {avoids} — we'll pick {pick} for you.": [
    [
      "slot"
    ],
    " on ",
    [
      "date"
    ],
    ": ",
    [
      "dish"
    ],
    " holds ",
    [
      "avoids"
    ],
    " — we'll pick ",
    [
      "pick"
    ],
    " for you."
  ],
  "{slot} on {date}: {dish} holds {avoids} and nothing that day fits. We'll tell the kitchen; you can skip that meal or contact us.": [
    [
      "slot"
    ],
    " on ",
    [
      "date"
    ],
    ": ",
    [
      "dish"
    ],
    " holds ",
    [
      "avoids"
    ],
    " and nothing that day fits. We'll tell the kitchen; you can skip that meal or contact us."
  ],
  "{slot} on {date}: {dish} holds {avoids}, and nothing on that day's menu is free of it.": [
    [
      "slot"
    ],
    " on ",
    [
      "date"
    ],
    ": ",
    [
      "dish"
    ],
    " holds ",
    [
      "avoids"
    ],
    ", and nothing on that day's menu is free of it."
  ]
};
