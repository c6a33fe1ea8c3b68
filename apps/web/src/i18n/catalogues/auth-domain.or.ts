// Compiled from forms.po (the sentences the login and signup forms name) by `npm run i18n`: edit the PO file, not this one.
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
  "An account with this email already exists.": [
    "ଏହି ଇମେଲରେ ପୂର୍ବରୁ ଏକ ଆକାଉଣ୍ଟ ଅଛି।"
  ],
  "An account with this phone number already exists.": [
    "ଏହି ଫୋନ୍ ନମ୍ବରରେ ପୂର୍ବରୁ ଏକ ଆକାଉଣ୍ଟ ଅଛି।"
  ],
  "Please remove the invisible control characters from what you typed and try again.": [
    "ଆପଣ ଲେଖିଥିବା ଲେଖାରୁ ଅଦୃଶ୍ୟ କଣ୍ଟ୍ରୋଲ୍ ଅକ୍ଷରଗୁଡ଼ିକ ହଟାଇ ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।"
  ]
};
