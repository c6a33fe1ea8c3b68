// Compiled from deliveries.po by `npm run i18n`: edit the PO file, not this one.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "Loading your deliveries…": [
    "ଆପଣଙ୍କ ଡେଲିଭରି ଖୋଲୁଛି…"
  ],
  "My Deliveries": [
    "ମୋ ଡେଲିଭରି"
  ],
  "We could not find that order.": [
    "ସେହି ଅର୍ଡର୍ ଆମେ ପାଇଲୁ ନାହିଁ।"
  ],
  "Your deliveries could not be loaded. Please try again.": [
    "ଆପଣଙ୍କ ଡେଲିଭରି ଖୋଲିହେଲା ନାହିଁ। ଦୟାକରି ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।"
  ],
  "Try again": [
    "ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ"
  ],
  "Back to my profile": [
    "ମୋ ପ୍ରୋଫାଇଲକୁ ଫେରନ୍ତୁ"
  ],
  "← My profile": [
    "← ମୋ ପ୍ରୋଫାଇଲ୍"
  ],
  "Paused": [
    "ବିରତି (paused)"
  ],
  "Paused from {from} until you resume (at the latest {until}).": [
    [
      "from"
    ],
    "ରୁ ପୁଣି ଆରମ୍ଭ (resume) ନକରିବା ଯାଏଁ ବିରତି (ବେଶିରେ ବେଶି ",
    [
      "until"
    ],
    " ଯାଏଁ)।"
  ],
  "Paused from {from} to {until}.": [
    [
      "from"
    ],
    "ରୁ ",
    [
      "until"
    ],
    " ଯାଏଁ ବିରତି।"
  ],
  "Meals whose cut-off has not passed come back on their own days when you resume.": [
    "ପୁଣି ଆରମ୍ଭ କଲେ, ଯେଉଁ ଭୋଜନର ଶେଷ ସମୟ (cut-off) ପାର ହୋଇନାହିଁ ସେଗୁଡ଼ିକ ନିଜ ଦିନରେ ଫେରି ଆସିବ।"
  ],
  "Resume": [
    "ପୁଣି ଆରମ୍ଭ (resume)"
  ],
  "Pause your plan": [
    "ଆପଣଙ୍କ ପ୍ଲାନରେ ବିରତି ଦିଅନ୍ତୁ"
  ],
  "Going away? Paused meals move to the end of your plan, up to {limit}.": [
    "ବାହାରକୁ ଯାଉଛନ୍ତି? ବିରତି ଥିବା ଭୋଜନ ଆପଣଙ୍କ ପ୍ଲାନର ଶେଷକୁ ଘୁଞ୍ଚିଯିବ, ",
    [
      "limit"
    ],
    " ଯାଏଁ।"
  ],
  "From": [
    "ଠାରୁ"
  ],
  "Until": [
    "ଯାଏଁ"
  ],
  "Until I resume": [
    "ମୁଁ ପୁଣି ଆରମ୍ଭ ନକରିବା ଯାଏଁ"
  ],
  "1 meal moves to the end; your plan would end on {endDate}.": [
    "1ଟି ଭୋଜନ ଶେଷକୁ ଘୁଞ୍ଚିବ; ଆପଣଙ୍କ ପ୍ଲାନ୍ ",
    [
      "endDate"
    ],
    "ରେ ଶେଷ ହେବ।"
  ],
  "{count} meals move to the end; your plan would end on {endDate}.": [
    [
      "count"
    ],
    "ଟି ଭୋଜନ ଶେଷକୁ ଘୁଞ୍ଚିବ; ଆପଣଙ୍କ ପ୍ଲାନ୍ ",
    [
      "endDate"
    ],
    "ରେ ଶେଷ ହେବ।"
  ],
  "Pause": [
    "ବିରତି (pause) ଦିଅନ୍ତୁ"
  ],
  "Delivery address": [
    "ଡେଲିଭରି ଠିକଣା"
  ],
  "Change address": [
    "ଠିକଣା ବଦଳାନ୍ତୁ"
  ],
  "At (house, street, area)": [
    "ଘର, ରାସ୍ତା, ଅଞ୍ଚଳ (At)"
  ],
  "PO (post office)": [
    "ଡାକଘର (PO)"
  ],
  "District": [
    "ଜିଲ୍ଲା"
  ],
  "PIN code": [
    "ପିନ୍ କୋଡ୍ (PIN)"
  ],
  "For": [
    "କେବେ ପାଇଁ"
  ],
  "All remaining deliveries": [
    "ବାକି ସବୁ ଡେଲିଭରି"
  ],
  "Only {date} (past the cut-off)": [
    "କେବଳ ",
    [
      "date"
    ],
    " (ଶେଷ ସମୟ ପାର ହୋଇଗଲାଣି)"
  ],
  "Only {date}": [
    "କେବଳ ",
    [
      "date"
    ]
  ],
  "Save address": [
    "ଠିକଣା ସେଭ୍ କରନ୍ତୁ"
  ],
  "Cancel": [
    "ବାତିଲ୍"
  ],
  "{amount} is being refunded to your original payment method.": [
    [
      "amount"
    ],
    " ଆପଣ ଯେଉଁ ମାଧ୍ୟମରେ ପେମେଣ୍ଟ କରିଥିଲେ ସେଥିକୁ ଫେରସ୍ତ (refund) ହେଉଛି।"
  ],
  "1 meal credit was added to your profile.": [
    "ଆପଣଙ୍କ ପ୍ରୋଫାଇଲରେ 1ଟି ମିଲ୍ କ୍ରେଡିଟ୍ (meal credit) ଯୋଡ଼ାଗଲା।"
  ],
  "{count} meal credits were added to your profile.": [
    "ଆପଣଙ୍କ ପ୍ରୋଫାଇଲରେ ",
    [
      "count"
    ],
    "ଟି ମିଲ୍ କ୍ରେଡିଟ୍ (meal credits) ଯୋଡ଼ାଗଲା।"
  ],
  "Cancel plan": [
    "ପ୍ଲାନ୍ ବାତିଲ୍ କରନ୍ତୁ"
  ],
  "Cancel this plan?": [
    "ଏହି ପ୍ଲାନ୍ ବାତିଲ୍ କରିବେ?"
  ],
  "Keep my plan": [
    "ମୋ ପ୍ଲାନ୍ ରଖନ୍ତୁ"
  ],
  "Cancelling…": [
    "ବାତିଲ୍ ହେଉଛି…"
  ],
  "Not received? Tell us by {until}": [
    "ପାଇଲେ ନାହିଁ? ",
    [
      "until"
    ],
    " ସୁଦ୍ଧା ଆମକୁ ଜଣାନ୍ତୁ"
  ],
  "What happened (optional)": [
    "କ'ଣ ହେଲା (ଇଚ୍ଛାଧୀନ)"
  ],
  "Report not received": [
    "ପାଇଲି ନାହିଁ ବୋଲି ଜଣାନ୍ତୁ"
  ],
  "Not received?": [
    "ପାଇଲେ ନାହିଁ?"
  ],
  "You reported this meal as not received. We will look into it.": [
    "ଏହି ଭୋଜନ ପାଇଲେ ନାହିଁ ବୋଲି ଆପଣ ଜଣାଇଛନ୍ତି। ଆମେ ଦେଖିବୁ।"
  ],
  "Your report was not accepted": [
    "ଆପଣଙ୍କ ଅଭିଯୋଗ ଗ୍ରହଣ ହେଲା ନାହିଁ"
  ],
  "Thank you. We will check this meal and answer on this page.": [
    "ଧନ୍ୟବାଦ। ଆମେ ଏହି ଭୋଜନ ବିଷୟରେ ଦେଖି ଏହି ପେଜରେ ଉତ୍ତର ଦେବୁ।"
  ],
  "{slot} on {date}": [
    [
      "date"
    ],
    "ର ",
    [
      "slot"
    ]
  ],
  "moved to the end of your plan": [
    "ଆପଣଙ୍କ ପ୍ଲାନର ଶେଷକୁ ଘୁଞ୍ଚିଲା"
  ],
  "Missed: {reason}": [
    "ପହଞ୍ଚିଲା ନାହିଁ: ",
    [
      "reason"
    ]
  ],
  "Skip": [
    "ବାଦ୍ (skip) ଦିଅନ୍ତୁ"
  ],
  "Bring back": [
    "ଫେରାଇ ଆଣନ୍ତୁ"
  ],
  "Contains {allergens}": [
    "ଏଥିରେ ଅଛି: ",
    [
      "allergens"
    ]
  ],
  "Dishes for {when}": [
    [
      "when"
    ],
    " ପାଇଁ ଖାଦ୍ୟ"
  ],
  "Swap to {dish}": [
    [
      "dish"
    ],
    "କୁ ବଦଳାନ୍ତୁ"
  ],
  "Swap {dish}": [
    [
      "dish"
    ],
    " ବଦଳାନ୍ତୁ (swap)"
  ],
  "Meals": [
    "ଭୋଜନ"
  ],
  "{delivered} of {count} delivered": [
    [
      "count"
    ],
    "ଟିରୁ ",
    [
      "delivered"
    ],
    "ଟି ପହଞ୍ଚିଗଲାଣି"
  ],
  "Last meal": [
    "ଶେଷ ଭୋଜନ"
  ],
  "Ends on": [
    "ଶେଷ ହେବ"
  ],
  "Slot": [
    "ସମୟ"
  ],
  "Payment": [
    "ପେମେଣ୍ଟ"
  ],
  "Cash due": [
    "ଦେବାକୁ ଥିବା ନଗଦ"
  ],
  "for the meals you kept": [
    "ଆପଣ ରଖିଥିବା ଭୋଜନ ପାଇଁ"
  ],
  "Refund": [
    "ଫେରସ୍ତ (refund)"
  ],
  "Meal credits": [
    "ମିଲ୍ କ୍ରେଡିଟ୍"
  ],
  "1 meal · {value}": [
    "1ଟି ଭୋଜନ · ",
    [
      "value"
    ]
  ],
  "{count} meals · {value}": [
    [
      "count"
    ],
    "ଟି ଭୋଜନ · ",
    [
      "value"
    ]
  ],
  "Meals still coming": [
    "ଏବେ ବି ଆସିବାକୁ ଥିବା ଭୋଜନ"
  ],
  "Upcoming deliveries": [
    "ଆଗାମୀ ଡେଲିଭରି"
  ],
  "No deliveries to come.": [
    "ଆଉ କୌଣସି ଡେଲିଭରି ଆସିବାକୁ ନାହିଁ।"
  ],
  "Past deliveries ({count})": [
    "ପୂର୍ବ ଡେଲିଭରି (",
    [
      "count"
    ],
    ")"
  ],
  "Cancelled meals ({count})": [
    "ବାତିଲ୍ ହୋଇଥିବା ଭୋଜନ (",
    [
      "count"
    ],
    ")"
  ],
  "1 star": [
    "1ଟି ତାରା"
  ],
  "{count} stars": [
    [
      "count"
    ],
    "ଟି ତାରା"
  ],
  "Comment (optional)": [
    "ମନ୍ତବ୍ୟ (ଇଚ୍ଛାଧୀନ)"
  ],
  "Save rating": [
    "ରେଟିଂ ସେଭ୍ କରନ୍ତୁ"
  ],
  "You rated this meal {stars}.": [
    "ଆପଣ ଏହି ଭୋଜନକୁ ",
    [
      "stars"
    ],
    " ଦେଇଛନ୍ତି।"
  ],
  "You can rate it until {until}.": [
    [
      "until"
    ],
    " ଯାଏଁ ରେଟିଂ ଦେଇପାରିବେ।"
  ],
  "Change rating": [
    "ରେଟିଂ ବଦଳାନ୍ତୁ"
  ],
  "Delete rating": [
    "ରେଟିଂ ଡିଲିଟ୍ କରନ୍ତୁ"
  ],
  "Skip, pause and resume the meals of your FitThali plan.": [
    "ଆପଣଙ୍କ FitThali ପ୍ଲାନର ଭୋଜନ ବାଦ୍ (skip), ବିରତି (pause) ଓ ପୁଣି ଆରମ୍ଭ (resume) କରନ୍ତୁ।"
  ]
};
