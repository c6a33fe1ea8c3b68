// Compiled from money.po by `npm run i18n`: edit the PO file, not this one.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "This plan is already cancelled: nothing more was changed.": [
    "ଏହି ପ୍ଲାନ୍ ପୂର୍ବରୁ ବାତିଲ୍ ହୋଇସାରିଛି: ଆଉ କିଛି ବଦଳିଲା ନାହିଁ।"
  ],
  "This plan has ended: there is nothing left to cancel.": [
    "ଏହି ପ୍ଲାନ୍ ସରିଯାଇଛି: ବାତିଲ୍ କରିବାକୁ ଆଉ କିଛି ବାକି ନାହିଁ।"
  ],
  "Only a confirmed plan can be cancelled here.": [
    "କେବଳ ନିଶ୍ଚିତ ହୋଇଥିବା ପ୍ଲାନ୍ ଏଠାରେ ବାତିଲ୍ କରାଯାଇପାରିବ।"
  ],
  "This Idempotency-Key was already used to cancel another plan.": [
    "ଏହି Idempotency-Key ପୂର୍ବରୁ ଅନ୍ୟ ଏକ ପ୍ଲାନ୍ ବାତିଲ୍ କରିବାରେ ବ୍ୟବହାର ହୋଇସାରିଛି।"
  ],
  "Please write why this money is refunded instead of the policy’s outcome.": [
    "ନୀତି ଅନୁସାରେ ହିସାବ ବଦଳରେ ଏହି ଟଙ୍କା କାହିଁକି ଫେରସ୍ତ (refund) ହେଉଛି, ଦୟାକରି ଲେଖନ୍ତୁ।"
  ],
  "Your plan is cancelled.": [
    "ଆପଣଙ୍କ ପ୍ଲାନ୍ ବାତିଲ୍ ହୋଇଗଲା।"
  ],
  "Plan cancelled before its first delivery’s cut-off: full refund": [
    "ପ୍ରଥମ ଡେଲିଭରିର ଶେଷ ସମୟ (cut-off) ଆଗରୁ ପ୍ଲାନ୍ ବାତିଲ୍: ପୂରା ଟଙ୍କା ଫେରସ୍ତ (refund)"
  ],
  "This trial is cancelled with no refund or credit, as our refund policy says.": [
    "ଆମ ଫେରସ୍ତ ନୀତି (refund policy) ଅନୁସାରେ ଏହି ଟ୍ରାଏଲ୍ ବାତିଲ୍ ହେଲା, କୌଣସି ଫେରସ୍ତ କିମ୍ବା କ୍ରେଡିଟ୍ ନାହିଁ।"
  ],
  "A meal credit is not a refund: it pays for meals on your next order and expires after the period shown on your profile.": [
    "ମିଲ୍ କ୍ରେଡିଟ୍ (meal credit) ଟଙ୍କା ଫେରସ୍ତ ନୁହେଁ: ଏହା ଆପଣଙ୍କ ପରବର୍ତ୍ତୀ ଅର୍ଡରର ଭୋଜନ ପାଇଁ କାମରେ ଆସେ ଓ ପ୍ରୋଫାଇଲରେ ଦେଖାଯାଇଥିବା ସମୟ ପରେ ଶେଷ ହୋଇଯାଏ।"
  ],
  "Nothing is due for this order any more.": [
    "ଏହି ଅର୍ଡର୍ ପାଇଁ ଆଉ କିଛି ଦେବାକୁ ବାକି ନାହିଁ।"
  ],
  "No meals are left to cancel before their cut-off.": [
    "ଶେଷ ସମୟ (cut-off) ଆଗରୁ ବାତିଲ୍ କରିବାକୁ ଆଉ କୌଣସି ଭୋଜନ ବାକି ନାହିଁ।"
  ],
  "{count, plural, one {This meal is} other {These # meals are}} already being prepared and will still be delivered to you: {list}.": [
    [
      "count",
      "plural",
      {
        "one": [
          "ଏହି ଭୋଜନଟି"
        ],
        "other": [
          "ଏହି ",
          "#",
          "ଟି ଭୋଜନ"
        ]
      }
    ],
    " ପ୍ରସ୍ତୁତ ହେଉଛି ଓ ଆପଣଙ୍କ ପାଖରେ ପହଞ୍ଚିବ: ",
    [
      "list"
    ],
    "।"
  ],
  "Your {plan} is cancelled. {count, plural, one {This meal is} other {These # meals are}} already being prepared and will still be delivered to you: {list}.": [
    "ଆପଣଙ୍କ ",
    [
      "plan"
    ],
    " ବାତିଲ୍ ହୋଇଗଲା। ",
    [
      "count",
      "plural",
      {
        "one": [
          "ଏହି ଭୋଜନଟି"
        ],
        "other": [
          "ଏହି ",
          "#",
          "ଟି ଭୋଜନ"
        ]
      }
    ],
    " ପ୍ରସ୍ତୁତ ହେଉଛି ଓ ଆପଣଙ୍କ ପାଖରେ ପହଞ୍ଚିବ: ",
    [
      "list"
    ],
    "।"
  ],
  "Your {plan} is cancelled; no more meals will be delivered.": [
    "ଆପଣଙ୍କ ",
    [
      "plan"
    ],
    " ବାତିଲ୍ ହୋଇଗଲା; ଆଉ କୌଣସି ଭୋଜନ ପହଞ୍ଚିବ ନାହିଁ।"
  ],
  "We are refunding {amount} to your original payment method; it arrives in 5–7 working days.": [
    "ଆମେ ",
    [
      "amount"
    ],
    " ଆପଣଙ୍କ ମୂଳ ପେମେଣ୍ଟ ମାଧ୍ୟମକୁ ଫେରସ୍ତ (refund) କରୁଛୁ; ଏହା 5–7 କାର୍ଯ୍ୟ ଦିବସରେ ପହଞ୍ଚିବ।"
  ],
  "{meals, plural, one {# meal becomes a meal credit} other {# meals become meal credits}} worth {worth}. They are on your profile for your next order.": [
    [
      "meals",
      "plural",
      {
        "one": [
          "1ଟି ଭୋଜନ ମିଲ୍ କ୍ରେଡିଟ୍ (meal credit) ହେଲା"
        ],
        "other": [
          "#",
          "ଟି ଭୋଜନ ମିଲ୍ କ୍ରେଡିଟ୍ (meal credit) ହେଲା"
        ]
      }
    ],
    ", ମୂଲ୍ୟ ",
    [
      "worth"
    ],
    "। ଆପଣଙ୍କ ପରବର୍ତ୍ତୀ ଅର୍ଡର୍ ପାଇଁ ଏଗୁଡ଼ିକ ପ୍ରୋଫାଇଲରେ ଅଛି।"
  ],
  "{meals, plural, one {# meal becomes a meal credit} other {# meals become meal credits}} worth {worth}.": [
    [
      "meals",
      "plural",
      {
        "one": [
          "1ଟି ଭୋଜନ ମିଲ୍ କ୍ରେଡିଟ୍ (meal credit) ହେବ"
        ],
        "other": [
          "#",
          "ଟି ଭୋଜନ ମିଲ୍ କ୍ରେଡିଟ୍ (meal credit) ହେବ"
        ]
      }
    ],
    ", ମୂଲ୍ୟ ",
    [
      "worth"
    ],
    "।"
  ],
  "{amount} stays due in cash, only for the meals you keep; the cancelled meals are not charged.": [
    [
      "amount"
    ],
    " ନଗଦରେ ଦେବାକୁ ବାକି ରହିଲା, କେବଳ ଆପଣ ରଖୁଥିବା ଭୋଜନ ପାଇଁ; ବାତିଲ୍ ଭୋଜନ ପାଇଁ କିଛି ଲାଗିବ ନାହିଁ।"
  ],
  "{amount} will be refunded to your original payment method in 5–7 working days.": [
    [
      "amount"
    ],
    " ଆପଣଙ୍କ ମୂଳ ପେମେଣ୍ଟ ମାଧ୍ୟମକୁ 5–7 କାର୍ଯ୍ୟ ଦିବସରେ ଫେରସ୍ତ (refund) ହେବ।"
  ],
  "The {back, plural, one {# meal credit you spent on this order comes} other {# meal credits you spent on this order come}} back to you.": [
    "ଏହି ଅର୍ଡରରେ ଆପଣ ଖର୍ଚ୍ଚ କରିଥିବା ",
    [
      "back",
      "plural",
      {
        "one": [
          "1ଟି ମିଲ୍ କ୍ରେଡିଟ୍"
        ],
        "other": [
          "#",
          "ଟି ମିଲ୍ କ୍ରେଡିଟ୍"
        ]
      }
    ],
    " ଆପଣଙ୍କୁ ଫେରିଆସିବ।"
  ],
  "{amount} stays due in cash, only for the meals you keep (delivered or already being prepared); the cancelled meals are not charged.": [
    [
      "amount"
    ],
    " ନଗଦରେ ଦେବାକୁ ବାକି ରହିବ, କେବଳ ଆପଣ ରଖୁଥିବା ଭୋଜନ ପାଇଁ (ପହଞ୍ଚିଥିବା କିମ୍ବା ପ୍ରସ୍ତୁତ ହେଉଥିବା); ବାତିଲ୍ ଭୋଜନ ପାଇଁ କିଛି ଲାଗିବ ନାହିଁ।"
  ],
  "Plans already started (and trials) are not refunded in money, as our refund policy says.": [
    "ଆମ ଫେରସ୍ତ ନୀତି ଅନୁସାରେ, ଆରମ୍ଭ ହୋଇସାରିଥିବା ପ୍ଲାନ୍ (ଓ ଟ୍ରାଏଲ୍) ପାଇଁ ଟଙ୍କା ଫେରସ୍ତ ହୁଏ ନାହିଁ।"
  ],
  "No meal credits are lost.": [
    "କୌଣସି ମିଲ୍ କ୍ରେଡିଟ୍ ହଜିବ ନାହିଁ।"
  ],
  "{plans, plural, one {Your active plan ends} other {Your # active plans end}}: {cancelled, plural, one {# meal is} other {# meals are}} cancelled.": [
    [
      "plans",
      "plural",
      {
        "one": [
          "ଆପଣଙ୍କ ଚାଲୁଥିବା ପ୍ଲାନ୍ ଶେଷ ହେବ"
        ],
        "other": [
          "ଆପଣଙ୍କ ଚାଲୁଥିବା ",
          "#",
          "ଟି ପ୍ଲାନ୍ ଶେଷ ହେବ"
        ]
      }
    ],
    ": ",
    [
      "cancelled",
      "plural",
      {
        "one": [
          "1ଟି ଭୋଜନ"
        ],
        "other": [
          "#",
          "ଟି ଭୋଜନ"
        ]
      }
    ],
    " ବାତିଲ୍ ହେବ।"
  ],
  "{plans, plural, one {Your active plan ends} other {Your # active plans end}}: {cancelled, plural, one {# meal is} other {# meals are}} cancelled. {still, plural, one {# meal already being prepared is} other {# meals already being prepared are}} still delivered.": [
    [
      "plans",
      "plural",
      {
        "one": [
          "ଆପଣଙ୍କ ଚାଲୁଥିବା ପ୍ଲାନ୍ ଶେଷ ହେବ"
        ],
        "other": [
          "ଆପଣଙ୍କ ଚାଲୁଥିବା ",
          "#",
          "ଟି ପ୍ଲାନ୍ ଶେଷ ହେବ"
        ]
      }
    ],
    ": ",
    [
      "cancelled",
      "plural",
      {
        "one": [
          "1ଟି ଭୋଜନ"
        ],
        "other": [
          "#",
          "ଟି ଭୋଜନ"
        ]
      }
    ],
    " ବାତିଲ୍ ହେବ। ପ୍ରସ୍ତୁତ ହେଉଥିବା ",
    [
      "still",
      "plural",
      {
        "one": [
          "1ଟି ଭୋଜନ"
        ],
        "other": [
          "#",
          "ଟି ଭୋଜନ"
        ]
      }
    ],
    " ତଥାପି ପହଞ୍ଚିବ।"
  ],
  "{amount} is refunded to your original payment method in 5–7 working days, for plans that had not started.": [
    [
      "amount"
    ],
    " ଆପଣଙ୍କ ମୂଳ ପେମେଣ୍ଟ ମାଧ୍ୟମକୁ 5–7 କାର୍ଯ୍ୟ ଦିବସରେ ଫେରସ୍ତ (refund) ହେବ, ଆରମ୍ଭ ହୋଇନଥିବା ପ୍ଲାନ୍ ପାଇଁ।"
  ],
  "{amount} stays due in cash, only for the meals you keep (delivered or already being prepared).": [
    [
      "amount"
    ],
    " ନଗଦରେ ଦେବାକୁ ବାକି ରହିବ, କେବଳ ଆପଣ ରଖୁଥିବା ଭୋଜନ ପାଇଁ (ପହଞ୍ଚିଥିବା କିମ୍ବା ପ୍ରସ୍ତୁତ ହେଉଥିବା)।"
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
          "ର ମିଲ୍ କ୍ରେଡିଟ୍ (1ଟି ଭୋଜନ) ହରାଇବେ: ଆକାଉଣ୍ଟ ବିନା କ୍ରେଡିଟ୍ ଟଙ୍କାରେ ଫେରାଯାଏ ନାହିଁ କିମ୍ବା ବ୍ୟବହାର ହୋଇପାରେ ନାହିଁ।"
        ],
        "other": [
          [
            "value"
          ],
          "ର ମିଲ୍ କ୍ରେଡିଟ୍ (",
          "#",
          "ଟି ଭୋଜନ) ହରାଇବେ: ଆକାଉଣ୍ଟ ବିନା କ୍ରେଡିଟ୍ ଟଙ୍କାରେ ଫେରାଯାଏ ନାହିଁ କିମ୍ବା ବ୍ୟବହାର ହୋଇପାରେ ନାହିଁ।"
        ]
      }
    ]
  ],
  "This includes {value} ({meals, plural, one {# meal} other {# meals}}) that ending your plans gives as meal credits under our refund policy.": [
    "ଏଥିରେ ",
    [
      "value"
    ],
    " (",
    [
      "meals",
      "plural",
      {
        "one": [
          "1ଟି ଭୋଜନ"
        ],
        "other": [
          "#",
          "ଟି ଭୋଜନ"
        ]
      }
    ],
    ") ଅଛି, ଯାହା ଆମ ଫେରସ୍ତ ନୀତି ଅନୁସାରେ ଆପଣଙ୍କ ପ୍ଲାନ୍ ଶେଷ କରିବାରୁ ମିଲ୍ କ୍ରେଡିଟ୍ ଭାବେ ମିଳେ।"
  ],
  "Credits to use must be a whole number, 0 or more.": [
    "ବ୍ୟବହାର କରିବାକୁ ଥିବା କ୍ରେଡିଟ୍ 0 କିମ୍ବା ତାଠୁ ଅଧିକ ପୂର୍ଣ୍ଣ ସଂଖ୍ୟା ହେବା ଦରକାର।"
  ],
  "Your meal credits have changed, please review your order": [
    "ଆପଣଙ୍କ ମିଲ୍ କ୍ରେଡିଟ୍ ବଦଳିଯାଇଛି, ଦୟାକରି ଆପଣଙ୍କ ଅର୍ଡର୍ ପୁଣି ଦେଖନ୍ତୁ"
  ],
  "Your credits cover the whole order. Please choose Cash on Delivery: nothing will be due.": [
    "ଆପଣଙ୍କ କ୍ରେଡିଟରେ ପୂରା ଅର୍ଡର୍ ହୋଇଯାଉଛି। ଦୟାକରି କ୍ୟାସ୍ ଅନ୍ ଡେଲିଭରି (COD) ବାଛନ୍ତୁ: କିଛି ଦେବାକୁ ପଡ଼ିବ ନାହିଁ।"
  ],
  "Credits must last 1 to 730 days.": [
    "କ୍ରେଡିଟ୍ 1 ରୁ 730 ଦିନ ପର୍ଯ୍ୟନ୍ତ ରହିପାରିବ।"
  ],
  "Only a delivered meal can be reported as missed.": [
    "କେବଳ ପହଞ୍ଚିଥିବା ଭୋଜନକୁ ନ ମିଳିଥିବା ବୋଲି ଜଣାଇହେବ।"
  ],
  "A missed meal can be reported up to 24 hours after its delivery window.": [
    "ନ ମିଳିଥିବା ଭୋଜନ ବିଷୟରେ ଡେଲିଭରି ସମୟର 24 ଘଣ୍ଟା ଭିତରେ ଜଣାଇହେବ।"
  ],
  "This report has already been answered.": [
    "ଏହି ରିପୋର୍ଟର ଉତ୍ତର ପୂର୍ବରୁ ଦିଆଯାଇସାରିଛି।"
  ],
  "We could not find that report.": [
    "ସେହି ରିପୋର୍ଟ ଆମେ ପାଇଲୁ ନାହିଁ।"
  ],
  "Please say why the report is rejected.": [
    "ରିପୋର୍ଟ କାହିଁକି ନାକଚ ହେଉଛି, ଦୟାକରି ଲେଖନ୍ତୁ।"
  ],
  "Missed delivery": [
    "ଡେଲିଭରି ମିଳିଲା ନାହିଁ"
  ],
  "Used on an order": [
    "ଏକ ଅର୍ଡରରେ ବ୍ୟବହାର ହେଲା"
  ],
  "Expired": [
    "ମିଆଦ ସରିଗଲା"
  ],
  "Given back: the order was not paid": [
    "ଫେରାଇ ଦିଆଗଲା: ଅର୍ଡରର ପଇସା ଦିଆଯାଇନଥିଲା"
  ],
  "Given back: the plan was cancelled before it started": [
    "ଫେରାଇ ଦିଆଗଲା: ପ୍ଲାନ୍ ଆରମ୍ଭ ଆଗରୁ ବାତିଲ୍ ହେଲା"
  ],
  "Plan cancelled: a meal not yet cooked": [
    "ପ୍ଲାନ୍ ବାତିଲ୍: ଏଯାଏଁ ରନ୍ଧା ହୋଇନଥିବା ଏକ ଭୋଜନ"
  ],
  "Taken back: the meal was delivered after all": [
    "ଫେରାଇ ନିଆଗଲା: ଭୋଜନ ଶେଷରେ ପହଞ୍ଚିଥିଲା"
  ],
  "Missed delivery (marked again)": [
    "ଡେଲିଭରି ମିଳିଲା ନାହିଁ (ପୁଣି ଚିହ୍ନିତ)"
  ],
  "Forfeited: the account was deleted": [
    "ହରାଗଲା: ଆକାଉଣ୍ଟ ଡିଲିଟ୍ ହେଲା"
  ],
  "No meal credits. A missed meal earns one, to use on your next order.": [
    "କୌଣସି ମିଲ୍ କ୍ରେଡିଟ୍ ନାହିଁ। ଭୋଜନ ନ ମିଳିଲେ ଗୋଟିଏ କ୍ରେଡିଟ୍ ମିଳେ, ଯାହା ପରବର୍ତ୍ତୀ ଅର୍ଡରରେ କାମରେ ଆସିବ।"
  ],
  "Use them at checkout on your next order.": [
    "ପରବର୍ତ୍ତୀ ଅର୍ଡରର ଚେକଆଉଟରେ ଏଗୁଡ଼ିକ ବ୍ୟବହାର କରନ୍ତୁ।"
  ],
  "What makes up your credits": [
    "ଆପଣଙ୍କ କ୍ରେଡିଟ୍ କେଉଁଥିରୁ ଆସିଛି"
  ],
  "No meal credit: what was paid for this order has already come back as refunds or credits": [
    "କୌଣସି ମିଲ୍ କ୍ରେଡିଟ୍ ନାହିଁ: ଏହି ଅର୍ଡର୍ ପାଇଁ ଦିଆଯାଇଥିବା ଟଙ୍କା ଫେରସ୍ତ କିମ୍ବା କ୍ରେଡିଟ୍ ଭାବେ ପୂର୍ବରୁ ଫେରିସାରିଛି"
  ],
  "Your report was accepted.": [
    "ଆପଣଙ୍କ ରିପୋର୍ଟ ଗ୍ରହଣ କରାଗଲା।"
  ],
  "Your report was accepted. This meal earned no meal credit: what you paid for this order has already come back to you.": [
    "ଆପଣଙ୍କ ରିପୋର୍ଟ ଗ୍ରହଣ କରାଗଲା। ଏହି ଭୋଜନ ପାଇଁ କୌଣସି ମିଲ୍ କ୍ରେଡିଟ୍ ମିଳିଲା ନାହିଁ: ଏହି ଅର୍ଡର୍ ପାଇଁ ଆପଣ ଦେଇଥିବା ଟଙ୍କା ପୂର୍ବରୁ ଆପଣଙ୍କୁ ଫେରିସାରିଛି।"
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
          " · 1ଟି ଭୋଜନ, ମିଆଦ ",
          [
            "firstExpiry"
          ],
          "ରେ ସରିବ"
        ],
        "other": [
          [
            "rupees"
          ],
          " · ",
          "#",
          "ଟି ଭୋଜନ, ପ୍ରଥମଟିର ମିଆଦ ",
          [
            "firstExpiry"
          ],
          "ରେ ସରିବ"
        ]
      }
    ]
  ],
  "Meal credit: {amount}": [
    "ମିଲ୍ କ୍ରେଡିଟ୍: ",
    [
      "amount"
    ]
  ],
  "Your report was accepted: this meal earned a meal credit of {amount}.": [
    "ଆପଣଙ୍କ ରିପୋର୍ଟ ଗ୍ରହଣ କରାଗଲା: ଏହି ଭୋଜନ ପାଇଁ ",
    [
      "amount"
    ],
    "ର ମିଲ୍ କ୍ରେଡିଟ୍ ମିଳିଲା।"
  ],
  "Please enter the refund in whole rupees.": [
    "ଦୟାକରି ଫେରସ୍ତ (refund) ଟଙ୍କା ପୂର୍ଣ୍ଣ ସଂଖ୍ୟାରେ ଦିଅନ୍ତୁ।"
  ],
  "A refund must be at least ₹1.": [
    "ଫେରସ୍ତ (refund) ଅତି କମରେ ₹1 ହେବା ଦରକାର।"
  ],
  "Please write why this money is refunded.": [
    "ଏହି ଟଙ୍କା କାହିଁକି ଫେରସ୍ତ (refund) ହେଉଛି, ଦୟାକରି ଲେଖନ୍ତୁ।"
  ],
  "Only an order paid online can be refunded to the customer.": [
    "କେବଳ ଅନଲାଇନରେ ପଇସା ଦିଆଯାଇଥିବା ଅର୍ଡର୍ ଗ୍ରାହକଙ୍କୁ ଫେରସ୍ତ (refund) ହୋଇପାରିବ।"
  ],
  "This order is Cash on Delivery: there is no online payment to refund. Cash collected is settled by hand.": [
    "ଏହି ଅର୍ଡର୍ କ୍ୟାସ୍ ଅନ୍ ଡେଲିଭରି (COD): ଫେରସ୍ତ କରିବାକୁ କୌଣସି ଅନଲାଇନ୍ ପେମେଣ୍ଟ ନାହିଁ। ନଗଦ ଟଙ୍କା ହାତରେ ହିସାବ କରାଯାଏ।"
  ],
  "The payment gateway this order was paid through is not enabled on this server.": [
    "ଏହି ଅର୍ଡରର ପେମେଣ୍ଟ ଯେଉଁ ଗେଟୱେରେ ହୋଇଥିଲା, ତାହା ଏହି ସର୍ଭରରେ ଚାଲୁ ନାହିଁ।"
  ],
  "An Idempotency-Key header is required for a refund.": [
    "ଫେରସ୍ତ (refund) ପାଇଁ ଏକ Idempotency-Key ହେଡର୍ ଦରକାର।"
  ],
  "This Idempotency-Key was already used for a different refund.": [
    "ଏହି Idempotency-Key ପୂର୍ବରୁ ଅନ୍ୟ ଏକ ଫେରସ୍ତ ପାଇଁ ବ୍ୟବହାର ହୋଇସାରିଛି।"
  ],
  "We could not find that refund.": [
    "ସେହି ଫେରସ୍ତ (refund) ଆମେ ପାଇଲୁ ନାହିଁ।"
  ],
  "Only a failed refund can be retried.": [
    "କେବଳ ବିଫଳ ହୋଇଥିବା ଫେରସ୍ତ ପୁଣି ଚେଷ୍ଟା କରାଯାଇପାରିବ।"
  ],
  "Only a failed refund can be issued as meal credit.": [
    "କେବଳ ବିଫଳ ହୋଇଥିବା ଫେରସ୍ତ ମିଲ୍ କ୍ରେଡିଟ୍ ଭାବେ ଦିଆଯାଇପାରିବ।"
  ],
  "This customer’s account no longer exists, so there is no one to credit.": [
    "ଏହି ଗ୍ରାହକଙ୍କ ଆକାଉଣ୍ଟ ଆଉ ନାହିଁ, ତେଣୁ କ୍ରେଡିଟ୍ ଦେବାକୁ କେହି ନାହାନ୍ତି।"
  ],
  "Refund issued as meal credit.": [
    "ଫେରସ୍ତ ଟଙ୍କା ମିଲ୍ କ୍ରେଡିଟ୍ ଭାବେ ଦିଆଗଲା।"
  ],
  "A refund that could not reach your bank, issued as meal credit": [
    "ଆପଣଙ୍କ ବ୍ୟାଙ୍କରେ ପହଞ୍ଚିପାରିନଥିବା ଫେରସ୍ତ, ମିଲ୍ କ୍ରେଡିଟ୍ ଭାବେ ଦିଆଗଲା"
  ],
  "returned as meal credit": [
    "ମିଲ୍ କ୍ରେଡିଟ୍ ଭାବେ ଫେରାଗଲା"
  ],
  "Refund requested.": [
    "ଫେରସ୍ତ (refund) ପାଇଁ ଅନୁରୋଧ କରାଗଲା।"
  ],
  "Refund sent to the gateway again.": [
    "ଫେରସ୍ତ ପୁଣି ଗେଟୱେକୁ ପଠାଗଲା।"
  ],
  "5–7 working days": [
    "5–7 କାର୍ଯ୍ୟ ଦିବସ"
  ],
  "Refund in progress": [
    "ଫେରସ୍ତ (refund) ଚାଲିଛି"
  ],
  "Refunded": [
    "ଫେରସ୍ତ ହୋଇଗଲା"
  ],
  "Refund failed": [
    "ଫେରସ୍ତ ବିଫଳ ହେଲା"
  ],
  "Issued as meal credit": [
    "ମିଲ୍ କ୍ରେଡିଟ୍ ଭାବେ ଦିଆଗଲା"
  ],
  "We could not find that invoice.": [
    "ସେହି ଇନଭଏସ୍ (invoice) ଆମେ ପାଇଲୁ ନାହିଁ।"
  ],
  "What you paid for this order ({paid}) has already come back to you. So no meal credit is added for this meal.": [
    "ଏହି ଅର୍ଡର୍ ପାଇଁ ଆପଣ ଦେଇଥିବା ଟଙ୍କା (",
    [
      "paid"
    ],
    ") ଆପଣଙ୍କ ପାଖକୁ ପୂର୍ବରୁ ଫେରିସାରିଛି। ତେଣୁ ଏହି ଭୋଜନ ପାଇଁ କୌଣସି ମିଲ୍ କ୍ରେଡିଟ୍ ଯୋଡ଼ାଯାଉନାହିଁ।"
  ],
  "What you paid for this order ({paid}) has already come back to you: {refunded} refunded. So no meal credit is added for this meal.": [
    "ଏହି ଅର୍ଡର୍ ପାଇଁ ଆପଣ ଦେଇଥିବା ଟଙ୍କା (",
    [
      "paid"
    ],
    ") ଆପଣଙ୍କ ପାଖକୁ ପୂର୍ବରୁ ଫେରିସାରିଛି: ",
    [
      "refunded"
    ],
    " ଫେରସ୍ତ (refund)। ତେଣୁ ଏହି ଭୋଜନ ପାଇଁ କୌଣସି ମିଲ୍ କ୍ରେଡିଟ୍ ଯୋଡ଼ାଯାଉନାହିଁ।"
  ],
  "What you paid for this order ({paid}) has already come back to you: {credited} in meal credits. So no meal credit is added for this meal.": [
    "ଏହି ଅର୍ଡର୍ ପାଇଁ ଆପଣ ଦେଇଥିବା ଟଙ୍କା (",
    [
      "paid"
    ],
    ") ଆପଣଙ୍କ ପାଖକୁ ପୂର୍ବରୁ ଫେରିସାରିଛି: ",
    [
      "credited"
    ],
    "ର ମିଲ୍ କ୍ରେଡିଟ୍ (meal credit)। ତେଣୁ ଏହି ଭୋଜନ ପାଇଁ ଆଉ କୌଣସି ମିଲ୍ କ୍ରେଡିଟ୍ ଯୋଡ଼ାଯାଉନାହିଁ।"
  ],
  "What you paid for this order ({paid}) has already come back to you: {refunded} refunded and {credited} in meal credits. So no meal credit is added for this meal.": [
    "ଏହି ଅର୍ଡର୍ ପାଇଁ ଆପଣ ଦେଇଥିବା ଟଙ୍କା (",
    [
      "paid"
    ],
    ") ଆପଣଙ୍କ ପାଖକୁ ପୂର୍ବରୁ ଫେରିସାରିଛି: ",
    [
      "refunded"
    ],
    " ଫେରସ୍ତ (refund) ଓ ",
    [
      "credited"
    ],
    "ର ମିଲ୍ କ୍ରେଡିଟ୍ (meal credit)। ତେଣୁ ଏହି ଭୋଜନ ପାଇଁ ଆଉ କୌଣସି ମିଲ୍ କ୍ରେଡିଟ୍ ଯୋଡ଼ାଯାଉନାହିଁ।"
  ]
};
