// Compiled from account.po, deliveries.po, forms.po, account.po, money.po, delivery.po, preferences.po (the sentences the profile name) by `npm run i18n`: edit the PO file, not this one.
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
  ],
  "We could not find that order.": [
    "ସେହି ଅର୍ଡର୍ ଆମେ ପାଇଲୁ ନାହିଁ।"
  ],
  "Name must be at least 3 characters.": [
    "ନାମରେ ଅତି କମରେ 3ଟି ଅକ୍ଷର ରହିବା ଦରକାର।"
  ],
  "Name must be at most 100 characters.": [
    "ନାମ 100 ଅକ୍ଷରରୁ ଅଧିକ ହୋଇପାରିବ ନାହିଁ।"
  ],
  "Enter a valid email address.": [
    "ଏକ ଠିକ୍ ଇମେଲ୍ ଠିକଣା ଦିଅନ୍ତୁ।"
  ],
  "Email must be at most 254 characters.": [
    "ଇମେଲ୍ 254 ଅକ୍ଷରରୁ ଅଧିକ ହୋଇପାରିବ ନାହିଁ।"
  ],
  "Enter a valid 10-digit phone number.": [
    "10 ଅଙ୍କର ଏକ ଠିକ୍ ଫୋନ୍ ନମ୍ବର ଦିଅନ୍ତୁ।"
  ],
  "Password must be at least 6 characters.": [
    "ପାସୱାର୍ଡରେ ଅତି କମରେ 6ଟି ଅକ୍ଷର ରହିବା ଦରକାର।"
  ],
  "Password must be at most 128 characters.": [
    "ପାସୱାର୍ଡ 128 ଅକ୍ଷରରୁ ଅଧିକ ହୋଇପାରିବ ନାହିଁ।"
  ],
  "Please fill all fields": [
    "ଦୟାକରି ସବୁ ଘର ପୂରଣ କରନ୍ତୁ"
  ],
  "Phone or email must be at most 254 characters.": [
    "ଫୋନ୍ କିମ୍ବା ଇମେଲ୍ 254 ଅକ୍ଷରରୁ ଅଧିକ ହୋଇପାରିବ ନାହିଁ।"
  ],
  "Something went wrong. Try again.": [
    "କିଛି ଭୁଲ୍ ହୋଇଗଲା। ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।"
  ],
  "Are you sure you want to delete your account? This action cannot be undone.": [
    "ଆପଣ ନିଶ୍ଚିତ କି ଆପଣଙ୍କ ଆକାଉଣ୍ଟ ଡିଲିଟ୍ କରିବାକୁ ଚାହାଁନ୍ତି? ଏହାକୁ ପରେ ଫେରାଇ ହେବ ନାହିଁ।"
  ],
  "Account deleted": [
    "ଆକାଉଣ୍ଟ ଡିଲିଟ୍ ହୋଇଗଲା"
  ],
  "Failed to delete account": [
    "ଆକାଉଣ୍ଟ ଡିଲିଟ୍ ହୋଇପାରିଲା ନାହିଁ"
  ],
  "Order confirmed! Your new subscription is listed below; pay on delivery.": [
    "ଅର୍ଡର୍ ନିଶ୍ଚିତ ହେଲା! ଆପଣଙ୍କ ନୂଆ ସବସ୍କ୍ରିପସନ୍ ତଳେ ଦେଖାଯାଉଛି; ଡେଲିଭରି ବେଳେ ପଇସା ଦେବେ।"
  ],
  "Payment successful! Your new subscription is active and listed below.": [
    "ପେମେଣ୍ଟ ହୋଇଗଲା! ଆପଣଙ୍କ ନୂଆ ସବସ୍କ୍ରିପସନ୍ ଚାଲୁ ହୋଇଛି ଓ ତଳେ ଦେଖାଯାଉଛି।"
  ],
  "Your unpaid order was cancelled.": [
    "ଆପଣଙ୍କ ପଇସା ନ ଦିଆ ଅର୍ଡର୍ ବାତିଲ୍ ହେଲା।"
  ],
  "No subscriptions found.": [
    "କୌଣସି ସବସ୍କ୍ରିପସନ୍ ନାହିଁ।"
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
  "Please enter your phone number or email.": [
    "ଦୟାକରି ଆପଣଙ୍କ ଫୋନ୍ ନମ୍ବର କିମ୍ବା ଇମେଲ୍ ଦିଅନ୍ତୁ।"
  ],
  "Please enter the 6-digit code.": [
    "ଦୟାକରି 6 ଅଙ୍କର କୋଡ୍ ଦିଅନ୍ତୁ।"
  ],
  "Please enter your current password.": [
    "ଦୟାକରି ଆପଣଙ୍କ ବର୍ତ୍ତମାନର ପାସୱାର୍ଡ ଦିଅନ୍ତୁ।"
  ],
  "Password changed. You have been signed out everywhere else.": [
    "ପାସୱାର୍ଡ ବଦଳିଗଲା। ଅନ୍ୟ ସବୁ ଡିଭାଇସରୁ ଆପଣ ଲଗ୍ ଆଉଟ୍ ହୋଇଗଲେ।"
  ],
  "Name saved.": [
    "ନାମ ସେଭ୍ ହେଲା।"
  ],
  "Please enter the new email or the new phone number.": [
    "ଦୟାକରି ନୂଆ ଇମେଲ୍ କିମ୍ବା ନୂଆ ଫୋନ୍ ନମ୍ବର ଦିଅନ୍ତୁ।"
  ],
  "Email changed. You have been signed out everywhere else.": [
    "ଇମେଲ୍ ବଦଳିଗଲା। ଅନ୍ୟ ସବୁ ଡିଭାଇସରୁ ଆପଣ ଲଗ୍ ଆଉଟ୍ ହୋଇଗଲେ।"
  ],
  "Please enter your password to delete your account.": [
    "ଆକାଉଣ୍ଟ ଡିଲିଟ୍ କରିବା ପାଇଁ ଦୟାକରି ଆପଣଙ୍କ ପାସୱାର୍ଡ ଦିଅନ୍ତୁ।"
  ],
  "What deleting your account does has changed since you opened this (a meal reached its cut-off or your credits changed). Please read the new figures and confirm again.": [
    "ଆପଣ ଏହା ଖୋଲିବା ପରେ ଆକାଉଣ୍ଟ ଡିଲିଟ୍ କଲେ କଣ ହେବ ତାହା ବଦଳିଯାଇଛି (କୌଣସି ଭୋଜନର ଶେଷ ସମୟ (cut-off) ଆସିଗଲା କିମ୍ବା ଆପଣଙ୍କ କ୍ରେଡିଟ୍ ବଦଳିଲା)। ଦୟାକରି ନୂଆ ହିସାବ ପଢ଼ି ପୁଣି ନିଶ୍ଚିତ କରନ୍ତୁ।"
  ],
  "Could not load what deleting your account does. Please try again.": [
    "ଆକାଉଣ୍ଟ ଡିଲିଟ୍ କଲେ କଣ ହେବ ତାହା ଲୋଡ୍ ହୋଇପାରିଲା ନାହିଁ। ଦୟାକରି ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।"
  ],
  "Something went wrong. Please try again.": [
    "କିଛି ଭୁଲ୍ ହୋଇଗଲା। ଦୟାକରି ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।"
  ],
  "We have sent a 6-digit code to {email}. Enter it here to change your email.": [
    "ଆମେ ",
    [
      "email"
    ],
    "କୁ 6 ଅଙ୍କର ଏକ କୋଡ୍ ପଠାଇଛୁ। ଇମେଲ୍ ବଦଳାଇବା ପାଇଁ ତାହା ଏଠାରେ ଦିଅନ୍ତୁ।"
  ],
  "We have sent a 6-digit code to {phone} on WhatsApp. Enter it here to change your phone number.": [
    "ଆମେ WhatsAppରେ ",
    [
      "phone"
    ],
    "କୁ 6 ଅଙ୍କର ଏକ କୋଡ୍ ପଠାଇଛୁ। ଫୋନ୍ ନମ୍ବର ବଦଳାଇବା ପାଇଁ ତାହା ଏଠାରେ ଦିଅନ୍ତୁ।"
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
  "This plan cannot be renewed from here. Please choose it again from Meal Plans.": [
    "ଏହି ପ୍ଲାନ୍ ଏଠାରୁ ନବୀକରଣ (renew) ହୋଇପାରିବ ନାହିଁ। ଦୟାକରି ମିଲ୍ ପ୍ଲାନ୍ (Meal Plans) ରୁ ଏହାକୁ ପୁଣି ବାଛନ୍ତୁ।"
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
  ]
};
