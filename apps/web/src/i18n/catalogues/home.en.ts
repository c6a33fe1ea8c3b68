// Compiled from home.po by `npm run i18n`: edit the PO file, not this one.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "{n} of {total}": [
    [
      "n"
    ],
    " of ",
    [
      "total"
    ]
  ],
  "Show slide {n} of {total}": [
    "Show slide ",
    [
      "n"
    ],
    " of ",
    [
      "total"
    ]
  ],
  "Show plans {n} of {total}": [
    "Show plans ",
    [
      "n"
    ],
    " of ",
    [
      "total"
    ]
  ],
  "Show reviews {n} of {total}": [
    "Show reviews ",
    [
      "n"
    ],
    " of ",
    [
      "total"
    ]
  ],
  "Rated {rating} out of 5": [
    "Rated ",
    [
      "rating"
    ],
    " out of 5"
  ]
};
