// Compiled from deliveries.po by `npm run i18n`: edit the PO file, not this one.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "Paused from {from} until you resume (at the latest {until}).": [
    "Paused from ",
    [
      "from"
    ],
    " until you resume (at the latest ",
    [
      "until"
    ],
    ")."
  ],
  "Paused from {from} to {until}.": [
    "Paused from ",
    [
      "from"
    ],
    " to ",
    [
      "until"
    ],
    "."
  ],
  "Going away? Paused meals move to the end of your plan, up to {limit}.": [
    "Going away? Paused meals move to the end of your plan, up to ",
    [
      "limit"
    ],
    "."
  ],
  "1 meal moves to the end; your plan would end on {endDate}.": [
    "1 meal moves to the end; your plan would end on ",
    [
      "endDate"
    ],
    "."
  ],
  "{count} meals move to the end; your plan would end on {endDate}.": [
    [
      "count"
    ],
    " meals move to the end; your plan would end on ",
    [
      "endDate"
    ],
    "."
  ],
  "Only {date} (past the cut-off)": [
    "Only ",
    [
      "date"
    ],
    " (past the cut-off)"
  ],
  "Only {date}": [
    "Only ",
    [
      "date"
    ]
  ],
  "{amount} is being refunded to your original payment method.": [
    [
      "amount"
    ],
    " is being refunded to your original payment method."
  ],
  "{count} meal credits were added to your profile.": [
    [
      "count"
    ],
    " meal credits were added to your profile."
  ],
  "Not received? Tell us by {until}": [
    "Not received? Tell us by ",
    [
      "until"
    ]
  ],
  "{slot} on {date}": [
    [
      "slot"
    ],
    " on ",
    [
      "date"
    ]
  ],
  "Missed: {reason}": [
    "Missed: ",
    [
      "reason"
    ]
  ],
  "Contains {allergens}": [
    "Contains ",
    [
      "allergens"
    ]
  ],
  "Dishes for {when}": [
    "Dishes for ",
    [
      "when"
    ]
  ],
  "Swap to {dish}": [
    "Swap to ",
    [
      "dish"
    ]
  ],
  "Swap {dish}": [
    "Swap ",
    [
      "dish"
    ]
  ],
  "{delivered} of {count} delivered": [
    [
      "delivered"
    ],
    " of ",
    [
      "count"
    ],
    " delivered"
  ],
  "1 meal · {value}": [
    "1 meal · ",
    [
      "value"
    ]
  ],
  "{count} meals · {value}": [
    [
      "count"
    ],
    " meals · ",
    [
      "value"
    ]
  ],
  "Past deliveries ({count})": [
    "Past deliveries (",
    [
      "count"
    ],
    ")"
  ],
  "Cancelled meals ({count})": [
    "Cancelled meals (",
    [
      "count"
    ],
    ")"
  ],
  "{count} stars": [
    [
      "count"
    ],
    " stars"
  ],
  "You rated this meal {stars}.": [
    "You rated this meal ",
    [
      "stars"
    ],
    "."
  ],
  "You can rate it until {until}.": [
    "You can rate it until ",
    [
      "until"
    ],
    "."
  ]
};
