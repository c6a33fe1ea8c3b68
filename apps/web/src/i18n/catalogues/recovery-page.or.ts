// Compiled from recovery.po, forms.po, account.po (the sentences the forgot-password page name) by `npm run i18n`: edit the PO file, not this one.
// Keyed by messageKey(English sentence): apps/web/src/i18n/message-key.ts.
import type { Messages } from '@lingui/core';
import type { Reading } from '@fitthali/domain/i18n/template-readings';

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

/** The domain's sentences the page can show. */
export const domain: Messages = {
  "1lnl593": [
    "ନାମରେ ଅତି କମରେ 3ଟି ଅକ୍ଷର ରହିବା ଦରକାର।"
  ],
  "1wnz491": [
    "ନାମ 100 ଅକ୍ଷରରୁ ଅଧିକ ହୋଇପାରିବ ନାହିଁ।"
  ],
  "ze8jl6": [
    "ଏକ ଠିକ୍ ଇମେଲ୍ ଠିକଣା ଦିଅନ୍ତୁ।"
  ],
  "1mf6n5k": [
    "ଇମେଲ୍ 254 ଅକ୍ଷରରୁ ଅଧିକ ହୋଇପାରିବ ନାହିଁ।"
  ],
  "1echyek": [
    "10 ଅଙ୍କର ଏକ ଠିକ୍ ଫୋନ୍ ନମ୍ବର ଦିଅନ୍ତୁ।"
  ],
  "ge52j2": [
    "ପାସୱାର୍ଡରେ ଅତି କମରେ 6ଟି ଅକ୍ଷର ରହିବା ଦରକାର।"
  ],
  "xdzn29": [
    "ପାସୱାର୍ଡ 128 ଅକ୍ଷରରୁ ଅଧିକ ହୋଇପାରିବ ନାହିଁ।"
  ],
  "1s2ghsc": [
    "ଦୟାକରି ସବୁ ଘର ପୂରଣ କରନ୍ତୁ"
  ],
  "11ccxpv": [
    "ଫୋନ୍ କିମ୍ବା ଇମେଲ୍ 254 ଅକ୍ଷରରୁ ଅଧିକ ହୋଇପାରିବ ନାହିଁ।"
  ],
  "1pl26m8": [
    "ଦୟାକରି ଫର୍ମଟି ଦେଖି ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।"
  ],
  "1czbpx": [
    "ଆପଣ ଲେଖିଥିବା ଲେଖାରୁ ଅଦୃଶ୍ୟ କଣ୍ଟ୍ରୋଲ୍ ଅକ୍ଷରଗୁଡ଼ିକ ହଟାଇ ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।"
  ],
  "1t7heqg": [
    "ଦୟାକରି ଆପଣଙ୍କ ଫୋନ୍ ନମ୍ବର କିମ୍ବା ଇମେଲ୍ ଦିଅନ୍ତୁ।"
  ],
  "1u2j15d": [
    "ଯଦି କୌଣସି ଆକାଉଣ୍ଟ ମେଳ ଖାଏ, ଆମେ ତାହାର ଇମେଲକୁ (ଓ ଆପଣ ଚାଲୁ କରିଥିଲେ WhatsAppକୁ) 6 ଅଙ୍କର ଏକ କୋଡ୍ ପଠାଇଛୁ। ଏହା 15 ମିନିଟ୍ ପର୍ଯ୍ୟନ୍ତ କାମ କରିବ।"
  ],
  "1wiraed": [
    "ଦୟାକରି 6 ଅଙ୍କର କୋଡ୍ ଦିଅନ୍ତୁ।"
  ],
  "katyf2": [
    "ଆପଣଙ୍କ ପାସୱାର୍ଡ ବଦଳିଗଲା ଓ ଆପଣ ଲଗ୍ ଇନ୍ ହୋଇଗଲେ।"
  ],
  "1juwabz": [
    "କିଛି ଭୁଲ୍ ହୋଇଗଲା। ଦୟାକରି ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।"
  ],
  "1s6qlmt": [
    "ଆମେ ",
    [
      "email"
    ],
    "କୁ 6 ଅଙ୍କର ଏକ କୋଡ୍ ପଠାଇଛୁ। ଇମେଲ୍ ବଦଳାଇବା ପାଇଁ ତାହା ଏଠାରେ ଦିଅନ୍ତୁ।"
  ],
  "7yb90h": [
    "ଆମେ WhatsAppରେ ",
    [
      "phone"
    ],
    "କୁ 6 ଅଙ୍କର ଏକ କୋଡ୍ ପଠାଇଛୁ। ଫୋନ୍ ନମ୍ବର ବଦଳାଇବା ପାଇଁ ତାହା ଏଠାରେ ଦିଅନ୍ତୁ।"
  ]
};

/** How those with placeholders read in English, for the localizer to match. */
export const readings: Reading[] = [
  {
    "id": "7yb90h",
    "pattern": "^We have sent a 6-digit code to ([\\s\\S]+?) on WhatsApp\\. Enter it here to change your phone number\\.$",
    "names": [
      "phone"
    ],
    "fixed": {}
  },
  {
    "id": "1s6qlmt",
    "pattern": "^We have sent a 6-digit code to ([\\s\\S]+?)\\. Enter it here to change your email\\.$",
    "names": [
      "email"
    ],
    "fixed": {}
  }
];
