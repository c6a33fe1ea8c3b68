// Compiled from delivery.po by `npm run i18n`: edit the PO file, not this one.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "Changes to this delivery closed on {until}.": [
    "Changes to this delivery closed on ",
    [
      "until"
    ],
    "."
  ],
  "Change until {until}": [
    "Change until ",
    [
      "until"
    ]
  ],
  "A pause can start on {earliest} at the earliest.": [
    "A pause can start on ",
    [
      "earliest"
    ],
    " at the earliest."
  ],
  "This would move your last meal past {limit}, the furthest a plan can be extended. Please choose fewer days.": [
    "This would move your last meal past ",
    [
      "limit"
    ],
    ", the furthest a plan can be extended. Please choose fewer days."
  ],
  "{slot} on {date} skipped. Your plan now ends on {endDate}.": [
    [
      "slot"
    ],
    " on ",
    [
      "date"
    ],
    " skipped. Your plan now ends on ",
    [
      "endDate"
    ],
    "."
  ],
  "{slot} on {date} is back. Your plan now ends on {endDate}.": [
    [
      "slot"
    ],
    " on ",
    [
      "date"
    ],
    " is back. Your plan now ends on ",
    [
      "endDate"
    ],
    "."
  ],
  "Plan paused from {from} to {until}. It now ends on {endDate}.": [
    "Plan paused from ",
    [
      "from"
    ],
    " to ",
    [
      "until"
    ],
    ". It now ends on ",
    [
      "endDate"
    ],
    "."
  ],
  "Plan paused from {from} until you resume (at the latest {until}). It now ends on {endDate}.": [
    "Plan paused from ",
    [
      "from"
    ],
    " until you resume (at the latest ",
    [
      "until"
    ],
    "). It now ends on ",
    [
      "endDate"
    ],
    "."
  ],
  "Plan resumed. It now ends on {endDate}.": [
    "Plan resumed. It now ends on ",
    [
      "endDate"
    ],
    "."
  ],
  "The address for {date} is changed.": [
    "The address for ",
    [
      "date"
    ],
    " is changed."
  ],
  "Picked for you: no {avoided}": [
    "Picked for you: no ",
    [
      "avoided"
    ]
  ],
  "Holds {avoided} — we'll tell the kitchen": [
    "Holds ",
    [
      "avoided"
    ],
    " — we'll tell the kitchen"
  ],
  "Chef's choice, menu published by {date}": [
    "Chef's choice, menu published by ",
    [
      "date"
    ]
  ],
  "{slot} on {date} is now {dish}.": [
    [
      "slot"
    ],
    " on ",
    [
      "date"
    ],
    " is now ",
    [
      "dish"
    ],
    "."
  ],
  "{kcal} kcal · {protein} protein": [
    [
      "kcal"
    ],
    " kcal · ",
    [
      "protein"
    ],
    " protein"
  ]
};
