// Compiled from forms.po by `npm run i18n`: edit the PO file, not this one.
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
  "✅ Signup successful! Redirecting...": [
    "✅ ସାଇନ୍ ଅପ୍ ହୋଇଗଲା! ଆଗକୁ ନେଉଛୁ..."
  ],
  "Signup failed": [
    "ସାଇନ୍ ଅପ୍ ହୋଇପାରିଲା ନାହିଁ"
  ],
  "Server error. Please try again later.": [
    "ସର୍ଭରରେ ସମସ୍ୟା। ଦୟାକରି କିଛି ସମୟ ପରେ ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।"
  ],
  "Creating account...": [
    "ଆକାଉଣ୍ଟ ତିଆରି ହେଉଛି..."
  ],
  "Please fill all fields": [
    "ଦୟାକରି ସବୁ ଘର ପୂରଣ କରନ୍ତୁ"
  ],
  "Phone or email must be at most 254 characters.": [
    "ଫୋନ୍ କିମ୍ବା ଇମେଲ୍ 254 ଅକ୍ଷରରୁ ଅଧିକ ହୋଇପାରିବ ନାହିଁ।"
  ],
  "Login successful! 🎉": [
    "ଲଗ୍ ଇନ୍ ହୋଇଗଲା! 🎉"
  ],
  "Login failed": [
    "ଲଗ୍ ଇନ୍ ହୋଇପାରିଲା ନାହିଁ"
  ],
  "Something went wrong. Try again.": [
    "କିଛି ଭୁଲ୍ ହୋଇଗଲା। ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।"
  ],
  "Logging in...": [
    "ଲଗ୍ ଇନ୍ ହେଉଛି..."
  ],
  "Invalid credentials": [
    "ଭୁଲ୍ ଲଗ୍ ଇନ୍ ତଥ୍ୟ"
  ],
  "An account with this email already exists.": [
    "ଏହି ଇମେଲରେ ପୂର୍ବରୁ ଏକ ଆକାଉଣ୍ଟ ଅଛି।"
  ],
  "An account with this phone number already exists.": [
    "ଏହି ଫୋନ୍ ନମ୍ବରରେ ପୂର୍ବରୁ ଏକ ଆକାଉଣ୍ଟ ଅଛି।"
  ],
  "Incorrect phone/email or password.": [
    "ଫୋନ୍/ଇମେଲ୍ କିମ୍ବା ପାସୱାର୍ଡ ଭୁଲ୍।"
  ],
  "Incorrect admin email or password.": [
    "ଆଡମିନ୍ ଇମେଲ୍ କିମ୍ବା ପାସୱାର୍ଡ ଭୁଲ୍।"
  ],
  "Too many failed login attempts. Please wait 15 minutes and try again.": [
    "ବହୁତ ଥର ଭୁଲ୍ ଲଗ୍ ଇନ୍ ଚେଷ୍ଟା ହେଲା। ଦୟାକରି 15 ମିନିଟ୍ ଅପେକ୍ଷା କରି ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।"
  ],
  "Too many sign-in attempts for this account right now. Please wait a few seconds and try again.": [
    "ଏହି ଆକାଉଣ୍ଟରେ ଏବେ ବହୁତ ଥର ଲଗ୍ ଇନ୍ ଚେଷ୍ଟା ହେଉଛି। ଦୟାକରି କିଛି ସେକେଣ୍ଡ ଅପେକ୍ଷା କରି ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।"
  ],
  "Too many sign-ups from this network. Please try again in an hour.": [
    "ଏହି ନେଟୱାର୍କରୁ ବହୁତ ସାଇନ୍ ଅପ୍ ହୋଇଛି। ଦୟାକରି ଘଣ୍ଟାଏ ପରେ ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।"
  ],
  "Please log in to continue.": [
    "ଆଗକୁ ଯିବା ପାଇଁ ଦୟାକରି ଲଗ୍ ଇନ୍ କରନ୍ତୁ।"
  ],
  "Your session has expired. Please log in again.": [
    "ଆପଣଙ୍କ ଲଗ୍ ଇନ୍ ସମୟ ସରିଗଲା। ଦୟାକରି ପୁଣି ଲଗ୍ ଇନ୍ କରନ୍ତୁ।"
  ],
  "Only admins can do that.": [
    "କେବଳ ଆଡମିନ୍ ଏହା କରିପାରିବେ।"
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
  "We need your location to deliver meal plans in your area.": [
    "ଆପଣଙ୍କ ଅଞ୍ଚଳରେ ମିଲ୍ ପ୍ଲାନ୍ ପହଞ୍ଚାଇବା ପାଇଁ ଆମକୁ ଆପଣଙ୍କ ଲୋକେସନ୍ ଦରକାର।"
  ],
  "Please enter area or pincode": [
    "ଦୟାକରି ଅଞ୍ଚଳର ନାମ କିମ୍ବା ପିନ୍ କୋଡ୍ ଦିଅନ୍ତୁ"
  ],
  "No location found": [
    "କୌଣସି ଲୋକେସନ୍ ମିଳିଲା ନାହିଁ"
  ],
  "Only Odisha locations allowed": [
    "କେବଳ ଓଡ଼ିଶାର ଲୋକେସନ୍ ଚାଲିବ"
  ],
  "Error fetching address": [
    "ଠିକଣା ଆଣିବାରେ ସମସ୍ୟା ହେଲା"
  ],
  "Error detecting location": [
    "ଲୋକେସନ୍ ଜାଣିବାରେ ସମସ୍ୟା ହେଲା"
  ],
  "Permission denied": [
    "ଅନୁମତି ମିଳିଲା ନାହିଁ"
  ],
  "Geolocation is not supported by your browser": [
    "ଆପଣଙ୍କ ବ୍ରାଉଜର୍ ଲୋକେସନ୍ ଜାଣିପାରେ ନାହିଁ"
  ],
  "Failed to detect location": [
    "ଲୋକେସନ୍ ଜାଣିହେଲା ନାହିଁ"
  ],
  "Location updated": [
    "ଲୋକେସନ୍ ଅପଡେଟ୍ ହେଲା"
  ],
  "You are looking up locations very quickly. Please wait a few seconds and try again.": [
    "ଆପଣ ବହୁତ ଶୀଘ୍ର ଶୀଘ୍ର ଲୋକେସନ୍ ଖୋଜୁଛନ୍ତି। ଦୟାକରି କିଛି ସେକେଣ୍ଡ ଅପେକ୍ଷା କରି ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।"
  ],
  "Please choose a meal plan.": [
    "ଦୟାକରି ଏକ ମିଲ୍ ପ୍ଲାନ୍ ବାଛନ୍ତୁ।"
  ],
  "Please choose a valid start date.": [
    "ଦୟାକରି ଆରମ୍ଭର ଏକ ଠିକ୍ ତାରିଖ ବାଛନ୍ତୁ।"
  ],
  "The start date cannot be in the past. Please choose today or a later date.": [
    "ଆରମ୍ଭ ତାରିଖ ବିତିଯାଇଥିବା ଦିନ ହୋଇପାରିବ ନାହିଁ। ଦୟାକରି ଆଜି କିମ୍ବା ପରର କୌଣସି ଦିନ ବାଛନ୍ତୁ।"
  ],
  "Please choose a start date within the next 60 days.": [
    "ଦୟାକରି ଆଗାମୀ 60 ଦିନ ଭିତରେ ଆରମ୍ଭ ତାରିଖ ବାଛନ୍ତୁ।"
  ],
  "You have already had your 3 day trial (one per phone number). Please choose a 7, 21 or 28 day plan.": [
    "ଆପଣ ପୂର୍ବରୁ 3 ଦିନର ଟ୍ରାଏଲ୍ ନେଇସାରିଛନ୍ତି (ଫୋନ୍ ନମ୍ବର ପିଛା ଥରେ)। ଦୟାକରି 7, 21 କିମ୍ବା 28 ଦିନର ପ୍ଲାନ୍ ବାଛନ୍ତୁ।"
  ],
  "Invalid coupon code": [
    "ଭୁଲ୍ କୁପନ୍ କୋଡ୍"
  ],
  "This coupon has been fully used. Please remove it or try another code.": [
    "ଏହି କୁପନ୍ ପୂରା ବ୍ୟବହାର ହୋଇସାରିଛି। ଦୟାକରି ଏହାକୁ ହଟାନ୍ତୁ କିମ୍ବା ଅନ୍ୟ କୋଡ୍ ଦିଅନ୍ତୁ।"
  ],
  "Order Confirmed": [
    "ଅର୍ଡର୍ ନିଶ୍ଚିତ ହେଲା"
  ],
  "Order confirmed! Your new subscription is listed below; pay on delivery.": [
    "ଅର୍ଡର୍ ନିଶ୍ଚିତ ହେଲା! ଆପଣଙ୍କ ନୂଆ ସବସ୍କ୍ରିପସନ୍ ତଳେ ଦେଖାଯାଉଛି; ଡେଲିଭରି ବେଳେ ପଇସା ଦେବେ।"
  ],
  "Payment successful! Your new subscription is active and listed below.": [
    "ପେମେଣ୍ଟ ହୋଇଗଲା! ଆପଣଙ୍କ ନୂଆ ସବସ୍କ୍ରିପସନ୍ ଚାଲୁ ହୋଇଛି ଓ ତଳେ ଦେଖାଯାଉଛି।"
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
  "Delivery dates have changed, please review your order": [
    "ଡେଲିଭରି ତାରିଖ ବଦଳିଯାଇଛି, ଦୟାକରି ଆପଣଙ୍କ ଅର୍ଡର୍ ପୁଣି ଦେଖନ୍ତୁ"
  ],
  "We could not find that meal plan. Please choose one of our plans.": [
    "ସେହି ମିଲ୍ ପ୍ଲାନ୍ ଆମେ ପାଇଲୁ ନାହିଁ। ଦୟାକରି ଆମର ଗୋଟିଏ ପ୍ଲାନ୍ ବାଛନ୍ତୁ।"
  ],
  "The 3 day trial is delivered on 3 consecutive days.": [
    "3 ଦିନର ଟ୍ରାଏଲ୍ ଲଗାତାର 3 ଦିନ ପହଞ୍ଚାଯାଏ।"
  ],
  "This order was already placed with different details. Please refresh and try again.": [
    "ଏହି ଅର୍ଡର୍ ଅଲଗା ବିବରଣୀ ସହ ପୂର୍ବରୁ ଦିଆଯାଇସାରିଛି। ଦୟାକରି ପେଜ୍ ରିଫ୍ରେସ୍ କରି ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।"
  ],
  "Online payment is not available right now. Please choose Cash on Delivery.": [
    "ଏବେ ଅନଲାଇନ୍ ପେମେଣ୍ଟ ଉପଲବ୍ଧ ନାହିଁ। ଦୟାକରି କ୍ୟାସ୍ ଅନ୍ ଡେଲିଭରି (COD) ବାଛନ୍ତୁ।"
  ],
  "We could not find that order.": [
    "ସେହି ଅର୍ଡର୍ ଆମେ ପାଇଲୁ ନାହିଁ।"
  ],
  "Your unpaid order was cancelled.": [
    "ଆପଣଙ୍କ ପଇସା ନ ଦିଆ ଅର୍ଡର୍ ବାତିଲ୍ ହେଲା।"
  ],
  "This order expired before it was paid, so it is no longer held. Please place it again.": [
    "ପଇସା ଦେବା ଆଗରୁ ଏହି ଅର୍ଡରର ସମୟ ସରିଗଲା, ତେଣୁ ଏହା ଆଉ ରଖାଯାଇନାହିଁ। ଦୟାକରି ପୁଣି ଅର୍ଡର୍ କରନ୍ତୁ।"
  ],
  "This order is already paid.": [
    "ଏହି ଅର୍ଡରର ପଇସା ପୂର୍ବରୁ ଦିଆଯାଇସାରିଛି।"
  ],
  "We could not verify this payment. If money was taken, please contact support.": [
    "ଏହି ପେମେଣ୍ଟ ଆମେ ଯାଞ୍ଚ କରିପାରିଲୁ ନାହିଁ। ଯଦି ପଇସା କଟିଯାଇଛି, ଦୟାକରି ସପୋର୍ଟ ସହ ଯୋଗାଯୋଗ କରନ୍ତୁ।"
  ],
  "This order could not take your payment (it was cancelled, expired or already paid). The amount will be refunded to you.": [
    "ଏହି ଅର୍ଡର୍ ଆପଣଙ୍କ ପେମେଣ୍ଟ ନେଇପାରିଲା ନାହିଁ (ଏହା ବାତିଲ୍ ହୋଇଛି, ସମୟ ସରିଛି କିମ୍ବା ପଇସା ପୂର୍ବରୁ ଦିଆଯାଇଛି)। ସେହି ପଇସା ଆପଣଙ୍କୁ ଫେରସ୍ତ (refund) କରାଯିବ।"
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
  "All fields are required": [
    "ସବୁ ଘର ପୂରଣ କରିବା ଜରୁରୀ"
  ],
  "Your message is too long. Please keep it under 5000 characters.": [
    "ଆପଣଙ୍କ ମେସେଜ୍ ବହୁତ ଲମ୍ବା। ଦୟାକରି 5000 ଅକ୍ଷର ଭିତରେ ରଖନ୍ତୁ।"
  ],
  "✅ Your message has been sent!": [
    "✅ ଆପଣଙ୍କ ମେସେଜ୍ ପଠାଗଲା!"
  ],
  "No subscriptions found.": [
    "କୌଣସି ସବସ୍କ୍ରିପସନ୍ ନାହିଁ।"
  ],
  "No users found.": [
    "କୌଣସି ଉପଭୋକ୍ତା ନାହାନ୍ତି।"
  ],
  "Loading orders...": [
    "ଅର୍ଡର୍ ଲୋଡ୍ ହେଉଛି..."
  ],
  "No delivery dates available.": [
    "କୌଣସି ଡେଲିଭରି ତାରିଖ ନାହିଁ।"
  ],
  "Are you sure you want to cancel this subscription?": [
    "ଆପଣ ନିଶ୍ଚିତ କି ଏହି ସବସ୍କ୍ରିପସନ୍ ବାତିଲ୍ କରିବାକୁ ଚାହାଁନ୍ତି?"
  ],
  "Subscription cancelled successfully.": [
    "ସବସ୍କ୍ରିପସନ୍ ବାତିଲ୍ ହୋଇଗଲା।"
  ],
  "Failed to cancel subscription.": [
    "ସବସ୍କ୍ରିପସନ୍ ବାତିଲ୍ ହୋଇପାରିଲା ନାହିଁ।"
  ],
  "Price must be a whole number of rupees from ₹1 to ₹10,000.": [
    "ଦାମ୍ ₹1 ରୁ ₹10,000 ମଧ୍ୟରେ ଟଙ୍କାର ପୂର୍ଣ୍ଣ ସଂଖ୍ୟା ହେବା ଦରକାର।"
  ],
  "No posts found matching your criteria.": [
    "ଆପଣ ଖୋଜିଥିବା ପରି କୌଣସି ପୋଷ୍ଟ ମିଳିଲା ନାହିଁ।"
  ],
  "Post Not Found": [
    "ପୋଷ୍ଟ ମିଳିଲା ନାହିଁ"
  ],
  "404 - Page Not Found": [
    "404 - ପୃଷ୍ଠା ମିଳିଲା ନାହିଁ"
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
  ]
};
