// Compiled from money.po by `npm run i18n`: edit the PO file, not this one.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "{count, plural, one {This meal is} other {These # meals are}} already being prepared and will still be delivered to you: {list}.": [
    [
      "count",
      "plural",
      {
        "one": [
          "This meal is"
        ],
        "other": [
          "These ",
          "#",
          " meals are"
        ]
      }
    ],
    " already being prepared and will still be delivered to you: ",
    [
      "list"
    ],
    "."
  ],
  "Your {plan} is cancelled. {count, plural, one {This meal is} other {These # meals are}} already being prepared and will still be delivered to you: {list}.": [
    "Your ",
    [
      "plan"
    ],
    " is cancelled. ",
    [
      "count",
      "plural",
      {
        "one": [
          "This meal is"
        ],
        "other": [
          "These ",
          "#",
          " meals are"
        ]
      }
    ],
    " already being prepared and will still be delivered to you: ",
    [
      "list"
    ],
    "."
  ],
  "Your {plan} is cancelled; no more meals will be delivered.": [
    "Your ",
    [
      "plan"
    ],
    " is cancelled; no more meals will be delivered."
  ],
  "We are refunding {amount} to your original payment method; it arrives in 5–7 working days.": [
    "We are refunding ",
    [
      "amount"
    ],
    " to your original payment method; it arrives in 5–7 working days."
  ],
  "{meals, plural, one {# meal becomes a meal credit} other {# meals become meal credits}} worth {worth}. They are on your profile for your next order.": [
    [
      "meals",
      "plural",
      {
        "one": [
          "#",
          " meal becomes a meal credit"
        ],
        "other": [
          "#",
          " meals become meal credits"
        ]
      }
    ],
    " worth ",
    [
      "worth"
    ],
    ". They are on your profile for your next order."
  ],
  "{meals, plural, one {# meal becomes a meal credit} other {# meals become meal credits}} worth {worth}.": [
    [
      "meals",
      "plural",
      {
        "one": [
          "#",
          " meal becomes a meal credit"
        ],
        "other": [
          "#",
          " meals become meal credits"
        ]
      }
    ],
    " worth ",
    [
      "worth"
    ],
    "."
  ],
  "{amount} stays due in cash, only for the meals you keep; the cancelled meals are not charged.": [
    [
      "amount"
    ],
    " stays due in cash, only for the meals you keep; the cancelled meals are not charged."
  ],
  "{amount} will be refunded to your original payment method in 5–7 working days.": [
    [
      "amount"
    ],
    " will be refunded to your original payment method in 5–7 working days."
  ],
  "The {back, plural, one {# meal credit you spent on this order comes} other {# meal credits you spent on this order come}} back to you.": [
    "The ",
    [
      "back",
      "plural",
      {
        "one": [
          "#",
          " meal credit you spent on this order comes"
        ],
        "other": [
          "#",
          " meal credits you spent on this order come"
        ]
      }
    ],
    " back to you."
  ],
  "{amount} stays due in cash, only for the meals you keep (delivered or already being prepared); the cancelled meals are not charged.": [
    [
      "amount"
    ],
    " stays due in cash, only for the meals you keep (delivered or already being prepared); the cancelled meals are not charged."
  ],
  "{plans, plural, one {Your active plan ends} other {Your # active plans end}}: {cancelled, plural, one {# meal is} other {# meals are}} cancelled.": [
    [
      "plans",
      "plural",
      {
        "one": [
          "Your active plan ends"
        ],
        "other": [
          "Your ",
          "#",
          " active plans end"
        ]
      }
    ],
    ": ",
    [
      "cancelled",
      "plural",
      {
        "one": [
          "#",
          " meal is"
        ],
        "other": [
          "#",
          " meals are"
        ]
      }
    ],
    " cancelled."
  ],
  "{plans, plural, one {Your active plan ends} other {Your # active plans end}}: {cancelled, plural, one {# meal is} other {# meals are}} cancelled. {still, plural, one {# meal already being prepared is} other {# meals already being prepared are}} still delivered.": [
    [
      "plans",
      "plural",
      {
        "one": [
          "Your active plan ends"
        ],
        "other": [
          "Your ",
          "#",
          " active plans end"
        ]
      }
    ],
    ": ",
    [
      "cancelled",
      "plural",
      {
        "one": [
          "#",
          " meal is"
        ],
        "other": [
          "#",
          " meals are"
        ]
      }
    ],
    " cancelled. ",
    [
      "still",
      "plural",
      {
        "one": [
          "#",
          " meal already being prepared is"
        ],
        "other": [
          "#",
          " meals already being prepared are"
        ]
      }
    ],
    " still delivered."
  ],
  "{amount} is refunded to your original payment method in 5–7 working days, for plans that had not started.": [
    [
      "amount"
    ],
    " is refunded to your original payment method in 5–7 working days, for plans that had not started."
  ],
  "{amount} stays due in cash, only for the meals you keep (delivered or already being prepared).": [
    [
      "amount"
    ],
    " stays due in cash, only for the meals you keep (delivered or already being prepared)."
  ],
  "{meals, plural, one {{value} of meal credits (1 meal) is forfeited: credits cannot be paid out or used without an account.} other {{value} of meal credits (# meals) are forfeited: credits cannot be paid out or used without an account.}}": [
    [
      "meals",
      "plural",
      {
        "one": [
          [
            "value"
          ],
          " of meal credits (1 meal) is forfeited: credits cannot be paid out or used without an account."
        ],
        "other": [
          [
            "value"
          ],
          " of meal credits (",
          "#",
          " meals) are forfeited: credits cannot be paid out or used without an account."
        ]
      }
    ]
  ],
  "This includes {value} ({meals, plural, one {# meal} other {# meals}}) that ending your plans gives as meal credits under our refund policy.": [
    "This includes ",
    [
      "value"
    ],
    " (",
    [
      "meals",
      "plural",
      {
        "one": [
          "#",
          " meal"
        ],
        "other": [
          "#",
          " meals"
        ]
      }
    ],
    ") that ending your plans gives as meal credits under our refund policy."
  ],
  "{meals, plural, one {{rupees} · 1 meal, expiring on {firstExpiry}} other {{rupees} · # meals, the first expiring on {firstExpiry}}}": [
    [
      "meals",
      "plural",
      {
        "one": [
          [
            "rupees"
          ],
          " · 1 meal, expiring on ",
          [
            "firstExpiry"
          ]
        ],
        "other": [
          [
            "rupees"
          ],
          " · ",
          "#",
          " meals, the first expiring on ",
          [
            "firstExpiry"
          ]
        ]
      }
    ]
  ],
  "Meal credit: {amount}": [
    "Meal credit: ",
    [
      "amount"
    ]
  ],
  "Your report was accepted: this meal earned a meal credit of {amount}.": [
    "Your report was accepted: this meal earned a meal credit of ",
    [
      "amount"
    ],
    "."
  ],
  "What you paid for this order ({paid}) has already come back to you. So no meal credit is added for this meal.": [
    "What you paid for this order (",
    [
      "paid"
    ],
    ") has already come back to you. So no meal credit is added for this meal."
  ],
  "What you paid for this order ({paid}) has already come back to you: {refunded} refunded. So no meal credit is added for this meal.": [
    "What you paid for this order (",
    [
      "paid"
    ],
    ") has already come back to you: ",
    [
      "refunded"
    ],
    " refunded. So no meal credit is added for this meal."
  ],
  "What you paid for this order ({paid}) has already come back to you: {credited} in meal credits. So no meal credit is added for this meal.": [
    "What you paid for this order (",
    [
      "paid"
    ],
    ") has already come back to you: ",
    [
      "credited"
    ],
    " in meal credits. So no meal credit is added for this meal."
  ],
  "What you paid for this order ({paid}) has already come back to you: {refunded} refunded and {credited} in meal credits. So no meal credit is added for this meal.": [
    "What you paid for this order (",
    [
      "paid"
    ],
    ") has already come back to you: ",
    [
      "refunded"
    ],
    " refunded and ",
    [
      "credited"
    ],
    " in meal credits. So no meal credit is added for this meal."
  ]
};
