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
  ]
};
