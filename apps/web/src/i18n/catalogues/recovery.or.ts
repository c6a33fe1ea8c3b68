// Compiled from recovery.po by `npm run i18n`: edit the PO file, not this one.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "Forgot Password": [
    "ପାସୱାର୍ଡ ଭୁଲିଗଲେ"
  ],
  "Get a one-time code to set a new FitThali password.": [
    "ନୂଆ FitThali ପାସୱାର୍ଡ ରଖିବା ପାଇଁ ଗୋଟିଏ ଥରର କୋଡ୍ ପାଆନ୍ତୁ।"
  ],
  "Forgot password?": [
    "ପାସୱାର୍ଡ ଭୁଲିଗଲେ?"
  ],
  "Enter the phone number or email of your account. We will send you a 6-digit code to set a new password.": [
    "ଆପଣଙ୍କ ଆକାଉଣ୍ଟର ଫୋନ୍ ନମ୍ବର କିମ୍ବା ଇମେଲ୍ ଲେଖନ୍ତୁ। ନୂଆ ପାସୱାର୍ଡ ରଖିବା ପାଇଁ ଆମେ ଆପଣଙ୍କୁ 6 ଅଙ୍କର ଏକ କୋଡ୍ ପଠାଇବୁ।"
  ],
  "Remembered it?": [
    "ମନେ ପଡ଼ିଗଲା?"
  ],
  "Login": [
    "ଲଗ୍ ଇନ୍"
  ],
  "Send me a code": [
    "ମୋତେ କୋଡ୍ ପଠାନ୍ତୁ"
  ],
  "Set new password": [
    "ନୂଆ ପାସୱାର୍ଡ ରଖନ୍ତୁ"
  ],
  "Send a new code": [
    "ନୂଆ କୋଡ୍ ପଠାନ୍ତୁ"
  ],
  "6-digit code": [
    "6 ଅଙ୍କର କୋଡ୍"
  ],
  "New password": [
    "ନୂଆ ପାସୱାର୍ଡ"
  ],
  "Show password": [
    "ପାସୱାର୍ଡ ଦେଖାନ୍ତୁ"
  ],
  "Hide password": [
    "ପାସୱାର୍ଡ ଲୁଚାନ୍ତୁ"
  ]
};
