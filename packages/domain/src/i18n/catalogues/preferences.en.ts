// Compiled from preferences.po by `npm run i18n`: edit the PO file, not this one.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "{slot} on {date}: {dish} holds {avoids} — we'll pick {pick} for you.": [
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
    " holds ",
    [
      "avoids"
    ],
    " — we'll pick ",
    [
      "pick"
    ],
    " for you."
  ],
  "{slot} on {date}: {dish} holds {avoids} and nothing that day fits. We'll tell the kitchen; you can skip that meal or contact us.": [
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
    " holds ",
    [
      "avoids"
    ],
    " and nothing that day fits. We'll tell the kitchen; you can skip that meal or contact us."
  ],
  "{slot} on {date}: {dish} holds {avoids}, and nothing on that day's menu is free of it.": [
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
    " holds ",
    [
      "avoids"
    ],
    ", and nothing on that day's menu is free of it."
  ],
  "{count, plural, one {# meal} other {# meals}} switched to a fitting dish": [
    [
      "count",
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
    " switched to a fitting dish"
  ],
  "{count, plural, one {# meal is} other {# meals are}} back to the day's dish": [
    [
      "count",
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
    " back to the day's dish"
  ],
  "1 meal on {date} holds {avoids} and nothing on that day fits — we've told the kitchen": [
    "1 meal on ",
    [
      "date"
    ],
    " holds ",
    [
      "avoids"
    ],
    " and nothing on that day fits — we've told the kitchen"
  ],
  "{count} meals hold what you avoid and nothing on their days fits — we've told the kitchen": [
    [
      "count"
    ],
    " meals hold what you avoid and nothing on their days fits — we've told the kitchen"
  ],
  "{count, plural, one {# meal already being prepared holds what you avoid — contact us if you cannot eat it} other {# meals already being prepared hold what you avoid — contact us if you cannot eat them}}": [
    [
      "count",
      "plural",
      {
        "one": [
          "#",
          " meal already being prepared holds what you avoid — contact us if you cannot eat it"
        ],
        "other": [
          "#",
          " meals already being prepared hold what you avoid — contact us if you cannot eat them"
        ]
      }
    ]
  ],
  "{slot} on {date}: {dish} ({avoids})": [
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
    " (",
    [
      "avoids"
    ],
    ")"
  ],
  "{list}; and {count, plural, one {# more meal} other {# more meals}}": [
    [
      "list"
    ],
    "; and ",
    [
      "count",
      "plural",
      {
        "one": [
          "#",
          " more meal"
        ],
        "other": [
          "#",
          " more meals"
        ]
      }
    ]
  ],
  "Changes closed at {cutOff}. Contact us if you cannot eat it.": [
    "Changes closed at ",
    [
      "cutOff"
    ],
    ". Contact us if you cannot eat it."
  ],
  "Changes closed at {cutOff}. Contact us if you cannot eat them.": [
    "Changes closed at ",
    [
      "cutOff"
    ],
    ". Contact us if you cannot eat them."
  ],
  "Until {cutOff} you can swap it for another dish of the day, skip it (the meal moves to the end of your plan) or contact us.": [
    "Until ",
    [
      "cutOff"
    ],
    " you can swap it for another dish of the day, skip it (the meal moves to the end of your plan) or contact us."
  ],
  "Until {cutOff} you can skip it (the meal moves to the end of your plan) or contact us.": [
    "Until ",
    [
      "cutOff"
    ],
    " you can skip it (the meal moves to the end of your plan) or contact us."
  ],
  "Until each meal's cut-off (the first is {cutOff}) you can swap them for another dish of the day, skip them (the meal moves to the end of your plan) or contact us.": [
    "Until each meal's cut-off (the first is ",
    [
      "cutOff"
    ],
    ") you can swap them for another dish of the day, skip them (the meal moves to the end of your plan) or contact us."
  ],
  "Until each meal's cut-off (the first is {cutOff}) you can skip them (the meal moves to the end of your plan) or contact us.": [
    "Until each meal's cut-off (the first is ",
    [
      "cutOff"
    ],
    ") you can skip them (the meal moves to the end of your plan) or contact us."
  ]
};
