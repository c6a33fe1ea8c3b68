// Compiled from auth.po by `npm run i18n`: edit the PO file, not this one.
// Keyed by messageKey(English sentence): apps/web/src/i18n/message-key.ts.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "4el6o6": [
    "ନାମ"
  ],
  "15cxu2u": [
    "ଆପଣଙ୍କ ପୂରା ନାମ"
  ],
  "inbfc7": [
    "ଇମେଲ୍"
  ],
  "kb2lhr": [
    "ଫୋନ୍"
  ],
  "hem2f3": [
    "10 ଅଙ୍କର ମୋବାଇଲ୍ ନମ୍ବର"
  ],
  "cf437c": [
    "ପାସୱାର୍ଡ"
  ],
  "1j66v89": [
    "ଅତି କମରେ 6ଟି ଅକ୍ଷର"
  ],
  "5v7pz7": [
    "ଆପଣଙ୍କ ପାସୱାର୍ଡ"
  ],
  "m7nh3p": [
    "ପାସୱାର୍ଡ ଦେଖାନ୍ତୁ"
  ],
  "1kz3nj2": [
    "ପାସୱାର୍ଡ ଲୁଚାନ୍ତୁ"
  ],
  "fyd01u": [
    "ଆକାଉଣ୍ଟ ତିଆରି କରନ୍ତୁ"
  ],
  "rmqb7g": [
    "ଫୋନ୍ କିମ୍ବା ଇମେଲ୍"
  ],
  "15rszzh": [
    "10 ଅଙ୍କର ଫୋନ୍ କିମ୍ବା ଇମେଲ୍"
  ],
  "nubope": [
    "ଲଗ୍ ଇନ୍"
  ],
  "12w89nv": [
    "FitThaliରେ ଯୋଗ ଦିଅନ୍ତୁ ଓ ପ୍ରତିଦିନ ସୁସ୍ଥ ଭୋଜନ ଆପଣଙ୍କ ଦ୍ୱାରରେ ପାଆନ୍ତୁ।"
  ],
  "nuf7je": [
    "ଆଗରୁ ଆକାଉଣ୍ଟ ଅଛି କି?"
  ],
  "p4xjxe": [
    "ପୁଣି ସ୍ୱାଗତ! ଆପଣଙ୍କ ମିଲ୍ ପ୍ଲାନ୍ ଓ ଡେଲିଭରି ସମ୍ଭାଳିବାକୁ ଫୋନ୍ ନମ୍ବର କିମ୍ବା ଇମେଲ୍ ଦେଇ ଲଗ୍ ଇନ୍ କରନ୍ତୁ।"
  ],
  "1qt9b3c": [
    "ପାସୱାର୍ଡ ଭୁଲିଗଲେ?"
  ],
  "13p95h0": [
    "FitThaliରେ ନୂଆ କି?"
  ],
  "1nx7b0z": [
    "ଆକାଉଣ୍ଟ ତିଆରି କରନ୍ତୁ"
  ]
};
