// Compiled from account.po by `npm run i18n`: edit the PO file, not this one.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "Loading your profile…": [
    "ଆପଣଙ୍କ ପ୍ରୋଫାଇଲ୍ ଖୋଲୁଛି…"
  ],
  "My Profile": [
    "ମୋ ପ୍ରୋଫାଇଲ୍"
  ],
  "Welcome, {name}": [
    "ନମସ୍କାର, ",
    [
      "name"
    ]
  ],
  "there": [
    "ଆପଣ"
  ],
  "Phone": [
    "ଫୋନ୍"
  ],
  "Email": [
    "ଇମେଲ୍"
  ],
  "Logout": [
    "ଲଗ୍ ଆଉଟ୍"
  ],
  "Overview": [
    "ସାରାଂଶ"
  ],
  "Meal Progress": [
    "ଭୋଜନର ଅଗ୍ରଗତି"
  ],
  "{delivered} of {bought} meals delivered": [
    [
      "bought"
    ],
    "ଟି ଭୋଜନରୁ ",
    [
      "delivered"
    ],
    "ଟି ପହଞ୍ଚିଗଲାଣି"
  ],
  "Last delivery {date}": [
    "ଶେଷ ଡେଲିଭରି ",
    [
      "date"
    ]
  ],
  "No plan running": [
    "କୌଣସି ପ୍ଲାନ୍ ଚାଲୁନାହିଁ"
  ],
  "no plan running": [
    "କୌଣସି ପ୍ଲାନ୍ ଚାଲୁନାହିଁ"
  ],
  "meal to come": [
    "ଭୋଜନ ଆସିବାକୁ ବାକି"
  ],
  "meals to come": [
    "ଭୋଜନ ଆସିବାକୁ ବାକି"
  ],
  "{count} meals to come": [
    [
      "count"
    ],
    "ଟି ଭୋଜନ ଆସିବାକୁ ବାକି"
  ],
  "Meal credits: {credits}": [
    "ମିଲ୍ କ୍ରେଡିଟ୍ (meal credits): ",
    [
      "credits"
    ]
  ],
  "See what they are worth and when they expire": [
    "ଏହାର ମୂଲ୍ୟ ଓ ଶେଷ ତାରିଖ ଦେଖନ୍ତୁ"
  ],
  "A missed meal earns a credit for your next order.": [
    "ଭୋଜନ ନ ପହଞ୍ଚିଲେ ଆପଣଙ୍କ ପରବର୍ତ୍ତୀ ଅର୍ଡର୍ ପାଇଁ ଗୋଟିଏ କ୍ରେଡିଟ୍ ମିଳେ।"
  ],
  "Active plans": [
    "ଚାଲୁଥିବା ପ୍ଲାନ୍"
  ],
  "Total transactions": [
    "ମୋଟ କାରବାର"
  ],
  "Meal credits": [
    "ମିଲ୍ କ୍ରେଡିଟ୍"
  ],
  "Delete account": [
    "ଆକାଉଣ୍ଟ୍ ଡିଲିଟ୍ କରନ୍ତୁ"
  ],
  "Removes your name, email, phone number, password and saved addresses for good. Past orders stay in our accounts without your details.": [
    "ଆପଣଙ୍କ ନାମ, ଇମେଲ୍, ଫୋନ୍ ନମ୍ବର, ପାସୱାର୍ଡ ଓ ସେଭ୍ କରାଯାଇଥିବା ଠିକଣା ସବୁଦିନ ପାଇଁ ହଟାଇ ଦିଏ। ପୁରୁଣା ଅର୍ଡର୍ ଆପଣଙ୍କ ବିବରଣୀ ବିନା ଆମ ହିସାବରେ ରହେ।"
  ],
  "My Subscriptions": [
    "ମୋ ସବସ୍କ୍ରିପସନ୍"
  ],
  "Filter subscriptions": [
    "ସବସ୍କ୍ରିପସନ୍ ବାଛି ଦେଖନ୍ତୁ"
  ],
  "1 subscription shown": [
    "1ଟି ସବସ୍କ୍ରିପସନ୍ ଦେଖାଯାଉଛି"
  ],
  "{count} subscriptions shown": [
    [
      "count"
    ],
    "ଟି ସବସ୍କ୍ରିପସନ୍ ଦେଖାଯାଉଛି"
  ],
  "Browse meal plans": [
    "ମିଲ୍ ପ୍ଲାନ୍ ଦେଖନ୍ତୁ"
  ],
  "All": [
    "ସବୁ"
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
  "Paused until you resume": [
    "ପୁଣି ଆରମ୍ଭ (resume) ନକରିବା ଯାଏଁ ବିରତି"
  ],
  "Paused until {until}": [
    [
      "until"
    ],
    " ଯାଏଁ ବିରତି"
  ],
  "Pause from {from} until you resume": [
    [
      "from"
    ],
    "ରୁ ପୁଣି ଆରମ୍ଭ ନକରିବା ଯାଏଁ ବିରତି"
  ],
  "Pause from {from} to {until}": [
    [
      "from"
    ],
    "ରୁ ",
    [
      "until"
    ],
    " ଯାଏଁ ବିରତି"
  ],
  "Cancelled before its first meal": [
    "ପ୍ରଥମ ଭୋଜନ ଆଗରୁ ବାତିଲ୍ ହୋଇଗଲା"
  ],
  "{count} meals delivered": [
    [
      "count"
    ],
    "ଟି ଭୋଜନ ପହଞ୍ଚିଗଲାଣି"
  ],
  "{count} meals still coming, the last on {date}": [
    [
      "count"
    ],
    "ଟି ଭୋଜନ ଏବେ ବି ଆସିବ, ଶେଷଟି ",
    [
      "date"
    ],
    "ରେ"
  ],
  "Last meal {date}": [
    "ଶେଷ ଭୋଜନ ",
    [
      "date"
    ]
  ],
  "{days} days": [
    [
      "days"
    ],
    " ଦିନ"
  ],
  "Unnamed Plan": [
    "ନାମ ନଥିବା ପ୍ଲାନ୍"
  ],
  "ends {date}": [
    [
      "date"
    ],
    "ରେ ଶେଷ ହେବ"
  ],
  "ended {date}": [
    [
      "date"
    ],
    "ରେ ଶେଷ ହେଲା"
  ],
  "Meal option": [
    "ଭୋଜନ ପ୍ରକାର"
  ],
  "Duration": [
    "ଅବଧି"
  ],
  "Start date": [
    "ଆରମ୍ଭ ତାରିଖ"
  ],
  "Subscribed on": [
    "ସବସ୍କ୍ରାଇବ୍ କରିଥିବା ଦିନ"
  ],
  "Payment": [
    "ପେମେଣ୍ଟ"
  ],
  "Delivery address": [
    "ଡେଲିଭରି ଠିକଣା"
  ],
  "No address info": [
    "ଠିକଣା ଦିଆଯାଇନାହିଁ"
  ],
  "Manage deliveries of {plan}": [
    [
      "plan"
    ],
    "ର ଡେଲିଭରି ସମ୍ଭାଳନ୍ତୁ"
  ],
  "View deliveries of {plan}": [
    [
      "plan"
    ],
    "ର ଡେଲିଭରି ଦେଖନ୍ତୁ"
  ],
  "Manage deliveries": [
    "ଡେଲିଭରି ସମ୍ଭାଳନ୍ତୁ"
  ],
  "View deliveries": [
    "ଡେଲିଭରି ଦେଖନ୍ତୁ"
  ],
  "Waiting for your online payment.": [
    "ଆପଣଙ୍କ ଅନଲାଇନ୍ ପେମେଣ୍ଟକୁ ଅପେକ୍ଷା କରୁଛୁ।"
  ],
  "Pay now": [
    "ଏବେ ପେମେଣ୍ଟ କରନ୍ତୁ"
  ],
  "Cancel order": [
    "ଅର୍ଡର୍ ବାତିଲ୍ କରନ୍ତୁ"
  ],
  "N/A": [
    "ନାହିଁ"
  ],
  "Transactions": [
    "କାରବାର"
  ],
  "Date": [
    "ତାରିଖ"
  ],
  "Amount": [
    "ରାଶି"
  ],
  "Mode": [
    "ମାଧ୍ୟମ"
  ],
  "Status": [
    "ସ୍ଥିତି"
  ],
  "Refund": [
    "ଫେରସ୍ତ (refund)"
  ],
  "Invoices": [
    "ଇନଭଏସ୍ (invoices)"
  ],
  "Could not download {number}. Try again.": [
    [
      "number"
    ],
    " ଡାଉନଲୋଡ୍ ହେଲା ନାହିଁ। ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।"
  ],
  "Number": [
    "ନମ୍ବର"
  ],
  "Kind": [
    "ପ୍ରକାର"
  ],
  "Tax invoice": [
    "ଟ୍ୟାକ୍ସ ଇନଭଏସ୍ (tax invoice)"
  ],
  "Credit note": [
    "କ୍ରେଡିଟ୍ ନୋଟ୍"
  ],
  "Download tax invoice {number} (PDF)": [
    "ଟ୍ୟାକ୍ସ ଇନଭଏସ୍ ",
    [
      "number"
    ],
    " ଡାଉନଲୋଡ୍ କରନ୍ତୁ (PDF)"
  ],
  "Download credit note {number} (PDF)": [
    "କ୍ରେଡିଟ୍ ନୋଟ୍ ",
    [
      "number"
    ],
    " ଡାଉନଲୋଡ୍ କରନ୍ତୁ (PDF)"
  ],
  "Downloading…": [
    "ଡାଉନଲୋଡ୍ ହେଉଛି…"
  ],
  "Download": [
    "ଡାଉନଲୋଡ୍"
  ],
  "Cancel": [
    "ବାତିଲ୍"
  ],
  "Deleting...": [
    "ଡିଲିଟ୍ ହେଉଛି..."
  ],
  "Confirm": [
    "ନିଶ୍ଚିତ କରନ୍ତୁ"
  ],
  "Working out what you would lose…": [
    "ଆପଣ କ'ଣ ହରାଇବେ ହିସାବ କରୁଛୁ…"
  ],
  "Your password": [
    "ଆପଣଙ୍କ ପାସୱାର୍ଡ"
  ],
  "Account details": [
    "ଆକାଉଣ୍ଟ୍ ବିବରଣୀ"
  ],
  "Your name": [
    "ଆପଣଙ୍କ ନାମ"
  ],
  "Save name": [
    "ନାମ ସେଭ୍ କରନ୍ତୁ"
  ],
  "Name": [
    "ନାମ"
  ],
  "Change password": [
    "ପାସୱାର୍ଡ ବଦଳାନ୍ତୁ"
  ],
  "Current password": [
    "ବର୍ତ୍ତମାନର ପାସୱାର୍ଡ"
  ],
  "New password": [
    "ନୂଆ ପାସୱାର୍ଡ"
  ],
  "Email or phone": [
    "ଇମେଲ୍ କିମ୍ବା ଫୋନ୍"
  ],
  "Confirm change": [
    "ବଦଳ ନିଶ୍ଚିତ କରନ୍ତୁ"
  ],
  "Start again": [
    "ପୁଣି ଆରମ୍ଭରୁ କରନ୍ତୁ"
  ],
  "6-digit code": [
    "6 ଅଙ୍କର କୋଡ୍"
  ],
  "Send code": [
    "କୋଡ୍ ପଠାନ୍ତୁ"
  ],
  "Change my": [
    "ବଦଳାଇବି"
  ],
  "Phone number": [
    "ଫୋନ୍ ନମ୍ବର"
  ],
  "New email": [
    "ନୂଆ ଇମେଲ୍"
  ],
  "New phone number": [
    "ନୂଆ ଫୋନ୍ ନମ୍ବର"
  ],
  "Notifications": [
    "ସୂଚନା (notifications)"
  ],
  "Notification settings saved.": [
    "ସୂଚନା ସେଟିଂସ୍ ସେଭ୍ ହେଲା।"
  ],
  "Could not save your settings.": [
    "ଆପଣଙ୍କ ସେଟିଂସ୍ ସେଭ୍ ହେଲା ନାହିଁ।"
  ],
  "No messages yet. We tell you here about every change to your meals and money.": [
    "ଏଯାଏଁ କୌଣସି ସୂଚନା ନାହିଁ। ଆପଣଙ୍କ ଭୋଜନ ଓ ଟଙ୍କାରେ ପ୍ରତ୍ୟେକ ବଦଳ ବିଷୟରେ ଆମେ ଏଠାରେ ଜଣାଉ।"
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
  "WhatsApp": [
    "ହ୍ୱାଟସଆପ୍ (WhatsApp)"
  ],
  "waiting": [
    "ପଠାଯିବାକୁ ବାକି"
  ],
  "sent": [
    "ପଠାଗଲା"
  ],
  "not sent": [
    "ପଠାଯାଇନାହିଁ"
  ],
  "Email me (receipts always come by email)": [
    "ମୋତେ ଇମେଲ୍ କରନ୍ତୁ (ରସିଦ ସବୁବେଳେ ଇମେଲରେ ଆସେ)"
  ],
  "WhatsApp messages to my phone number": [
    "ମୋ ଫୋନ୍ ନମ୍ବରକୁ ହ୍ୱାଟସଆପ୍ (WhatsApp) ମେସେଜ୍"
  ],
  "Reminders: the evening before, plan ending, credits expiring": [
    "ମନେପକାଇବା ମେସେଜ୍: ଆଗଦିନ ସନ୍ଧ୍ୟାରେ, ପ୍ଲାନ୍ ଶେଷ ହେବା ବେଳେ, କ୍ରେଡିଟ୍ ମିଆଦ ସରିବା ବେଳେ"
  ],
  "How we reach you": [
    "ଆମେ ଆପଣଙ୍କୁ କିପରି ଜଣାଇବୁ"
  ],
  "Saving…": [
    "ସେଭ୍ ହେଉଛି…"
  ],
  "Save settings": [
    "ସେଟିଂସ୍ ସେଭ୍ କରନ୍ତୁ"
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
  "The dish": [
    "ଖାଦ୍ୟଟି"
  ],
  "Swap or skip it": [
    "ବଦଳାନ୍ତୁ (swap) କିମ୍ବା ବାଦ୍ (skip) ଦିଅନ୍ତୁ"
  ],
  "{slot} on {date}: {dish} instead of {before}": [
    [
      "date"
    ],
    "ର ",
    [
      "slot"
    ],
    ": ",
    [
      "before"
    ],
    " ବଦଳରେ ",
    [
      "dish"
    ]
  ],
  "another dish": [
    "ଅନ୍ୟ ଏକ ଖାଦ୍ୟ"
  ],
  "the day’s dish": [
    "ସେଦିନର ଖାଦ୍ୟ"
  ],
  "{slot} on {date}: {dish} is already being prepared.": [
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
    " ତିଆରି ହେବା ଆରମ୍ଭ ହୋଇସାରିଛି।"
  ],
  "Dietary preferences": [
    "ଖାଦ୍ୟ ପସନ୍ଦ"
  ],
  "Where a day’s dish holds something you avoid, we pick a dish of that day that fits. When none fits, we tell the kitchen and you, before the meal’s cut-off.": [
    "ଯେଉଁଦିନ ଖାଦ୍ୟରେ ଆପଣ ଖାଉନଥିବା କିଛି ଥାଏ, ସେଦିନର ଉପଯୁକ୍ତ ଅନ୍ୟ ଖାଦ୍ୟ ଆମେ ବାଛୁ। କୌଣସିଟି ଉପଯୁକ୍ତ ନହେଲେ, ଭୋଜନର ଶେଷ ସମୟ (cut-off) ଆଗରୁ ରୋଷେଇଘର ଓ ଆପଣଙ୍କୁ ଜଣାଉ।"
  ],
  "I avoid": [
    "ମୁଁ ଖାଏ ନାହିଁ"
  ],
  "Save preferences": [
    "ପସନ୍ଦ ସେଭ୍ କରନ୍ତୁ"
  ],
  "We could not save your preferences. Please try again.": [
    "ଆପଣଙ୍କ ପସନ୍ଦ ଆମେ ସେଭ୍ କରିପାରିଲୁ ନାହିଁ। ଦୟାକରି ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।"
  ],
  "We could not load your preferences. Reload the page to try again.": [
    "ଆପଣଙ୍କ ପସନ୍ଦ ଖୋଲିହେଲା ନାହିଁ। ପୁଣି ଚେଷ୍ଟା ପାଇଁ ପେଜ୍ ରିଲୋଡ୍ କରନ୍ତୁ।"
  ],
  "Expiring": [
    "ମିଆଦ ସରୁଛି"
  ],
  "1 meal credit ({value}) expires on {date}": [
    "1ଟି ମିଲ୍ କ୍ରେଡିଟ୍ (",
    [
      "value"
    ],
    ") ",
    [
      "date"
    ],
    "ରେ ମିଆଦ ସରିବ"
  ],
  "{count} meal credits ({value}) expire on {date}": [
    [
      "count"
    ],
    "ଟି ମିଲ୍ କ୍ରେଡିଟ୍ (",
    [
      "value"
    ],
    ") ",
    [
      "date"
    ],
    "ରେ ମିଆଦ ସରିବ"
  ],
  "Meal credit history, newest first": [
    "ମିଲ୍ କ୍ରେଡିଟ୍ ହିସାବ, ନୂଆଟି ପ୍ରଥମେ"
  ],
  "What": [
    "କ'ଣ"
  ],
  "Meals": [
    "ଭୋଜନ"
  ],
  "Value": [
    "ମୂଲ୍ୟ"
  ],
  "{kind}: {reason}": [
    [
      "kind"
    ],
    ": ",
    [
      "reason"
    ]
  ],
  "Earned": [
    "ମିଳିଲା"
  ],
  "Used": [
    "ବ୍ୟବହାର ହେଲା"
  ],
  "Adjusted": [
    "ସଂଶୋଧିତ"
  ],
  "Your FitThali credits, subscriptions and transactions.": [
    "ଆପଣଙ୍କ FitThali କ୍ରେଡିଟ୍, ସବସ୍କ୍ରିପସନ୍ ଓ କାରବାର।"
  ],
  "Your data": [
    "ଆପଣଙ୍କ ତଥ୍ୟ"
  ],
  "Download a copy of everything we keep about you: your profile, addresses, orders, meals, payments, credits, refunds, invoices, messages and ratings, in one JSON file.": [
    "ଆମ ପାଖରେ ଆପଣଙ୍କ ବିଷୟରେ ଯାହା ସବୁ ଅଛି, ତାହାର ଏକ କପି ଗୋଟିଏ JSON ଫାଇଲରେ ଡାଉନଲୋଡ୍ କରନ୍ତୁ: ଆପଣଙ୍କ ପ୍ରୋଫାଇଲ୍, ଠିକଣା, ଅର୍ଡର୍, ଭୋଜନ, ପେମେଣ୍ଟ, କ୍ରେଡିଟ୍, ଫେରସ୍ତ (refund), ଇନଭଏସ୍ (invoice), ମେସେଜ୍ ଓ ରେଟିଂ।"
  ],
  "Download my data": [
    "ମୋ ତଥ୍ୟ ଡାଉନଲୋଡ୍ କରନ୍ତୁ"
  ],
  "Preparing your file…": [
    "ଆପଣଙ୍କ ଫାଇଲ୍ ପ୍ରସ୍ତୁତ ହେଉଛି…"
  ],
  "Could not download your data. Try again.": [
    "ଆପଣଙ୍କ ତଥ୍ୟ ଡାଉନଲୋଡ୍ ହୋଇପାରିଲା ନାହିଁ। ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।"
  ],
  "Show password": [
    "ପାସୱାର୍ଡ ଦେଖାନ୍ତୁ"
  ],
  "Hide password": [
    "ପାସୱାର୍ଡ ଲୁଚାନ୍ତୁ"
  ]
};
