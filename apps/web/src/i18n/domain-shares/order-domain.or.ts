// Compiled from forms.po, account.po (the sentences the ordering and account-recovery pages name) by `npm run i18n`: edit the PO file, not this one.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
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
  "Failed to load addresses": [
    "ଠିକଣା ଗୁଡ଼ିକ ଲୋଡ୍ ହୋଇପାରିଲା ନାହିଁ"
  ],
  "Failed to save address": [
    "ଠିକଣା ସେଭ୍ ହୋଇପାରିଲା ନାହିଁ"
  ],
  "Failed to delete address": [
    "ଠିକଣା ଡିଲିଟ୍ ହୋଇପାରିଲା ନାହିଁ"
  ],
  "Please select a delivery address": [
    "ଦୟାକରି ଏକ ଡେଲିଭରି ଠିକଣା ବାଛନ୍ତୁ"
  ],
  "Only Odisha locations allowed": [
    "କେବଳ ଓଡ଼ିଶାର ଲୋକେସନ୍ ଚାଲିବ"
  ],
  "Please choose a meal plan.": [
    "ଦୟାକରି ଏକ ମିଲ୍ ପ୍ଲାନ୍ ବାଛନ୍ତୁ।"
  ],
  "Please choose a valid start date.": [
    "ଦୟାକରି ଆରମ୍ଭର ଏକ ଠିକ୍ ତାରିଖ ବାଛନ୍ତୁ।"
  ],
  "Invalid coupon code": [
    "ଭୁଲ୍ କୁପନ୍ କୋଡ୍"
  ],
  "Order Confirmed": [
    "ଅର୍ଡର୍ ନିଶ୍ଚିତ ହେଲା"
  ],
  "Processing...": [
    "ପ୍ରକ୍ରିୟା ଚାଲିଛି..."
  ],
  "Subscription failed. Try again.": [
    "ସବସ୍କ୍ରିପସନ୍ ହୋଇପାରିଲା ନାହିଁ। ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।"
  ],
  "Something went wrong": [
    "କିଛି ଭୁଲ୍ ହୋଇଗଲା"
  ],
  "Payment succeeded but order not saved. Please contact support.": [
    "ପେମେଣ୍ଟ ହୋଇଗଲା କିନ୍ତୁ ଅର୍ଡର୍ ସେଭ୍ ହେଲା ନାହିଁ। ଦୟାକରି ସପୋର୍ଟ ସହ ଯୋଗାଯୋଗ କରନ୍ତୁ।"
  ],
  "Something went wrong while saving your order.": [
    "ଆପଣଙ୍କ ଅର୍ଡର୍ ସେଭ୍ କରିବା ବେଳେ କିଛି ଭୁଲ୍ ହୋଇଗଲା।"
  ],
  "Invalid payment session. Please go back and subscribe again.": [
    "ପେମେଣ୍ଟ ସେସନ୍ ଠିକ୍ ନାହିଁ। ଦୟାକରି ପଛକୁ ଯାଇ ପୁଣି ସବସ୍କ୍ରାଇବ୍ କରନ୍ତୁ।"
  ],
  "Price has changed, please review your order": [
    "ଦାମ୍ ବଦଳିଯାଇଛି, ଦୟାକରି ଆପଣଙ୍କ ଅର୍ଡର୍ ପୁଣି ଦେଖନ୍ତୁ"
  ],
  "Online payment is not available right now. Please choose Cash on Delivery.": [
    "ଏବେ ଅନଲାଇନ୍ ପେମେଣ୍ଟ ଉପଲବ୍ଧ ନାହିଁ। ଦୟାକରି କ୍ୟାସ୍ ଅନ୍ ଡେଲିଭରି (COD) ବାଛନ୍ତୁ।"
  ],
  "This order is already paid.": [
    "ଏହି ଅର୍ଡରର ପଇସା ପୂର୍ବରୁ ଦିଆଯାଇସାରିଛି।"
  ],
  "Please check your subscription details and try again.": [
    "ଦୟାକରି ଆପଣଙ୍କ ସବସ୍କ୍ରିପସନ୍ ବିବରଣୀ ଦେଖି ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।"
  ],
  "Please choose Lunch, Dinner or Lunch + Dinner.": [
    "ଦୟାକରି ମଧ୍ୟାହ୍ନ ଭୋଜନ (Lunch), ରାତ୍ରି ଭୋଜନ (Dinner) କିମ୍ବା ଦୁହେଁ (Lunch + Dinner) ବାଛନ୍ତୁ।"
  ],
  "Please choose Veg or Non-Veg.": [
    "ଦୟାକରି ନିରାମିଷ (Veg) କିମ୍ବା ଆମିଷ (Non-Veg) ବାଛନ୍ତୁ।"
  ],
  "Please choose a duration of 3, 7, 21 or 28 days.": [
    "ଦୟାକରି 3, 7, 21 କିମ୍ବା 28 ଦିନର ଅବଧି ବାଛନ୍ତୁ।"
  ],
  "The number of days does not match the chosen duration.": [
    "ଦିନ ସଂଖ୍ୟା ବଛାଯାଇଥିବା ଅବଧି ସହ ମେଳ ଖାଉନାହିଁ।"
  ],
  "Please add your house or flat number and street to the first line (for example 'Plot 42, Kharavela Nagar'), so our rider can find your door.": [
    "ଦୟାକରି ପ୍ରଥମ ଧାଡ଼ିରେ ଆପଣଙ୍କ ଘର ବା ଫ୍ଲାଟ୍ ନମ୍ବର ଓ ରାସ୍ତା ଲେଖନ୍ତୁ (ଯେମିତି «ପ୍ଲଟ୍ 42, ଖାରବେଳ ନଗର»), ଯେପରି ଆମ ରାଇଡର୍ ଆପଣଙ୍କ ଦ୍ୱାରରେ ପହଞ୍ଚିପାରିବେ।"
  ],
  "Delivery dates must be valid calendar dates.": [
    "ଡେଲିଭରି ତାରିଖ କ୍ୟାଲେଣ୍ଡରର ଠିକ୍ ତାରିଖ ହେବା ଦରକାର।"
  ],
  "Please choose days of the week by name.": [
    "ଦୟାକରି ସପ୍ତାହର ଦିନଗୁଡ଼ିକ ନାମ ଅନୁସାରେ ବାଛନ୍ତୁ।"
  ],
  "Please choose Cash on Delivery or Online payment.": [
    "ଦୟାକରି କ୍ୟାସ୍ ଅନ୍ ଡେଲିଭରି (COD) କିମ୍ବା ଅନଲାଇନ୍ ପେମେଣ୍ଟ ବାଛନ୍ତୁ।"
  ],
  "Total price must be a whole number of rupees, not below zero.": [
    "ମୋଟ ଦାମ୍ ଟଙ୍କାର ପୂର୍ଣ୍ଣ ସଂଖ୍ୟା ହେବା ଦରକାର, ଶୂନରୁ କମ୍ ନୁହେଁ।"
  ],
  "Discount must be a whole number of rupees, not below zero.": [
    "ରିହାତି (discount) ଟଙ୍କାର ପୂର୍ଣ୍ଣ ସଂଖ୍ୟା ହେବା ଦରକାର, ଶୂନରୁ କମ୍ ନୁହେଁ।"
  ],
  "Coupon code must be text of at most 50 characters.": [
    "କୁପନ୍ କୋଡ୍ ଅଧିକରୁ ଅଧିକ 50 ଅକ୍ଷରର ଲେଖା ହେବା ଦରକାର।"
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
  "If an account matches, we have sent a 6-digit code to its email (and WhatsApp, if you turned it on). It works for 15 minutes.": [
    "ଯଦି କୌଣସି ଆକାଉଣ୍ଟ ମେଳ ଖାଏ, ଆମେ ତାହାର ଇମେଲକୁ (ଓ ଆପଣ ଚାଲୁ କରିଥିଲେ WhatsAppକୁ) 6 ଅଙ୍କର ଏକ କୋଡ୍ ପଠାଇଛୁ। ଏହା 15 ମିନିଟ୍ ପର୍ଯ୍ୟନ୍ତ କାମ କରିବ।"
  ],
  "Please enter the 6-digit code.": [
    "ଦୟାକରି 6 ଅଙ୍କର କୋଡ୍ ଦିଅନ୍ତୁ।"
  ],
  "Your password has been changed and you are signed in.": [
    "ଆପଣଙ୍କ ପାସୱାର୍ଡ ବଦଳିଗଲା ଓ ଆପଣ ଲଗ୍ ଇନ୍ ହୋଇଗଲେ।"
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
  ]
};
