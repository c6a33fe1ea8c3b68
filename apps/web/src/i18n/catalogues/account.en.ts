// Compiled from account.po by `npm run i18n`: edit the PO file, not this one.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "Welcome, {name}": [
    "Welcome, ",
    [
      "name"
    ]
  ],
  "{delivered} of {bought} meals delivered": [
    [
      "delivered"
    ],
    " of ",
    [
      "bought"
    ],
    " meals delivered"
  ],
  "Last delivery {date}": [
    "Last delivery ",
    [
      "date"
    ]
  ],
  "{count} meals to come": [
    [
      "count"
    ],
    " meals to come"
  ],
  "Meal credits: {credits}": [
    "Meal credits: ",
    [
      "credits"
    ]
  ],
  "{count} subscriptions shown": [
    [
      "count"
    ],
    " subscriptions shown"
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
  "Renew {plan}": [
    "Renew ",
    [
      "plan"
    ]
  ],
  "Continue {plan} with a full plan": [
    "Continue ",
    [
      "plan"
    ],
    " with a full plan"
  ],
  "Paused until {until}": [
    "Paused until ",
    [
      "until"
    ]
  ],
  "Pause from {from} until you resume": [
    "Pause from ",
    [
      "from"
    ],
    " until you resume"
  ],
  "Pause from {from} to {until}": [
    "Pause from ",
    [
      "from"
    ],
    " to ",
    [
      "until"
    ]
  ],
  "{count} meals delivered": [
    [
      "count"
    ],
    " meals delivered"
  ],
  "{count} meals still coming, the last on {date}": [
    [
      "count"
    ],
    " meals still coming, the last on ",
    [
      "date"
    ]
  ],
  "Last meal {date}": [
    "Last meal ",
    [
      "date"
    ]
  ],
  "{days} days": [
    [
      "days"
    ],
    " days"
  ],
  "ends {date}": [
    "ends ",
    [
      "date"
    ]
  ],
  "ended {date}": [
    "ended ",
    [
      "date"
    ]
  ],
  "Manage deliveries of {plan}": [
    "Manage deliveries of ",
    [
      "plan"
    ]
  ],
  "View deliveries of {plan}": [
    "View deliveries of ",
    [
      "plan"
    ]
  ],
  "Could not download {number}. Try again.": [
    "Could not download ",
    [
      "number"
    ],
    ". Try again."
  ],
  "Download tax invoice {number} (PDF)": [
    "Download tax invoice ",
    [
      "number"
    ],
    " (PDF)"
  ],
  "Download credit note {number} (PDF)": [
    "Download credit note ",
    [
      "number"
    ],
    " (PDF)"
  ],
  "{channel} {status}": [
    [
      "channel"
    ],
    " ",
    [
      "status"
    ]
  ],
  "expected in {time}": [
    "expected in ",
    [
      "time"
    ]
  ],
  "Requested {date}": [
    "Requested ",
    [
      "date"
    ]
  ],
  "{slot} on {date}: {dish} instead of {before}": [
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
    " instead of ",
    [
      "before"
    ]
  ],
  "{slot} on {date}: {dish} is already being prepared.": [
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
    " is already being prepared."
  ],
  "1 meal credit ({value}) expires on {date}": [
    "1 meal credit (",
    [
      "value"
    ],
    ") expires on ",
    [
      "date"
    ]
  ],
  "{count} meal credits ({value}) expire on {date}": [
    [
      "count"
    ],
    " meal credits (",
    [
      "value"
    ],
    ") expire on ",
    [
      "date"
    ]
  ],
  "{kind}: {reason}": [
    [
      "kind"
    ],
    ": ",
    [
      "reason"
    ]
  ]
};
