// Compiled from recipes.po by `npm run i18n`: edit the PO file, not this one.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "{count} recipes": [
    [
      "count"
    ],
    " recipes"
  ],
  "Nutrition per serving of {title}": [
    "Nutrition per serving of ",
    [
      "title"
    ]
  ],
  "{minutes} minutes": [
    [
      "minutes"
    ],
    " minutes"
  ],
  "Serves {count}": [
    "Serves ",
    [
      "count"
    ]
  ],
  "{title} Recipe": [
    [
      "title"
    ],
    " Recipe"
  ],
  "{desc} {calories} kcal, {protein} g protein per serving.": [
    [
      "desc"
    ],
    " ",
    [
      "calories"
    ],
    " kcal, ",
    [
      "protein"
    ],
    " g protein per serving."
  ],
  "{kcal} kcal": [
    [
      "kcal"
    ],
    " kcal"
  ],
  "{grams} g": [
    [
      "grams"
    ],
    " g"
  ]
};
