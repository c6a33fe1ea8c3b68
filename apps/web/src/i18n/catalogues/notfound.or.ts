// Compiled from notfound.po by `npm run i18n`: edit the PO file, not this one.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "Page Not Found": [
    "ପୃଷ୍ଠା ମିଳିଲା ନାହିଁ"
  ],
  "The page you were looking for is not on FitThali.": [
    "ଆପଣ ଖୋଜୁଥିବା ପୃଷ୍ଠା FitThaliରେ ନାହିଁ।"
  ],
  "FitThali home": [
    "FitThali ମୂଳପୃଷ୍ଠା"
  ],
  "404 - Page Not Found": [
    "404 - ପୃଷ୍ଠା ମିଳିଲା ନାହିଁ"
  ],
  "This plate is empty. The page you were looking for has moved or never existed.": [
    "ଏହି ଥାଳି ଖାଲି। ଆପଣ ଖୋଜୁଥିବା ପୃଷ୍ଠା ଅନ୍ୟ ଜାଗାକୁ ଯାଇଛି କିମ୍ବା କେବେ ନଥିଲା।"
  ],
  "Back to Home": [
    "ମୂଳପୃଷ୍ଠାକୁ ଫେରନ୍ତୁ"
  ]
};
