// Compiled from recovery.po by `npm run i18n`: edit the PO file, not this one.
// Keyed by messageKey(English sentence): apps/web/src/i18n/message-key.ts.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "1ve1gbr": [
    "ପାସୱାର୍ଡ ଭୁଲିଗଲେ"
  ],
  "1hwxupn": [
    "ନୂଆ FitThali ପାସୱାର୍ଡ ରଖିବା ପାଇଁ ଗୋଟିଏ ଥରର କୋଡ୍ ପାଆନ୍ତୁ।"
  ],
  "1qt9b3c": [
    "ପାସୱାର୍ଡ ଭୁଲିଗଲେ?"
  ],
  "1x4rsqn": [
    "ଆପଣଙ୍କ ଆକାଉଣ୍ଟର ଫୋନ୍ ନମ୍ବର କିମ୍ବା ଇମେଲ୍ ଲେଖନ୍ତୁ। ନୂଆ ପାସୱାର୍ଡ ରଖିବା ପାଇଁ ଆମେ ଆପଣଙ୍କୁ 6 ଅଙ୍କର ଏକ କୋଡ୍ ପଠାଇବୁ।"
  ],
  "gmzgl5": [
    "ମନେ ପଡ଼ିଗଲା?"
  ],
  "nubope": [
    "ଲଗ୍ ଇନ୍"
  ],
  "1n721dl": [
    "ମୋତେ କୋଡ୍ ପଠାନ୍ତୁ"
  ],
  "kn0sye": [
    "ନୂଆ ପାସୱାର୍ଡ ରଖନ୍ତୁ"
  ],
  "9jqesz": [
    "ନୂଆ କୋଡ୍ ପଠାନ୍ତୁ"
  ],
  "qpndne": [
    "6 ଅଙ୍କର କୋଡ୍"
  ],
  "th3d82": [
    "ନୂଆ ପାସୱାର୍ଡ"
  ],
  "m7nh3p": [
    "ପାସୱାର୍ଡ ଦେଖାନ୍ତୁ"
  ],
  "1kz3nj2": [
    "ପାସୱାର୍ଡ ଲୁଚାନ୍ତୁ"
  ]
};
