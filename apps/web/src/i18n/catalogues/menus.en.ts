// Compiled from menus.po by `npm run i18n`: edit the PO file, not this one.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "Showing the {option} menu, Monday to Sunday": [
    "Showing the ",
    [
      "option"
    ],
    " menu, Monday to Sunday"
  ],
  "This week: {label}": [
    "This week: ",
    [
      "label"
    ]
  ],
  "{title}, {option} menu": [
    [
      "title"
    ],
    ", ",
    [
      "option"
    ],
    " menu"
  ],
  "{kcal} kcal {meal}": [
    [
      "kcal"
    ],
    " kcal ",
    [
      "meal"
    ]
  ],
  "{option} menu, {label}": [
    [
      "option"
    ],
    " menu, ",
    [
      "label"
    ]
  ],
  " · {kcal} kcal": [
    " · ",
    [
      "kcal"
    ],
    " kcal"
  ]
};
