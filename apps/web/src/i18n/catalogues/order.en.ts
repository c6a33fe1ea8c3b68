// Compiled from order.po by `npm run i18n`: edit the PO file, not this one.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "From {earliest} to {latest}: the kitchen needs {noticeHours} hours' notice before the first meal.": [
    "From ",
    [
      "earliest"
    ],
    " to ",
    [
      "latest"
    ],
    ": the kitchen needs ",
    [
      "noticeHours"
    ],
    " hours' notice before the first meal."
  ],
  "{count} delivery from {first} to {last}": [
    [
      "count"
    ],
    " delivery from ",
    [
      "first"
    ],
    " to ",
    [
      "last"
    ]
  ],
  "{count} delivery from {first} to {last}, lunch and dinner each day": [
    [
      "count"
    ],
    " delivery from ",
    [
      "first"
    ],
    " to ",
    [
      "last"
    ],
    ", lunch and dinner each day"
  ],
  "{count} deliveries from {first} to {last}": [
    [
      "count"
    ],
    " deliveries from ",
    [
      "first"
    ],
    " to ",
    [
      "last"
    ]
  ],
  "{count} deliveries from {first} to {last}, lunch and dinner each day": [
    [
      "count"
    ],
    " deliveries from ",
    [
      "first"
    ],
    " to ",
    [
      "last"
    ],
    ", lunch and dinner each day"
  ],
  "Show all {count} dates": [
    "Show all ",
    [
      "count"
    ],
    " dates"
  ],
  "{duration} · {mealOption} · {price}/meal": [
    [
      "duration"
    ],
    " · ",
    [
      "mealOption"
    ],
    " · ",
    [
      "price"
    ],
    "/meal"
  ],
  "{code} applied · {amount} off": [
    [
      "code"
    ],
    " applied · ",
    [
      "amount"
    ],
    " off"
  ],
  "Remove coupon {code}": [
    "Remove coupon ",
    [
      "code"
    ]
  ],
  "You have {balance} meal credit worth {value}.": [
    "You have ",
    [
      "balance"
    ],
    " meal credit worth ",
    [
      "value"
    ],
    "."
  ],
  "You have {balance} meal credits worth {value}.": [
    "You have ",
    [
      "balance"
    ],
    " meal credits worth ",
    [
      "value"
    ],
    "."
  ],
  "You have {balance} meal credit worth {value}; this order can use up to {most}.": [
    "You have ",
    [
      "balance"
    ],
    " meal credit worth ",
    [
      "value"
    ],
    "; this order can use up to ",
    [
      "most"
    ],
    "."
  ],
  "You have {balance} meal credits worth {value}; this order can use up to {most}.": [
    "You have ",
    [
      "balance"
    ],
    " meal credits worth ",
    [
      "value"
    ],
    "; this order can use up to ",
    [
      "most"
    ],
    "."
  ],
  "Use {most}": [
    "Use ",
    [
      "most"
    ]
  ],
  "{count} credit take {value} off": [
    [
      "count"
    ],
    " credit take ",
    [
      "value"
    ],
    " off"
  ],
  "{count} credits take {value} off": [
    [
      "count"
    ],
    " credits take ",
    [
      "value"
    ],
    " off"
  ],
  "Discount ({code})": [
    "Discount (",
    [
      "code"
    ],
    ")"
  ],
  "Meal credits ({count})": [
    "Meal credits (",
    [
      "count"
    ],
    ")"
  ],
  "{count} meal · pay online next": [
    [
      "count"
    ],
    " meal · pay online next"
  ],
  "{count} meals · pay online next": [
    [
      "count"
    ],
    " meals · pay online next"
  ],
  "{count} meal · pay in cash on delivery": [
    [
      "count"
    ],
    " meal · pay in cash on delivery"
  ],
  "{count} meals · pay in cash on delivery": [
    [
      "count"
    ],
    " meals · pay in cash on delivery"
  ],
  "Plot 12, {locality}": [
    "Plot 12, ",
    [
      "locality"
    ]
  ],
  "Add your house or flat number and street in {locality}.": [
    "Add your house or flat number and street in ",
    [
      "locality"
    ],
    "."
  ],
  "Edit address: {address}": [
    "Edit address: ",
    [
      "address"
    ]
  ],
  "Delete address: {address}": [
    "Delete address: ",
    [
      "address"
    ]
  ],
  "Failed to save address: {reason}": [
    "Failed to save address: ",
    [
      "reason"
    ]
  ],
  "You avoid {avoids}. On these days of your first week the dish holds it:": [
    "You avoid ",
    [
      "avoids"
    ],
    ". On these days of your first week the dish holds it:"
  ],
  "{first} and {last}": [
    [
      "first"
    ],
    " and ",
    [
      "last"
    ]
  ],
  "{amount} paid. Your plan is confirmed; taking you to your profile…": [
    [
      "amount"
    ],
    " paid. Your plan is confirmed; taking you to your profile…"
  ],
  "Pay {amount}": [
    "Pay ",
    [
      "amount"
    ]
  ],
  "{duration}, {days}": [
    [
      "duration"
    ],
    ", ",
    [
      "days"
    ]
  ],
  "{meals} meals over {days} delivery days": [
    [
      "meals"
    ],
    " meals over ",
    [
      "days"
    ],
    " delivery days"
  ],
  "{count} used": [
    [
      "count"
    ],
    " used"
  ]
};
