// Compiled from account.po, deliveries.po, forms.po, account.po, money.po, delivery.po, preferences.po (the sentences the plan page of a subscription name) by `npm run i18n`: edit the PO file, not this one.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "Meal credits": [
    "ମିଲ୍ କ୍ରେଡିଟ୍"
  ],
  "Active": [
    "ଚାଲୁଛି"
  ],
  "Paused": [
    "ବିରତି (paused)"
  ],
  "Completed": [
    "ସମ୍ପୂର୍ଣ୍ଣ"
  ],
  "Cancelled": [
    "ବାତିଲ୍ ହୋଇଗଲା"
  ],
  "Pending": [
    "ବାକି ଅଛି"
  ],
  "Expired": [
    "ମିଆଦ ସରିଗଲା"
  ],
  "Unknown": [
    "ଜଣା ନାହିଁ"
  ],
  "Awaiting payment": [
    "ପେମେଣ୍ଟ ବାକି"
  ],
  "Paid": [
    "ପେମେଣ୍ଟ ହୋଇଗଲା"
  ],
  "Due on delivery": [
    "ଡେଲିଭରି ବେଳେ ଦେବେ"
  ],
  "Failed": [
    "ବିଫଳ"
  ],
  "Partly refunded": [
    "କିଛି ଅଂଶ ଫେରସ୍ତ ହୋଇଗଲା"
  ],
  "Refund in progress": [
    "ଫେରସ୍ତ (refund) ଚାଲିଛି"
  ],
  "COD": [
    "କ୍ୟାସ୍ ଅନ୍ ଡେଲିଭରି (COD)"
  ],
  "Online": [
    "ଅନଲାଇନ୍"
  ],
  "Lunch": [
    "ମଧ୍ୟାହ୍ନ ଭୋଜନ"
  ],
  "Dinner": [
    "ରାତ୍ରି ଭୋଜନ"
  ],
  "Lunch + Dinner": [
    "ମଧ୍ୟାହ୍ନ ଓ ରାତ୍ରି ଭୋଜନ"
  ],
  "Veg": [
    "ନିରାମିଷ (Veg)"
  ],
  "Non-Veg": [
    "ଆମିଷ (Non-Veg)"
  ],
  "Egg": [
    "ଅଣ୍ଡା"
  ],
  "Onion and garlic": [
    "ପିଆଜ ଓ ରସୁଣ"
  ],
  "Cereals containing gluten": [
    "ଗ୍ଲୁଟେନ୍ ଥିବା ଶସ୍ୟ"
  ],
  "Crustaceans": [
    "ଚିଙ୍ଗୁଡ଼ି ଓ କଙ୍କଡ଼ା ଜାତୀୟ"
  ],
  "Milk": [
    "କ୍ଷୀର"
  ],
  "Eggs": [
    "ଅଣ୍ଡା"
  ],
  "Fish": [
    "ମାଛ"
  ],
  "Peanuts": [
    "ଚିନାବାଦାମ"
  ],
  "Tree nuts": [
    "କାଜୁ, ବାଦାମ ଜାତୀୟ"
  ],
  "Soy": [
    "ସୋୟା"
  ],
  "Sulphites": [
    "ସଲଫାଇଟ୍"
  ],
  "{first} and {last}": [
    [
      "first"
    ],
    " ଓ ",
    [
      "last"
    ]
  ],
  "Renew": [
    "ପୁଣି ନିଅନ୍ତୁ (Renew)"
  ],
  "Continue with a full plan": [
    "ପୂରା ପ୍ଲାନ୍ ସହ ଜାରି ରଖନ୍ତୁ"
  ],
  "Renew {plan}": [
    [
      "plan"
    ],
    " ପୁଣି ନିଅନ୍ତୁ"
  ],
  "Continue {plan} with a full plan": [
    "ପୂରା ପ୍ଲାନ୍ ସହ ",
    [
      "plan"
    ],
    " ଜାରି ରଖନ୍ତୁ"
  ],
  "Payment": [
    "ପେମେଣ୍ଟ"
  ],
  "Delivery address": [
    "ଡେଲିଭରି ଠିକଣା"
  ],
  "Refund": [
    "ଫେରସ୍ତ (refund)"
  ],
  "Cancel": [
    "ବାତିଲ୍"
  ],
  "expected in {time}": [
    [
      "time"
    ],
    " ଭିତରେ ଆସିବା କଥା"
  ],
  "Refunds": [
    "ଫେରସ୍ତ (refunds)"
  ],
  "Requested {date}": [
    [
      "date"
    ],
    "ରେ ଅନୁରୋଧ କରାଯାଇଛି"
  ],
  "Meals": [
    "ଭୋଜନ"
  ],
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
  "Cash due": [
    "ଦେବାକୁ ଥିବା ନଗଦ"
  ],
  "for the meals you kept": [
    "ଆପଣ ରଖିଥିବା ଭୋଜନ ପାଇଁ"
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
  ],
  "Enter a valid email address.": [
    "ଏକ ଠିକ୍ ଇମେଲ୍ ଠିକଣା ଦିଅନ୍ତୁ।"
  ],
  "Email must be at most 254 characters.": [
    "ଇମେଲ୍ 254 ଅକ୍ଷରରୁ ଅଧିକ ହୋଇପାରିବ ନାହିଁ।"
  ],
  "Password must be at most 128 characters.": [
    "ପାସୱାର୍ଡ 128 ଅକ୍ଷରରୁ ଅଧିକ ହୋଇପାରିବ ନାହିଁ।"
  ],
  "Something went wrong. Try again.": [
    "କିଛି ଭୁଲ୍ ହୋଇଗଲା। ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।"
  ],
  "All address fields are required": [
    "ଠିକଣାର ସବୁ ଘର ପୂରଣ କରିବା ଜରୁରୀ"
  ],
  "PIN code must be 6 digits": [
    "ପିନ୍ କୋଡ୍ (PIN) 6 ଅଙ୍କର ହେବା ଦରକାର"
  ],
  "Address fields must be at most 200 characters.": [
    "ଠିକଣାର ପ୍ରତ୍ୟେକ ଘର 200 ଅକ୍ଷରରୁ ଅଧିକ ହୋଇପାରିବ ନାହିଁ।"
  ],
  "Latitude must be a number between -90 and 90.": [
    "ଅକ୍ଷାଂଶ (latitude) -90 ରୁ 90 ମଧ୍ୟରେ ଏକ ସଂଖ୍ୟା ହେବା ଦରକାର।"
  ],
  "Longitude must be a number between -180 and 180.": [
    "ଦ୍ରାଘିମା (longitude) -180 ରୁ 180 ମଧ୍ୟରେ ଏକ ସଂଖ୍ୟା ହେବା ଦରକାର।"
  ],
  "Please add your house or flat number and street to the first line (for example 'Plot 42, Kharavela Nagar'), so our rider can find your door.": [
    "ଦୟାକରି ପ୍ରଥମ ଧାଡ଼ିରେ ଆପଣଙ୍କ ଘର ବା ଫ୍ଲାଟ୍ ନମ୍ବର ଓ ରାସ୍ତା ଲେଖନ୍ତୁ (ଯେମିତି «ପ୍ଲଟ୍ 42, ଖାରବେଳ ନଗର»), ଯେପରି ଆମ ରାଇଡର୍ ଆପଣଙ୍କ ଦ୍ୱାରରେ ପହଞ୍ଚିପାରିବେ।"
  ],
  "Please check the form and try again.": [
    "ଦୟାକରି ଫର୍ମଟି ଦେଖି ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।"
  ],
  "Please remove the invisible control characters from what you typed and try again.": [
    "ଆପଣ ଲେଖିଥିବା ଲେଖାରୁ ଅଦୃଶ୍ୟ କଣ୍ଟ୍ରୋଲ୍ ଅକ୍ଷରଗୁଡ଼ିକ ହଟାଇ ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।"
  ],
  "You selected {selected} days but plan requires {required} days": [
    "ଆପଣ ",
    [
      "selected"
    ],
    " ଦିନ ବାଛିଛନ୍ତି କିନ୍ତୁ ପ୍ଲାନ୍ ପାଇଁ ",
    [
      "required"
    ],
    " ଦିନ ଦରକାର"
  ],
  "The kitchen needs {noticeHours} hours' notice before the first meal. The earliest start date now is {day}.": [
    "ପ୍ରଥମ ଭୋଜନ ପାଇଁ ରୋଷେଇ ଘରକୁ ",
    [
      "noticeHours"
    ],
    " ଘଣ୍ଟା ଆଗରୁ ଜଣାଇବା ଦରକାର। ଏବେ ସବୁଠୁ ଆଗ ଆରମ୍ଭ ତାରିଖ ",
    [
      "day"
    ],
    "।"
  ],
  "Your chosen days cannot fit {days} deliveries within 60 days. Please choose more days of the week.": [
    "ଆପଣ ବାଛିଥିବା ଦିନରେ 60 ଦିନ ଭିତରେ ",
    [
      "days"
    ],
    "ଟି ଡେଲିଭରି ହୋଇପାରିବ ନାହିଁ। ଦୟାକରି ସପ୍ତାହର ଆଉ ଅଧିକ ଦିନ ବାଛନ୍ତୁ।"
  ],
  "Your plan is cancelled.": [
    "ଆପଣଙ୍କ ପ୍ଲାନ୍ ବାତିଲ୍ ହୋଇଗଲା।"
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
  "5–7 working days": [
    "5–7 କାର୍ଯ୍ୟ ଦିବସ"
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
  ],
  "We could not find that delivery.": [
    "ସେହି ଡେଲିଭରି ଆମେ ପାଇଲୁ ନାହିଁ।"
  ],
  "Only a scheduled delivery can be skipped.": [
    "କେବଳ ନିର୍ଦ୍ଧାରିତ ଡେଲିଭରିକୁ ବାଦ୍ (skip) ଦିଆଯାଇପାରିବ।"
  ],
  "Only a skipped delivery can be brought back.": [
    "କେବଳ ବାଦ୍ (skip) ଦିଆଯାଇଥିବା ଡେଲିଭରିକୁ ଫେରାଇ ଆଣିହେବ।"
  ],
  "This meal is part of a pause. Resume the plan to bring it back.": [
    "ଏହି ଭୋଜନ ଏକ ବିରତି (pause)ର ଅଂଶ। ଏହାକୁ ଫେରାଇବା ପାଇଁ ପ୍ଲାନ୍ ପୁଣି ଆରମ୍ଭ (resume) କରନ୍ତୁ।"
  ],
  "This plan cannot be renewed from here. Please choose it again from Meal Plans.": [
    "ଏହି ପ୍ଲାନ୍ ଏଠାରୁ ନବୀକରଣ (renew) ହୋଇପାରିବ ନାହିଁ। ଦୟାକରି ମିଲ୍ ପ୍ଲାନ୍ (Meal Plans) ରୁ ଏହାକୁ ପୁଣି ବାଛନ୍ତୁ।"
  ],
  "There is no delivery to pause in those dates.": [
    "ସେହି ତାରିଖଗୁଡ଼ିକରେ ବିରତି (pause) ଦେବା ପାଇଁ କୌଣସି ଡେଲିଭରି ନାହିଁ।"
  ],
  "Please choose the days of the pause as calendar dates.": [
    "ଦୟାକରି ବିରତି (pause)ର ଦିନଗୁଡ଼ିକ କ୍ୟାଲେଣ୍ଡରରୁ ବାଛନ୍ତୁ।"
  ],
  "The pause must end on or after the day it starts.": [
    "ବିରତି ଯେଉଁ ଦିନ ଆରମ୍ଭ ହୁଏ, ସେହି ଦିନ କିମ୍ବା ତା ପରେ ଶେଷ ହେବା ଦରକାର।"
  ],
  "Your plan already has a pause in those dates. Resume it or choose other dates.": [
    "ସେହି ତାରିଖଗୁଡ଼ିକରେ ଆପଣଙ୍କ ପ୍ଲାନରେ ପୂର୍ବରୁ ଏକ ବିରତି (pause) ଅଛି। ତାହାକୁ ପୁଣି ଆରମ୍ଭ (resume) କରନ୍ତୁ କିମ୍ବା ଅନ୍ୟ ତାରିଖ ବାଛନ୍ତୁ।"
  ],
  "This plan has no pause to resume.": [
    "ଏହି ପ୍ଲାନରେ ପୁଣି ଆରମ୍ଭ (resume) କରିବାକୁ କୌଣସି ବିରତି ନାହିଁ।"
  ],
  "Skipped": [
    "ବାଦ୍ ଦିଆଗଲା (Skipped)"
  ],
  "Scheduled": [
    "ନିର୍ଦ୍ଧାରିତ"
  ],
  "Delivered": [
    "ପହଞ୍ଚିଗଲା"
  ],
  "Missed": [
    "ପହଞ୍ଚିଲା ନାହିଁ"
  ],
  "Changes to this delivery closed on {until}.": [
    "ଏହି ଡେଲିଭରିରେ ବଦଳ କରିବାର ସମୟ ",
    [
      "until"
    ],
    "ରେ ସରିଗଲା।"
  ],
  "Change until {until}": [
    [
      "until"
    ],
    " ପର୍ଯ୍ୟନ୍ତ ବଦଳାଇପାରିବେ"
  ],
  "A pause can start on {earliest} at the earliest.": [
    "ବିରତି (pause) ସବୁଠୁ ଆଗରୁ ",
    [
      "earliest"
    ],
    "ରୁ ଆରମ୍ଭ ହୋଇପାରିବ।"
  ],
  "This would move your last meal past {limit}, the furthest a plan can be extended. Please choose fewer days.": [
    "ଏହା ଆପଣଙ୍କ ଶେଷ ଭୋଜନକୁ ",
    [
      "limit"
    ],
    " ପରକୁ ନେଇଯିବ, ଯାହା ପ୍ଲାନ୍ ବଢ଼ାଇବାର ଶେଷ ସୀମା। ଦୟାକରି କମ୍ ଦିନ ବାଛନ୍ତୁ।"
  ],
  "{slot} on {date} skipped. Your plan now ends on {endDate}.": [
    [
      "date"
    ],
    "ର ",
    [
      "slot"
    ],
    " ବାଦ୍ (skip) ଦିଆଗଲା। ଆପଣଙ୍କ ପ୍ଲାନ୍ ଏବେ ",
    [
      "endDate"
    ],
    "ରେ ଶେଷ ହେବ।"
  ],
  "{slot} on {date} is back. Your plan now ends on {endDate}.": [
    [
      "date"
    ],
    "ର ",
    [
      "slot"
    ],
    " ପୁଣି ଫେରିଆସିଲା। ଆପଣଙ୍କ ପ୍ଲାନ୍ ଏବେ ",
    [
      "endDate"
    ],
    "ରେ ଶେଷ ହେବ।"
  ],
  "Plan paused from {from} to {until}. It now ends on {endDate}.": [
    [
      "from"
    ],
    "ରୁ ",
    [
      "until"
    ],
    " ପର୍ଯ୍ୟନ୍ତ ପ୍ଲାନରେ ବିରତି (pause) ଦିଆଗଲା। ଏହା ଏବେ ",
    [
      "endDate"
    ],
    "ରେ ଶେଷ ହେବ।"
  ],
  "Plan paused from {from} until you resume (at the latest {until}). It now ends on {endDate}.": [
    [
      "from"
    ],
    "ରୁ ଆପଣ ପୁଣି ଆରମ୍ଭ (resume) ନ କରିବା ପର୍ଯ୍ୟନ୍ତ (ଅଧିକରୁ ଅଧିକ ",
    [
      "until"
    ],
    " ପର୍ଯ୍ୟନ୍ତ) ପ୍ଲାନରେ ବିରତି (pause) ଦିଆଗଲା। ଏହା ଏବେ ",
    [
      "endDate"
    ],
    "ରେ ଶେଷ ହେବ।"
  ],
  "Plan resumed. It now ends on {endDate}.": [
    "ପ୍ଲାନ୍ ପୁଣି ଆରମ୍ଭ (resume) ହେଲା। ଏହା ଏବେ ",
    [
      "endDate"
    ],
    "ରେ ଶେଷ ହେବ।"
  ],
  "The address for {date} is changed.": [
    [
      "date"
    ],
    " ପାଇଁ ଠିକଣା ବଦଳିଗଲା।"
  ],
  "The address for your remaining deliveries is changed.": [
    "ଆପଣଙ୍କ ବାକି ସବୁ ଡେଲିଭରିର ଠିକଣା ବଦଳିଗଲା।"
  ],
  "Swap this meal": [
    "ଏହି ଭୋଜନ ବଦଳାନ୍ତୁ (swap)"
  ],
  "Swap": [
    "ବଦଳାନ୍ତୁ (swap)"
  ],
  "Choose a dish to swap to": [
    "ବଦଳରେ କେଉଁ ଖାଦ୍ୟ ଚାହାଁନ୍ତି ବାଛନ୍ତୁ"
  ],
  "Keep this dish": [
    "ଏହି ଖାଦ୍ୟ ରଖନ୍ତୁ"
  ],
  "Your dish": [
    "ଆପଣଙ୍କ ଖାଦ୍ୟ"
  ],
  "Picked for you by your preferences": [
    "ଆପଣଙ୍କ ପସନ୍ଦ ଅନୁସାରେ ବଛାଯାଇଛି"
  ],
  "Chef's choice": [
    "ରୋଷେୟାଙ୍କ ପସନ୍ଦ"
  ],
  "Picked for you: no {avoided}": [
    "ଆପଣଙ୍କ ପାଇଁ ବଛାଯାଇଛି: ",
    [
      "avoided"
    ],
    " ନାହିଁ"
  ],
  "Holds {avoided} — we'll tell the kitchen": [
    "ଏଥିରେ ",
    [
      "avoided"
    ],
    " ଅଛି — ଆମେ ରୋଷେଇ ଘରକୁ ଜଣାଇବୁ"
  ],
  "Chef's choice, menu published by {date}": [
    "ରୋଷେୟାଙ୍କ ପସନ୍ଦ, ମେନୁ ",
    [
      "date"
    ],
    " ସୁଦ୍ଧା ପ୍ରକାଶିତ ହେବ"
  ],
  "{slot} on {date} is now {dish}.": [
    [
      "date"
    ],
    "ର ",
    [
      "slot"
    ],
    " ଏବେ ",
    [
      "dish"
    ],
    "।"
  ],
  "{kcal} kcal · {protein} protein": [
    [
      "kcal"
    ],
    " kcal · ",
    [
      "protein"
    ],
    " ପ୍ରୋଟିନ୍"
  ],
  "Choose 1 to 5 stars.": [
    "1ରୁ 5ଟି ତାରା ମଧ୍ୟରୁ ବାଛନ୍ତୁ।"
  ],
  "A comment can be at most 500 characters.": [
    "ମନ୍ତବ୍ୟ ବେଶିରେ ବେଶି 500 ଅକ୍ଷରର ହୋଇପାରିବ।"
  ],
  "Only a meal marked delivered can be rated.": [
    "କେବଳ ପହଞ୍ଚିଗଲା ବୋଲି ଚିହ୍ନିତ ଭୋଜନକୁ ରେଟିଂ ଦିଆଯାଇପାରିବ।"
  ],
  "A meal can be rated until the end of the third day after it was delivered.": [
    "ଭୋଜନ ପହଞ୍ଚିବାର ତୃତୀୟ ଦିନ ଶେଷ ହେବା ଯାଏଁ ହିଁ ତାକୁ ରେଟିଂ ଦିଆଯାଇପାରିବ।"
  ],
  "This meal has no dish recorded, so there is nothing to rate.": [
    "ଏହି ଭୋଜନରେ କୌଣସି ଖାଦ୍ୟ ଲେଖା ହୋଇନାହିଁ, ତେଣୁ ରେଟିଂ ଦେବାକୁ କିଛି ନାହିଁ।"
  ],
  "We could not save your rating. Please try again.": [
    "ଆପଣଙ୍କ ରେଟିଂ ସେଭ୍ ହେଲା ନାହିଁ। ଦୟାକରି ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।"
  ],
  "Rate this meal": [
    "ଏହି ଭୋଜନକୁ ରେଟିଂ ଦିଅନ୍ତୁ"
  ],
  "Thank you: your rating is saved.": [
    "ଧନ୍ୟବାଦ: ଆପଣଙ୍କ ରେଟିଂ ସେଭ୍ ହେଲା।"
  ],
  "Your rating is deleted.": [
    "ଆପଣଙ୍କ ରେଟିଂ ଡିଲିଟ୍ କରାଗଲା।"
  ]
};
