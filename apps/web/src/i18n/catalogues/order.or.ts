// Compiled from order.po by `npm run i18n`: edit the PO file, not this one.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "Confirm Your Subscription": [
    "ଆପଣଙ୍କ ସବସ୍କ୍ରିପସନ୍ ନିଶ୍ଚିତ କରନ୍ତୁ"
  ],
  "Choose your start date, delivery address and payment method for your FitThali plan.": [
    "ଆପଣଙ୍କ FitThali ପ୍ଲାନ୍ ପାଇଁ ଆରମ୍ଭ ତାରିଖ, ଡେଲିଭରି ଠିକଣା ଓ ପେମେଣ୍ଟ ପଦ୍ଧତି ବାଛନ୍ତୁ।"
  ],
  "Loading your order…": [
    "ଆପଣଙ୍କ ଅର୍ଡର୍ ଖୋଲୁଛି…"
  ],
  "Almost there": [
    "ଆଉ ଟିକିଏ ବାକି"
  ],
  "Back": [
    "ପଛକୁ"
  ],
  "Delivery dates": [
    "ଡେଲିଭରି ତାରିଖ"
  ],
  "Choose a plan to see your delivery dates.": [
    "ଡେଲିଭରି ତାରିଖ ଦେଖିବାକୁ ଗୋଟିଏ ପ୍ଲାନ୍ ବାଛନ୍ତୁ।"
  ],
  "Start date": [
    "ଆରମ୍ଭ ତାରିଖ"
  ],
  "First delivery on": [
    "ପ୍ରଥମ ଡେଲିଭରି"
  ],
  "From {earliest} to {latest}: the kitchen needs {noticeHours} hours' notice before the first meal.": [
    [
      "earliest"
    ],
    "ରୁ ",
    [
      "latest"
    ],
    " ଭିତରେ: ପ୍ରଥମ ଭୋଜନ ପୂର୍ବରୁ ରୋଷେଇଘରକୁ ",
    [
      "noticeHours"
    ],
    " ଘଣ୍ଟା ଆଗରୁ ଜଣାଇବା ଦରକାର।"
  ],
  "{count} delivery from {first} to {last}": [
    [
      "first"
    ],
    "ରୁ ",
    [
      "last"
    ],
    " ପର୍ଯ୍ୟନ୍ତ ",
    [
      "count"
    ],
    "ଟି ଡେଲିଭରି"
  ],
  "{count} delivery from {first} to {last}, lunch and dinner each day": [
    [
      "first"
    ],
    "ରୁ ",
    [
      "last"
    ],
    " ପର୍ଯ୍ୟନ୍ତ ",
    [
      "count"
    ],
    "ଟି ଡେଲିଭରି, ପ୍ରତିଦିନ ମଧ୍ୟାହ୍ନ ଓ ରାତ୍ରି ଭୋଜନ"
  ],
  "{count} deliveries from {first} to {last}": [
    [
      "first"
    ],
    "ରୁ ",
    [
      "last"
    ],
    " ପର୍ଯ୍ୟନ୍ତ ",
    [
      "count"
    ],
    "ଟି ଡେଲିଭରି"
  ],
  "{count} deliveries from {first} to {last}, lunch and dinner each day": [
    [
      "first"
    ],
    "ରୁ ",
    [
      "last"
    ],
    " ପର୍ଯ୍ୟନ୍ତ ",
    [
      "count"
    ],
    "ଟି ଡେଲିଭରି, ପ୍ରତିଦିନ ମଧ୍ୟାହ୍ନ ଓ ରାତ୍ରି ଭୋଜନ"
  ],
  "Show fewer dates": [
    "କମ୍ ତାରିଖ ଦେଖାନ୍ତୁ"
  ],
  "Show all {count} dates": [
    "ସବୁ ",
    [
      "count"
    ],
    "ଟି ତାରିଖ ଦେଖାନ୍ତୁ"
  ],
  "Plan summary": [
    "ପ୍ଲାନ୍ ସାରାଂଶ"
  ],
  "{duration} · {mealOption} · {price}/meal": [
    [
      "duration"
    ],
    " · ",
    [
      "mealOption"
    ],
    " · ଭୋଜନ ପିଛା ",
    [
      "price"
    ]
  ],
  "Change plan": [
    "ପ୍ଲାନ୍ ବଦଳାନ୍ତୁ"
  ],
  "Meal plan": [
    "ମିଲ୍ ପ୍ଲାନ୍"
  ],
  "Choose a plan": [
    "ଗୋଟିଏ ପ୍ଲାନ୍ ବାଛନ୍ତୁ"
  ],
  "Order summary": [
    "ଅର୍ଡର୍ ସାରାଂଶ"
  ],
  "Coupon code": [
    "କୁପନ୍ କୋଡ୍"
  ],
  "{code} applied · {amount} off": [
    [
      "code"
    ],
    " ଲାଗିଲା · ",
    [
      "amount"
    ],
    " ରିହାତି"
  ],
  "Remove coupon {code}": [
    "କୁପନ୍ ",
    [
      "code"
    ],
    " ହଟାନ୍ତୁ"
  ],
  "Remove": [
    "ହଟାନ୍ତୁ"
  ],
  "e.g. MEAL100": [
    "ଯେମିତି MEAL100"
  ],
  "Checking...": [
    "ଯାଞ୍ଚ ହେଉଛି..."
  ],
  "Apply": [
    "ଲଗାନ୍ତୁ"
  ],
  "Please enter a coupon code.": [
    "ଦୟାକରି ଗୋଟିଏ କୁପନ୍ କୋଡ୍ ଲେଖନ୍ତୁ।"
  ],
  "Please pick at least one day of the week.": [
    "ଦୟାକରି ସପ୍ତାହର ଅନ୍ତତଃ ଗୋଟିଏ ଦିନ ବାଛନ୍ତୁ।"
  ],
  "Meal credits to use": [
    "ବ୍ୟବହାର କରିବାକୁ ଥିବା ମିଲ୍ କ୍ରେଡିଟ୍ (meal credit)"
  ],
  "You have {balance} meal credit worth {value}.": [
    "ଆପଣଙ୍କ ପାଖରେ ",
    [
      "value"
    ],
    " ମୂଲ୍ୟର ",
    [
      "balance"
    ],
    "ଟି ମିଲ୍ କ୍ରେଡିଟ୍ ଅଛି।"
  ],
  "You have {balance} meal credits worth {value}.": [
    "ଆପଣଙ୍କ ପାଖରେ ",
    [
      "value"
    ],
    " ମୂଲ୍ୟର ",
    [
      "balance"
    ],
    "ଟି ମିଲ୍ କ୍ରେଡିଟ୍ ଅଛି।"
  ],
  "You have {balance} meal credit worth {value}; this order can use up to {most}.": [
    "ଆପଣଙ୍କ ପାଖରେ ",
    [
      "value"
    ],
    " ମୂଲ୍ୟର ",
    [
      "balance"
    ],
    "ଟି ମିଲ୍ କ୍ରେଡିଟ୍ ଅଛି; ଏହି ଅର୍ଡର୍‌ରେ ସର୍ବାଧିକ ",
    [
      "most"
    ],
    "ଟି ବ୍ୟବହାର ହୋଇପାରିବ।"
  ],
  "You have {balance} meal credits worth {value}; this order can use up to {most}.": [
    "ଆପଣଙ୍କ ପାଖରେ ",
    [
      "value"
    ],
    " ମୂଲ୍ୟର ",
    [
      "balance"
    ],
    "ଟି ମିଲ୍ କ୍ରେଡିଟ୍ ଅଛି; ଏହି ଅର୍ଡର୍‌ରେ ସର୍ବାଧିକ ",
    [
      "most"
    ],
    "ଟି ବ୍ୟବହାର ହୋଇପାରିବ।"
  ],
  "Use {most}": [
    [
      "most"
    ],
    "ଟି ବ୍ୟବହାର କରନ୍ତୁ"
  ],
  "{count} credit take {value} off": [
    [
      "count"
    ],
    "ଟି କ୍ରେଡିଟ୍‌ରେ ",
    [
      "value"
    ],
    " କମିଲା"
  ],
  "{count} credits take {value} off": [
    [
      "count"
    ],
    "ଟି କ୍ରେଡିଟ୍‌ରେ ",
    [
      "value"
    ],
    " କମିଲା"
  ],
  "Payment method": [
    "ପେମେଣ୍ଟ ପଦ୍ଧତି"
  ],
  "Cash on Delivery (COD)": [
    "କ୍ୟାସ୍ ଅନ୍ ଡେଲିଭରି (COD)"
  ],
  "Pay when your meals arrive": [
    "ଭୋଜନ ପହଞ୍ଚିଲେ ନଗଦରେ ଦେବେ"
  ],
  "Online payment": [
    "ଅନଲାଇନ୍ ପେମେଣ୍ଟ"
  ],
  "UPI, cards or net banking": [
    "UPI, କାର୍ଡ କିମ୍ବା ନେଟ୍ ବ୍ୟାଙ୍କିଙ୍ଗ"
  ],
  "Total meals": [
    "ମୋଟ ଭୋଜନ"
  ],
  "Price per meal": [
    "ଭୋଜନ ପିଛା ଦାମ୍"
  ],
  "Subtotal": [
    "ଉପମୋଟ"
  ],
  "Discount": [
    "ରିହାତି (discount)"
  ],
  "Discount ({code})": [
    "ରିହାତି (",
    [
      "code"
    ],
    ")"
  ],
  "Meal credits ({count})": [
    "ମିଲ୍ କ୍ରେଡିଟ୍ (",
    [
      "count"
    ],
    ")"
  ],
  "GST 5 %": [
    "GST 5 %"
  ],
  "Total": [
    "ମୋଟ"
  ],
  "Prices include GST.": [
    "ଦାମ୍‌ରେ GST ସାମିଲ୍ ଅଛି।"
  ],
  "Proceed to Payment": [
    "ପେମେଣ୍ଟ କରିବାକୁ ଆଗକୁ ଯାଆନ୍ତୁ"
  ],
  "Confirm Order": [
    "ଅର୍ଡର୍ ନିଶ୍ଚିତ କରନ୍ତୁ"
  ],
  "{count} meal · pay online next": [
    [
      "count"
    ],
    "ଟି ଭୋଜନ · ପରେ ଅନଲାଇନ୍‌ରେ ଦେବେ"
  ],
  "{count} meals · pay online next": [
    [
      "count"
    ],
    "ଟି ଭୋଜନ · ପରେ ଅନଲାଇନ୍‌ରେ ଦେବେ"
  ],
  "{count} meal · pay in cash on delivery": [
    [
      "count"
    ],
    "ଟି ଭୋଜନ · ଡେଲିଭରି ବେଳେ ନଗଦରେ ଦେବେ (COD)"
  ],
  "{count} meals · pay in cash on delivery": [
    [
      "count"
    ],
    "ଟି ଭୋଜନ · ଡେଲିଭରି ବେଳେ ନଗଦରେ ଦେବେ (COD)"
  ],
  "Log in again": [
    "ପୁଣି ଲଗ୍ ଇନ୍ କରନ୍ତୁ"
  ],
  "Taking you to your profile…": [
    "ଆପଣଙ୍କ ପ୍ରୋଫାଇଲ୍‌କୁ ନେଉଛୁ…"
  ],
  "Delivery Address": [
    "ଡେଲିଭରି ଠିକଣା"
  ],
  "Add New Address": [
    "ନୂଆ ଠିକଣା ଯୋଡ଼ନ୍ତୁ"
  ],
  "Edit Address": [
    "ଠିକଣା ବଦଳାନ୍ତୁ"
  ],
  "Loading your addresses…": [
    "ଆପଣଙ୍କ ଠିକଣା ଖୋଲୁଛି…"
  ],
  "Try again": [
    "ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ"
  ],
  "Choose a delivery address": [
    "ଗୋଟିଏ ଡେଲିଭରି ଠିକଣା ବାଛନ୍ତୁ"
  ],
  "Current location": [
    "ବର୍ତ୍ତମାନର ଲୋକେସନ୍"
  ],
  "Deliver here": [
    "ଏଠାକୁ ଡେଲିଭରି କରନ୍ତୁ"
  ],
  "No saved addresses yet. Add one, or set your location to start one from there.": [
    "ଏପର୍ଯ୍ୟନ୍ତ କୌଣସି ଠିକଣା ସେଭ୍ ହୋଇନାହିଁ। ଗୋଟିଏ ଯୋଡ଼ନ୍ତୁ, କିମ୍ବା ଆପଣଙ୍କ ଲୋକେସନ୍ ଦେଇ ସେଠାରୁ ଆରମ୍ଭ କରନ୍ତୁ।"
  ],
  "At (house, street, area)": [
    "ଘର, ଗଳି, ଅଞ୍ଚଳ (At)"
  ],
  "Plot 12, {locality}": [
    "ପ୍ଲଟ୍ 12, ",
    [
      "locality"
    ]
  ],
  "Plot 12, Saheed Nagar": [
    "ପ୍ଲଟ୍ 12, ସହିଦ ନଗର"
  ],
  "Add your house or flat number and street in {locality}.": [
    [
      "locality"
    ],
    "ରେ ଆପଣଙ୍କ ଘର ବା ଫ୍ଲାଟ୍ ନମ୍ବର ଓ ଗଳି ଲେଖନ୍ତୁ।"
  ],
  "House or flat number and street.": [
    "ଘର ବା ଫ୍ଲାଟ୍ ନମ୍ବର ଓ ଗଳି।"
  ],
  "PO (post office)": [
    "ଡାକଘର (PO)"
  ],
  "Bhubaneswar": [
    "ଭୁବନେଶ୍ୱର"
  ],
  "District": [
    "ଜିଲ୍ଲା"
  ],
  "Khordha": [
    "ଖୋର୍ଦ୍ଧା"
  ],
  "PIN code": [
    "ପିନ୍ କୋଡ୍ (PIN)"
  ],
  "Cancel": [
    "ବାତିଲ୍"
  ],
  "Saving...": [
    "ସେଭ୍ ହେଉଛି..."
  ],
  "Save Address": [
    "ଠିକଣା ସେଭ୍ କରନ୍ତୁ"
  ],
  "Update Address": [
    "ଠିକଣା ଅପଡେଟ୍ କରନ୍ତୁ"
  ],
  "Edit address: {address}": [
    "ଠିକଣା ବଦଳାନ୍ତୁ: ",
    [
      "address"
    ]
  ],
  "Delete address: {address}": [
    "ଠିକଣା ହଟାନ୍ତୁ: ",
    [
      "address"
    ]
  ],
  "Address saved": [
    "ଠିକଣା ସେଭ୍ ହେଲା"
  ],
  "Address updated": [
    "ଠିକଣା ଅପଡେଟ୍ ହେଲା"
  ],
  "Address deleted": [
    "ଠିକଣା ହଟାଗଲା"
  ],
  "Failed to save address: {reason}": [
    "ଠିକଣା ସେଭ୍ ହୋଇପାରିଲା ନାହିଁ: ",
    [
      "reason"
    ]
  ],
  "Your first week and what you avoid": [
    "ଆପଣଙ୍କ ପ୍ରଥମ ସପ୍ତାହ ଓ ଆପଣ ଯାହା ଖାଆନ୍ତି ନାହିଁ"
  ],
  "You avoid {avoids}. On these days of your first week the dish holds it:": [
    "ଆପଣ ",
    [
      "avoids"
    ],
    " ଖାଆନ୍ତି ନାହିଁ। ପ୍ରଥମ ସପ୍ତାହର ଏହି ଦିନଗୁଡ଼ିକରେ ଖାଦ୍ୟରେ ତାହା ଅଛି:"
  ],
  "Change what you avoid on your profile.": [
    "ଆପଣ ଯାହା ଖାଆନ୍ତି ନାହିଁ, ତାହା ଆପଣଙ୍କ ପ୍ରୋଫାଇଲ୍‌ରେ ବଦଳାନ୍ତୁ।"
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
  "Onion and garlic": [
    "ପିଆଜ ଓ ରସୁଣ"
  ],
  "Cereals containing gluten": [
    "ଗ୍ଲୁଟେନ୍ ଥିବା ଶସ୍ୟ"
  ],
  "Crustaceans": [
    "ଚିଙ୍ଗୁଡ଼ି, କଙ୍କଡ଼ା ଜାତୀୟ"
  ],
  "Milk": [
    "କ୍ଷୀର"
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
  "Egg": [
    "ଅଣ୍ଡା"
  ],
  "Confirm & Pay": [
    "ନିଶ୍ଚିତ କରି ପେମେଣ୍ଟ କରନ୍ତୁ"
  ],
  "Review your FitThali subscription and pay securely online.": [
    "ଆପଣଙ୍କ FitThali ସବସ୍କ୍ରିପସନ୍ ଦେଖି ସୁରକ୍ଷିତ ଭାବେ ଅନଲାଇନ୍‌ରେ ପେମେଣ୍ଟ କରନ୍ତୁ।"
  ],
  "Checking your payment…": [
    "ଆପଣଙ୍କ ପେମେଣ୍ଟ ଯାଞ୍ଚ ହେଉଛି…"
  ],
  "Secure payment": [
    "ସୁରକ୍ଷିତ ପେମେଣ୍ଟ"
  ],
  "Payment successful": [
    "ପେମେଣ୍ଟ ସଫଳ ହେଲା"
  ],
  "{amount} paid. Your plan is confirmed; taking you to your profile…": [
    [
      "amount"
    ],
    " ପେମେଣ୍ଟ ହେଲା। ଆପଣଙ୍କ ପ୍ଲାନ୍ ନିଶ୍ଚିତ; ଆପଣଙ୍କ ପ୍ରୋଫାଇଲ୍‌କୁ ନେଉଛୁ…"
  ],
  "Pay securely": [
    "ସୁରକ୍ଷିତ ଭାବେ ପେମେଣ୍ଟ କରନ୍ତୁ"
  ],
  "Amount to pay": [
    "ଦେବାକୁ ଥିବା ରାଶି"
  ],
  "Review your order": [
    "ଆପଣଙ୍କ ଅର୍ଡର୍ ପୁଣି ଦେଖନ୍ତୁ"
  ],
  "Pay {amount}": [
    [
      "amount"
    ],
    " ପେମେଣ୍ଟ କରନ୍ତୁ"
  ],
  "Your order is confirmed as soon as the payment is verified.": [
    "ପେମେଣ୍ଟ ଯାଞ୍ଚ ହେବା ମାତ୍ରେ ଆପଣଙ୍କ ଅର୍ଡର୍ ନିଶ୍ଚିତ ହୋଇଯିବ।"
  ],
  "Payment was cancelled. You can try again.": [
    "ପେମେଣ୍ଟ ବାତିଲ୍ ହେଲା। ଆପଣ ପୁଣି ଚେଷ୍ଟା କରିପାରିବେ।"
  ],
  "The payment did not go through. Please try again.": [
    "ପେମେଣ୍ଟ ହୋଇପାରିଲା ନାହିଁ। ଦୟାକରି ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।"
  ],
  "Test mode": [
    "ଟେଷ୍ଟ ମୋଡ୍"
  ],
  "Test payment": [
    "ଟେଷ୍ଟ ପେମେଣ୍ଟ"
  ],
  "This shop is running FitThali's built-in test gateway. No money moves: completing the test payment marks your order as paid straight away.": [
    "ଏହି ଦୋକାନ FitThaliର ନିଜସ୍ୱ ଟେଷ୍ଟ ଗେଟୱେ ଚଳାଉଛି। କୌଣସି ଟଙ୍କା କଟିବ ନାହିଁ: ଟେଷ୍ଟ ପେମେଣ୍ଟ ସାରିଲେ ଆପଣଙ୍କ ଅର୍ଡର୍ ସଙ୍ଗେ ସଙ୍ଗେ ପେମେଣ୍ଟ ହୋଇଥିବା ବୋଲି ଧରାଯିବ।"
  ],
  "Amount": [
    "ରାଶି"
  ],
  "Complete test payment": [
    "ଟେଷ୍ଟ ପେମେଣ୍ଟ ସାରନ୍ତୁ"
  ],
  "Your order": [
    "ଆପଣଙ୍କ ଅର୍ଡର୍"
  ],
  "Plan": [
    "ପ୍ଲାନ୍"
  ],
  "Slot": [
    "ସମୟ (slot)"
  ],
  "Duration and days": [
    "ଅବଧି ଓ ଦିନ"
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
  "every day": [
    "ପ୍ରତିଦିନ"
  ],
  "{meals} meals over {days} delivery days": [
    [
      "days"
    ],
    "ଟି ଡେଲିଭରି ଦିନରେ ",
    [
      "meals"
    ],
    "ଟି ଭୋଜନ"
  ],
  "Deliver to": [
    "ଡେଲିଭରି ଠିକଣା"
  ],
  "Coupon": [
    "କୁପନ୍"
  ],
  "None": [
    "ନାହିଁ"
  ],
  "Meal credits": [
    "ମିଲ୍ କ୍ରେଡିଟ୍"
  ],
  "{count} used": [
    [
      "count"
    ],
    "ଟି ବ୍ୟବହାର ହେଲା"
  ]
};
