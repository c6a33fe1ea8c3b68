// Compiled from notfound.po by `npm run i18n`: edit the PO file, not this one.
// Keyed by messageKey(English sentence): apps/web/src/i18n/message-key.ts.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "vkftkn": [
    "ପୃଷ୍ଠା ମିଳିଲା ନାହିଁ"
  ],
  "duoc3w": [
    "ଆପଣ ଖୋଜୁଥିବା ପୃଷ୍ଠା FitThaliରେ ନାହିଁ।"
  ],
  "11t8jj7": [
    "FitThali ମୂଳପୃଷ୍ଠା"
  ],
  "lzliqe": [
    "404 - ପୃଷ୍ଠା ମିଳିଲା ନାହିଁ"
  ],
  "jkz3ui": [
    "ଏହି ଥାଳି ଖାଲି। ଆପଣ ଖୋଜୁଥିବା ପୃଷ୍ଠା ଅନ୍ୟ ଜାଗାକୁ ଯାଇଛି କିମ୍ବା କେବେ ନଥିଲା।"
  ],
  "ta1xdu": [
    "ମୂଳପୃଷ୍ଠାକୁ ଫେରନ୍ତୁ"
  ]
};
