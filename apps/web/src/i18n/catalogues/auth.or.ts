// Compiled from auth.po by `npm run i18n`: edit the PO file, not this one.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "Name": [
    "ନାମ"
  ],
  "Your full name": [
    "ଆପଣଙ୍କ ପୂରା ନାମ"
  ],
  "Email": [
    "ଇମେଲ୍"
  ],
  "Phone": [
    "ଫୋନ୍"
  ],
  "10-digit mobile number": [
    "10 ଅଙ୍କର ମୋବାଇଲ୍ ନମ୍ବର"
  ],
  "Password": [
    "ପାସୱାର୍ଡ"
  ],
  "At least 6 characters": [
    "ଅତି କମରେ 6ଟି ଅକ୍ଷର"
  ],
  "Your password": [
    "ଆପଣଙ୍କ ପାସୱାର୍ଡ"
  ],
  "Show password": [
    "ପାସୱାର୍ଡ ଦେଖାନ୍ତୁ"
  ],
  "Hide password": [
    "ପାସୱାର୍ଡ ଲୁଚାନ୍ତୁ"
  ],
  "Create Account": [
    "ଆକାଉଣ୍ଟ ତିଆରି କରନ୍ତୁ"
  ],
  "Phone or Email": [
    "ଫୋନ୍ କିମ୍ବା ଇମେଲ୍"
  ],
  "10-digit phone or email": [
    "10 ଅଙ୍କର ଫୋନ୍ କିମ୍ବା ଇମେଲ୍"
  ],
  "Login": [
    "ଲଗ୍ ଇନ୍"
  ],
  "Join FitThali and get healthy meals delivered to your door every day.": [
    "FitThaliରେ ଯୋଗ ଦିଅନ୍ତୁ ଓ ପ୍ରତିଦିନ ସୁସ୍ଥ ଭୋଜନ ଆପଣଙ୍କ ଦ୍ୱାରରେ ପାଆନ୍ତୁ।"
  ],
  "Already have an account?": [
    "ଆଗରୁ ଆକାଉଣ୍ଟ ଅଛି କି?"
  ],
  "Welcome back! Log in with your phone number or email to manage your meal plans and deliveries.": [
    "ପୁଣି ସ୍ୱାଗତ! ଆପଣଙ୍କ ମିଲ୍ ପ୍ଲାନ୍ ଓ ଡେଲିଭରି ସମ୍ଭାଳିବାକୁ ଫୋନ୍ ନମ୍ବର କିମ୍ବା ଇମେଲ୍ ଦେଇ ଲଗ୍ ଇନ୍ କରନ୍ତୁ।"
  ],
  "Forgot password?": [
    "ପାସୱାର୍ଡ ଭୁଲିଗଲେ?"
  ],
  "New to FitThali?": [
    "FitThaliରେ ନୂଆ କି?"
  ],
  "Create an account": [
    "ଆକାଉଣ୍ଟ ତିଆରି କରନ୍ତୁ"
  ]
};
