// Compiled from preferences.po by `npm run i18n`: edit the PO file, not this one.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "avoids must be a list of what you avoid, for example [\"eggs\", \"onion-garlic\"].": [
    "avoids ଆପଣ ଏଡ଼ାଉଥିବା ଜିନିଷର ଏକ ତାଲିକା ହେବା ଦରକାର, ଯେମିତି [\"eggs\", \"onion-garlic\"]।"
  ],
  "avoids lists more entries than there are things to avoid.": [
    "avoids ରେ ଏଡ଼ାଇବା ଯୋଗ୍ୟ ଜିନିଷଠାରୁ ଅଧିକ ନାମ ଅଛି।"
  ],
  "plan must be the name of one of our plans, for example High Protein.": [
    "plan ଆମର ଗୋଟିଏ ପ୍ଲାନର ନାମ ହେବା ଦରକାର, ଯେମିତି High Protein।"
  ],
  "mealOption must be Veg or Non-Veg.": [
    "mealOption ନିରାମିଷ (Veg) କିମ୍ବା ଆମିଷ (Non-Veg) ହେବା ଦରକାର।"
  ],
  "slot must be Lunch, Dinner or Lunch + Dinner.": [
    "slot ହେଉଛି Lunch, Dinner କିମ୍ବା Lunch + Dinner।"
  ],
  "startDate must be a calendar date (YYYY-MM-DD).": [
    "startDate କ୍ୟାଲେଣ୍ଡରର ଏକ ତାରିଖ (YYYY-MM-DD) ହେବା ଦରକାର।"
  ],
  "We could not save your preferences. Please try again.": [
    "ଆପଣଙ୍କ ପସନ୍ଦ ଆମେ ସେଭ୍ କରିପାରିଲୁ ନାହିଁ। ଦୟାକରି ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।"
  ],
  "{slot} on {date}: {dish} holds {avoids} — we'll pick {pick} for you.": [
    [
      "date"
    ],
    "ର ",
    [
      "slot"
    ],
    ": ",
    [
      "dish"
    ],
    "ରେ ",
    [
      "avoids"
    ],
    " ଅଛି — ଆମେ ଆପଣଙ୍କ ପାଇଁ ",
    [
      "pick"
    ],
    " ବାଛିବୁ।"
  ],
  "{slot} on {date}: {dish} holds {avoids} and nothing that day fits. We'll tell the kitchen; you can skip that meal or contact us.": [
    [
      "date"
    ],
    "ର ",
    [
      "slot"
    ],
    ": ",
    [
      "dish"
    ],
    "ରେ ",
    [
      "avoids"
    ],
    " ଅଛି ଏବଂ ସେହି ଦିନର ମେନୁରେ ଆଉ କିଛି ମେଳ ଖାଉନାହିଁ। ଆମେ ରୋଷେଇ ଘରକୁ ଜଣାଇବୁ; ଆପଣ ସେହି ଭୋଜନ ବାଦ୍ (skip) ଦେଇପାରିବେ କିମ୍ବା ଆମ ସହ ଯୋଗାଯୋଗ କରିପାରିବେ।"
  ],
  "{slot} on {date}: {dish} holds {avoids}, and nothing on that day's menu is free of it.": [
    [
      "date"
    ],
    "ର ",
    [
      "slot"
    ],
    ": ",
    [
      "dish"
    ],
    "ରେ ",
    [
      "avoids"
    ],
    " ଅଛି, ଏବଂ ସେହି ଦିନର ମେନୁରେ ଏହା ନ ଥିବା କୌଣସି ଖାଦ୍ୟ ନାହିଁ।"
  ],
  "Preferences saved. None of your upcoming meals needed a change.": [
    "ପସନ୍ଦ ସେଭ୍ ହେଲା। ଆପଣଙ୍କ ଆଗାମୀ କୌଣସି ଭୋଜନରେ ବଦଳ ଦରକାର ପଡ଼ିଲା ନାହିଁ।"
  ],
  "{count, plural, one {# meal} other {# meals}} switched to a fitting dish": [
    [
      "count",
      "plural",
      {
        "one": [
          "#",
          "ଟି ଭୋଜନ"
        ],
        "other": [
          "#",
          "ଟି ଭୋଜନ"
        ]
      }
    ],
    " ଆପଣଙ୍କ ପସନ୍ଦର ଖାଦ୍ୟକୁ ବଦଳାଗଲା"
  ],
  "{count, plural, one {# meal is} other {# meals are}} back to the day's dish": [
    [
      "count",
      "plural",
      {
        "one": [
          "#",
          "ଟି ଭୋଜନ"
        ],
        "other": [
          "#",
          "ଟି ଭୋଜନ"
        ]
      }
    ],
    " ପୁଣି ସେହି ଦିନର ଖାଦ୍ୟକୁ ଫେରିଗଲା"
  ],
  "1 meal on {date} holds {avoids} and nothing on that day fits — we've told the kitchen": [
    [
      "date"
    ],
    "ର 1ଟି ଭୋଜନରେ ",
    [
      "avoids"
    ],
    " ଅଛି ଓ ସେହି ଦିନ ଆଉ କିଛି ମେଳ ଖାଉନାହିଁ — ଆମେ ରୋଷେଇ ଘରକୁ ଜଣାଇଦେଇଛୁ"
  ],
  "{count} meals hold what you avoid and nothing on their days fits — we've told the kitchen": [
    [
      "count"
    ],
    "ଟି ଭୋଜନରେ ଆପଣ ଏଡ଼ାଉଥିବା ଜିନିଷ ଅଛି ଓ ସେହି ଦିନଗୁଡ଼ିକରେ ଆଉ କିଛି ମେଳ ଖାଉନାହିଁ — ଆମେ ରୋଷେଇ ଘରକୁ ଜଣାଇଦେଇଛୁ"
  ],
  "{count, plural, one {# meal already being prepared holds what you avoid — contact us if you cannot eat it} other {# meals already being prepared hold what you avoid — contact us if you cannot eat them}}": [
    [
      "count",
      "plural",
      {
        "one": [
          "ପ୍ରସ୍ତୁତ ହେଉଥିବା ",
          "#",
          "ଟି ଭୋଜନରେ ଆପଣ ଏଡ଼ାଉଥିବା ଜିନିଷ ଅଛି — ଆପଣ ଏହା ଖାଇ ନ ପାରିଲେ ଆମ ସହ ଯୋଗାଯୋଗ କରନ୍ତୁ"
        ],
        "other": [
          "ପ୍ରସ୍ତୁତ ହେଉଥିବା ",
          "#",
          "ଟି ଭୋଜନରେ ଆପଣ ଏଡ଼ାଉଥିବା ଜିନିଷ ଅଛି — ଆପଣ ସେଗୁଡ଼ିକ ଖାଇ ନ ପାରିଲେ ଆମ ସହ ଯୋଗାଯୋଗ କରନ୍ତୁ"
        ]
      }
    ]
  ],
  "{slot} on {date}: {dish} ({avoids})": [
    [
      "date"
    ],
    "ର ",
    [
      "slot"
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
    "; ଆଉ ",
    [
      "count",
      "plural",
      {
        "one": [
          "#",
          "ଟି ଭୋଜନ"
        ],
        "other": [
          "#",
          "ଟି ଭୋଜନ"
        ]
      }
    ]
  ],
  "Changes closed at {cutOff}. Contact us if you cannot eat it.": [
    [
      "cutOff"
    ],
    "ରେ ବଦଳ କରିବାର ସମୟ ସରିଗଲା। ଆପଣ ଏହା ଖାଇ ନ ପାରିଲେ ଆମ ସହ ଯୋଗାଯୋଗ କରନ୍ତୁ।"
  ],
  "Changes closed at {cutOff}. Contact us if you cannot eat them.": [
    [
      "cutOff"
    ],
    "ରେ ବଦଳ କରିବାର ସମୟ ସରିଗଲା। ଆପଣ ସେଗୁଡ଼ିକ ଖାଇ ନ ପାରିଲେ ଆମ ସହ ଯୋଗାଯୋଗ କରନ୍ତୁ।"
  ],
  "Until {cutOff} you can swap it for another dish of the day, skip it (the meal moves to the end of your plan) or contact us.": [
    [
      "cutOff"
    ],
    " ପର୍ଯ୍ୟନ୍ତ ଆପଣ ଏହାକୁ ସେହି ଦିନର ଅନ୍ୟ ଏକ ଖାଦ୍ୟ ସହ ବଦଳାଇପାରିବେ (swap), ବାଦ୍ (skip) ଦେଇପାରିବେ (ଭୋଜନଟି ଆପଣଙ୍କ ପ୍ଲାନର ଶେଷକୁ ଚାଲିଯିବ) କିମ୍ବା ଆମ ସହ ଯୋଗାଯୋଗ କରିପାରିବେ।"
  ],
  "Until {cutOff} you can skip it (the meal moves to the end of your plan) or contact us.": [
    [
      "cutOff"
    ],
    " ପର୍ଯ୍ୟନ୍ତ ଆପଣ ଏହାକୁ ବାଦ୍ (skip) ଦେଇପାରିବେ (ଭୋଜନଟି ଆପଣଙ୍କ ପ୍ଲାନର ଶେଷକୁ ଚାଲିଯିବ) କିମ୍ବା ଆମ ସହ ଯୋଗାଯୋଗ କରିପାରିବେ।"
  ],
  "Until each meal's cut-off (the first is {cutOff}) you can swap them for another dish of the day, skip them (the meal moves to the end of your plan) or contact us.": [
    "ପ୍ରତ୍ୟେକ ଭୋଜନର ଶେଷ ସମୟ (cut-off) ପର୍ଯ୍ୟନ୍ତ (ପ୍ରଥମଟି ",
    [
      "cutOff"
    ],
    ") ଆପଣ ସେଗୁଡ଼ିକୁ ସେହି ଦିନର ଅନ୍ୟ ଖାଦ୍ୟ ସହ ବଦଳାଇପାରିବେ (swap), ବାଦ୍ (skip) ଦେଇପାରିବେ (ଭୋଜନ ଆପଣଙ୍କ ପ୍ଲାନର ଶେଷକୁ ଚାଲିଯିବ) କିମ୍ବା ଆମ ସହ ଯୋଗାଯୋଗ କରିପାରିବେ।"
  ],
  "Until each meal's cut-off (the first is {cutOff}) you can skip them (the meal moves to the end of your plan) or contact us.": [
    "ପ୍ରତ୍ୟେକ ଭୋଜନର ଶେଷ ସମୟ (cut-off) ପର୍ଯ୍ୟନ୍ତ (ପ୍ରଥମଟି ",
    [
      "cutOff"
    ],
    ") ଆପଣ ସେଗୁଡ଼ିକୁ ବାଦ୍ (skip) ଦେଇପାରିବେ (ଭୋଜନ ଆପଣଙ୍କ ପ୍ଲାନର ଶେଷକୁ ଚାଲିଯିବ) କିମ୍ବା ଆମ ସହ ଯୋଗାଯୋଗ କରିପାରିବେ।"
  ],
  "We could not find that notification.": [
    "ସେହି ସୂଚନା (notification) ଆମେ ପାଇଲୁ ନାହିଁ।"
  ],
  "Each notification setting must be on or off.": [
    "ପ୍ରତ୍ୟେକ ସୂଚନା ସେଟିଂ ଚାଲୁ କିମ୍ବା ବନ୍ଦ ହେବା ଦରକାର।"
  ],
  "Notification settings saved.": [
    "ସୂଚନା ସେଟିଂସ୍ ସେଭ୍ ହେଲା।"
  ],
  "Add a phone number to your account before turning on WhatsApp.": [
    "WhatsApp ଚାଲୁ କରିବା ଆଗରୁ ଆପଣଙ୍କ ଆକାଉଣ୍ଟରେ ଏକ ଫୋନ୍ ନମ୍ବର ଯୋଡ଼ନ୍ତୁ।"
  ],
  "The message will be sent again in a moment.": [
    "ମେସେଜ୍ ଟିକେ ପରେ ପୁଣି ପଠାଯିବ।"
  ],
  "This notification has no failed message to send again.": [
    "ଏହି ସୂଚନାରେ ପୁଣି ପଠାଇବାକୁ କୌଣସି ବିଫଳ ମେସେଜ୍ ନାହିଁ।"
  ]
};
