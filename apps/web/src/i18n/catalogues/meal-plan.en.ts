// Compiled from meal-plan.po by `npm run i18n`: edit the PO file, not this one.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "Not sure which plan fits? See a week of food on our {menus}, or book the free 30-minute nutritionist consultation after you subscribe.": [
    "Not sure which plan fits? See a week of food on our ",
    [
      "menus"
    ],
    ", or book the free 30-minute nutritionist consultation after you subscribe."
  ],
  "{days} days": [
    [
      "days"
    ],
    " days"
  ],
  "{days} days (trial)": [
    [
      "days"
    ],
    " days (trial)"
  ]
};
