// Compiled from api.po by `npm run i18n`: edit the PO file, not this one.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "Signup successful": [
    "ସାଇନ୍ ଅପ୍ ହୋଇଗଲା"
  ],
  "Login successful": [
    "ଲଗ୍ ଇନ୍ ହୋଇଗଲା"
  ],
  "Thanks for subscribing! We'll send weekly menus and offers.": [
    "ସବସ୍କ୍ରାଇବ୍ କରିଥିବାରୁ ଧନ୍ୟବାଦ! ଆମେ ପ୍ରତି ସପ୍ତାହର ମେନୁ ଓ ଅଫର୍ ପଠାଇବୁ।"
  ],
  "Too many messages from your network. Please wait a few minutes and try again.": [
    "ଆପଣଙ୍କ ନେଟୱାର୍କରୁ ବହୁତ ମେସେଜ୍ ଆସିଛି। ଦୟାକରି କିଛି ମିନିଟ୍ ଅପେକ୍ଷା କରି ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।"
  ],
  "Too many sign-ups from your network. Please wait a few minutes and try again.": [
    "ଆପଣଙ୍କ ନେଟୱାର୍କରୁ ବହୁତ ସାଇନ୍ ଅପ୍ ହୋଇଛି। ଦୟାକରି କିଛି ମିନିଟ୍ ଅପେକ୍ଷା କରି ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।"
  ],
  "Too many coupon checks. Please wait a minute.": [
    "ବହୁତ ଥର କୁପନ୍ ଯାଞ୍ଚ ହେଲା। ଦୟାକରି ମିନିଟିଏ ଅପେକ୍ଷା କରନ୍ତୁ।"
  ],
  "Too many location lookups. Please wait a minute and try again.": [
    "ବହୁତ ଥର ଲୋକେସନ୍ ଖୋଜାଗଲା। ଦୟାକରି ମିନିଟିଏ ଅପେକ୍ଷା କରି ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।"
  ],
  "Please enter a shorter area or pincode.": [
    "ଦୟାକରି ଛୋଟ ଅଞ୍ଚଳ ନାମ କିମ୍ବା ପିନ୍ କୋଡ୍ ଦିଅନ୍ତୁ।"
  ],
  "Please send a valid latitude and longitude.": [
    "ଦୟାକରି ଠିକ୍ ଅକ୍ଷାଂଶ (latitude) ଓ ଦ୍ରାଘିମା (longitude) ପଠାନ୍ତୁ।"
  ],
  "Address not found.": [
    "ଠିକଣା ମିଳିଲା ନାହିଁ।"
  ],
  "You can save up to 20 addresses.": [
    "ଆପଣ ଅଧିକରୁ ଅଧିକ 20ଟି ଠିକଣା ସେଭ୍ କରିପାରିବେ।"
  ],
  "Address index must be a whole number, 0 or more.": [
    "ଠିକଣାର କ୍ରମ ସଂଖ୍ୟା (index) 0 କିମ୍ବା ତାଠୁ ଅଧିକ ପୂର୍ଣ୍ଣ ସଂଖ୍ୟା ହେବା ଦରକାର।"
  ],
  "The admin account is managed by the server configuration.": [
    "ଆଡମିନ୍ ଆକାଉଣ୍ଟ ସର୍ଭରର ସେଟିଂସ୍ ଦ୍ୱାରା ପରିଚାଳିତ।"
  ],
  "Idempotency-Key must be 8 to 100 letters, digits, - or _.": [
    "Idempotency-Key ରେ 8 ରୁ 100ଟି ଅକ୍ଷର, ଅଙ୍କ, - କିମ୍ବା _ ରହିବା ଦରକାର।"
  ],
  "Nothing to pay online. Please choose Cash on Delivery.": [
    "ଅନଲାଇନରେ ଦେବାକୁ କିଛି ନାହିଁ। ଦୟାକରି କ୍ୟାସ୍ ଅନ୍ ଡେଲିଭରି (COD) ବାଛନ୍ତୁ।"
  ],
  "Test payments are not enabled on this server.": [
    "ଏହି ସର୍ଭରରେ ଟେଷ୍ଟ ପେମେଣ୍ଟ ଚାଲୁ ନାହିଁ।"
  ],
  "Online payments are not enabled on this server.": [
    "ଏହି ସର୍ଭରରେ ଅନଲାଇନ୍ ପେମେଣ୍ଟ ଚାଲୁ ନାହିଁ।"
  ],
  "Invalid webhook signature.": [
    "ୱେବହୁକ୍ ସିଗ୍ନେଚର୍ ଠିକ୍ ନୁହେଁ।"
  ],
  "The webhook body is not a Razorpay event.": [
    "ୱେବହୁକର ବିଷୟବସ୍ତୁ Razorpay ଇଭେଣ୍ଟ ନୁହେଁ।"
  ],
  "Database unavailable.": [
    "ଡାଟାବେସ୍ ଉପଲବ୍ଧ ନାହିଁ।"
  ],
  "This server is not ready to take requests.": [
    "ଏହି ସର୍ଭର ଏବେ ଅନୁରୋଧ ନେବାକୁ ପ୍ରସ୍ତୁତ ନୁହେଁ।"
  ],
  "Invalid subscription id.": [
    "ସବସ୍କ୍ରିପସନ୍ ID ଠିକ୍ ନୁହେଁ।"
  ],
  "Invalid user id.": [
    "ଉପଭୋକ୍ତା ID ଠିକ୍ ନୁହେଁ।"
  ],
  "This subscription is already cancelled.": [
    "ଏହି ସବସ୍କ୍ରିପସନ୍ ପୂର୍ବରୁ ବାତିଲ୍ ହୋଇସାରିଛି।"
  ],
  "This subscription is completed: every meal has been delivered.": [
    "ଏହି ସବସ୍କ୍ରିପସନ୍ ସରିଯାଇଛି: ସବୁ ଭୋଜନ ପହଞ୍ଚିସାରିଛି।"
  ],
  "mode must be COD or Online.": [
    "mode ହେଉଛି COD କିମ୍ବା Online।"
  ],
  "limit must be a whole number.": [
    "limit ଏକ ପୂର୍ଣ୍ଣ ସଂଖ୍ୟା ହେବା ଦରକାର।"
  ],
  "offset must be a whole number.": [
    "offset ଏକ ପୂର୍ଣ୍ଣ ସଂଖ୍ୟା ହେବା ଦରକାର।"
  ],
  "offset must be at most 1000000.": [
    "offset ଅଧିକରୁ ଅଧିକ 1000000 ହୋଇପାରିବ।"
  ],
  "date must be a calendar date (YYYY-MM-DD).": [
    "date କ୍ୟାଲେଣ୍ଡରର ଏକ ତାରିଖ (YYYY-MM-DD) ହେବା ଦରକାର।"
  ],
  "slot must be Lunch or Dinner.": [
    "slot ହେଉଛି Lunch କିମ୍ବା Dinner।"
  ],
  "after must be the nextCursor of an earlier page of this run sheet; reload the sheet.": [
    "after ଏହି ରନ୍ ସିଟର ପୂର୍ବ ପୃଷ୍ଠାର nextCursor ହେବା ଦରକାର; ସିଟ୍ ପୁଣି ଲୋଡ୍ କରନ୍ତୁ।"
  ],
  "Duration must be 3, 7, 21 or 28 days.": [
    "ଅବଧି 3, 7, 21 କିମ୍ବା 28 ଦିନ ହେବା ଦରକାର।"
  ],
  "Meal option must be Veg or Non-Veg.": [
    "ଭୋଜନ ପ୍ରକାର ନିରାମିଷ (Veg) କିମ୍ବା ଆମିଷ (Non-Veg) ହେବା ଦରକାର।"
  ],
  "No such plan.": [
    "ଏପରି କୌଣସି ପ୍ଲାନ୍ ନାହିଁ।"
  ],
  "Price updated.": [
    "ଦାମ୍ ଅପଡେଟ୍ ହେଲା।"
  ],
  "This week's menu could not be read. Please try again in a minute.": [
    "ଏହି ସପ୍ତାହର ମେନୁ ପଢ଼ାଯାଇପାରିଲା ନାହିଁ। ଦୟାକରି ମିନିଟିଏ ପରେ ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।"
  ],
  "Coupon code must be 3 to 20 letters or digits.": [
    "କୁପନ୍ କୋଡରେ 3 ରୁ 20ଟି ଅକ୍ଷର କିମ୍ବା ଅଙ୍କ ରହିବା ଦରକାର।"
  ],
  "Discount must be a whole number of rupees from 1 to 5000.": [
    "ରିହାତି (discount) 1 ରୁ 5000 ମଧ୍ୟରେ ଟଙ୍କାର ପୂର୍ଣ୍ଣ ସଂଖ୍ୟା ହେବା ଦରକାର।"
  ],
  "Expiry must be a date.": [
    "ମିଆଦ ଶେଷ ଏକ ତାରିଖ ହେବା ଦରକାର।"
  ],
  "Usage limit must be a whole number of 1 or more.": [
    "ବ୍ୟବହାର ସୀମା 1 କିମ୍ବା ତାଠୁ ଅଧିକ ପୂର୍ଣ୍ଣ ସଂଖ୍ୟା ହେବା ଦରକାର।"
  ],
  "Active must be true or false.": [
    "ଚାଲୁ (Active) true କିମ୍ବା false ହେବା ଦରକାର।"
  ],
  "Nothing to change.": [
    "ବଦଳାଇବାକୁ କିଛି ନାହିଁ।"
  ],
  "Coupon created.": [
    "କୁପନ୍ ତିଆରି ହେଲା।"
  ],
  "Coupon updated.": [
    "କୁପନ୍ ଅପଡେଟ୍ ହେଲା।"
  ],
  "A coupon with this code already exists.": [
    "ଏହି କୋଡରେ ପୂର୍ବରୁ ଏକ କୁପନ୍ ଅଛି।"
  ],
  "No such coupon.": [
    "ଏପରି କୌଣସି କୁପନ୍ ନାହିଁ।"
  ],
  "The new password must be 8 to 128 characters.": [
    "ନୂଆ ପାସୱାର୍ଡ 8 ରୁ 128 ଅକ୍ଷର ମଧ୍ୟରେ ହେବା ଦରକାର।"
  ],
  "Password changed.": [
    "ପାସୱାର୍ଡ ବଦଳିଗଲା।"
  ],
  "The request could not be understood.": [
    "ଅନୁରୋଧଟି ବୁଝାପଡ଼ିଲା ନାହିଁ।"
  ],
  "You are not allowed to do that.": [
    "ଆପଣଙ୍କୁ ଏହା କରିବାର ଅନୁମତି ନାହିଁ।"
  ],
  "Not found.": [
    "ମିଳିଲା ନାହିଁ।"
  ],
  "Method not allowed.": [
    "ଏହି ପଦ୍ଧତି (method) ଚାଲିବ ନାହିଁ।"
  ],
  "Not acceptable.": [
    "ଗ୍ରହଣୀୟ ନୁହେଁ।"
  ],
  "The request took too long.": [
    "ଅନୁରୋଧରେ ବହୁତ ସମୟ ଲାଗିଲା।"
  ],
  "That conflicts with existing data.": [
    "ଏହା ପୂର୍ବରୁ ଥିବା ତଥ୍ୟ ସହ ମେଳ ଖାଉନାହିଁ।"
  ],
  "The request body is too large (limit 1 MB).": [
    "ଅନୁରୋଧର ବିଷୟବସ୍ତୁ ବହୁତ ବଡ଼ (ସୀମା 1 MB)।"
  ],
  "The request's headers are too large.": [
    "ଅନୁରୋଧର ହେଡର୍ ବହୁତ ବଡ଼।"
  ],
  "Unsupported content type; send JSON.": [
    "ଏହି ପ୍ରକାରର ବିଷୟବସ୍ତୁ ଚାଲିବ ନାହିଁ; JSON ପଠାନ୍ତୁ।"
  ],
  "Too many requests. Please wait a moment and try again.": [
    "ବହୁତ ଅନୁରୋଧ ଆସିଛି। ଦୟାକରି ଟିକେ ଅପେକ୍ଷା କରି ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।"
  ],
  "Something went wrong on our side. Please try again.": [
    "ଆମ ପଟେ କିଛି ଭୁଲ୍ ହୋଇଗଲା। ଦୟାକରି ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।"
  ],
  "The request body is not valid JSON.": [
    "ଅନୁରୋଧର ବିଷୟବସ୍ତୁ ଠିକ୍ JSON ନୁହେଁ।"
  ],
  "The request body is empty; send JSON.": [
    "ଅନୁରୋଧର ବିଷୟବସ୍ତୁ ଖାଲି; JSON ପଠାନ୍ତୁ।"
  ],
  "The address is too long.": [
    "ଠିକଣା (URL) ବହୁତ ଲମ୍ବା।"
  ],
  "The address of this request is not valid.": [
    "ଏହି ଅନୁରୋଧର ଠିକଣା (URL) ଠିକ୍ ନୁହେଁ।"
  ],
  "{name} must be one of: {values}.": [
    [
      "name"
    ],
    " ଏଗୁଡ଼ିକ ମଧ୍ୟରୁ ଗୋଟିଏ ହେବା ଦରକାର: ",
    [
      "values"
    ],
    "।"
  ],
  "{name} is required.": [
    [
      "name"
    ],
    " ଦେବା ଜରୁରୀ।"
  ]
};
