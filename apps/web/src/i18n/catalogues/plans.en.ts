// Compiled from plans.po by `npm run i18n`: edit the PO file, not this one.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "Starting at {price}/meal": [
    "Starting at ",
    [
      "price"
    ],
    "/meal"
  ],
  "{price}/meal × {meals} meals": [
    [
      "price"
    ],
    "/meal × ",
    [
      "meals"
    ],
    " meals"
  ],
  "({count} picked)": [
    "(",
    [
      "count"
    ],
    " picked)"
  ],
  "{days} Days · {price}/day": [
    [
      "days"
    ],
    " Days · ",
    [
      "price"
    ],
    "/day"
  ],
  "{days} Days (Trial) · {price}/day": [
    [
      "days"
    ],
    " Days (Trial) · ",
    [
      "price"
    ],
    "/day"
  ],
  "{days} Days": [
    [
      "days"
    ],
    " Days"
  ]
};
