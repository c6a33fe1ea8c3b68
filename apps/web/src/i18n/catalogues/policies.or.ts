// Compiled from policies.po by `npm run i18n`: edit the PO file, not this one.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "FitThali policies": [
    "FitThali ନୀତି"
  ],
  "Last updated": [
    "ଶେଷ ଥର ବଦଳିଥିଲା"
  ],
  "On this page": [
    "ଏହି ପୃଷ୍ଠାରେ"
  ],
  "Need help?": [
    "ସାହାଯ୍ୟ ଦରକାର କି?"
  ],
  "Still have a question? {contact} and a real person will reply.": [
    "ଆଉ କିଛି ପଚାରିବାର ଅଛି କି? ",
    [
      "contact"
    ],
    ", ଜଣେ ପ୍ରକୃତ ମଣିଷ ଉତ୍ତର ଦେବେ।"
  ],
  "Contact us": [
    "ଆମକୁ ଲେଖନ୍ତୁ"
  ],
  "Terms & Conditions": [
    "ନିୟମ ଓ ସର୍ତ୍ତାବଳୀ"
  ],
  "Privacy Policy": [
    "ଗୋପନୀୟତା ନୀତି"
  ],
  "Refund Policy": [
    "ଟଙ୍କା ଫେରସ୍ତ (Refund) ନୀତି"
  ],
  "FAQs": [
    "ସାଧାରଣ ପ୍ରଶ୍ନ (FAQs)"
  ],
  "Answers to common questions about FitThali subscriptions, deliveries, trials, pauses and refunds.": [
    "FitThali ସବସ୍କ୍ରିପସନ୍, ଡେଲିଭରି, ଟ୍ରାଏଲ୍, ବିରତି (pause) ଓ ଟଙ୍କା ଫେରସ୍ତ ବିଷୟରେ ସାଧାରଣ ପ୍ରଶ୍ନର ଉତ୍ତର।"
  ],
  "Frequently Asked Questions": [
    "ସାଧାରଣତଃ ପଚରାଯାଉଥିବା ପ୍ରଶ୍ନ"
  ],
  "Help centre": [
    "ସାହାଯ୍ୟ କେନ୍ଦ୍ର"
  ],
  "Everything you need to know about subscribing, deliveries, trials and refunds.": [
    "ସବସ୍କ୍ରାଇବ୍ କରିବା, ଡେଲିଭରି, ଟ୍ରାଏଲ୍ ଓ ଟଙ୍କା ଫେରସ୍ତ ବିଷୟରେ ଆପଣ ଜାଣିବାକୁ ଚାହୁଁଥିବା ସବୁ କଥା।"
  ],
  "Questions and answers": [
    "ପ୍ରଶ୍ନ ଓ ଉତ୍ତର"
  ],
  "Still have a question?": [
    "ଆଉ କିଛି ପଚାରିବାର ଅଛି କି?"
  ],
  "Our team replies within one working day, and escalations within 72 hours.": [
    "ଆମ ଦଳ ଗୋଟିଏ କାର୍ଯ୍ୟ ଦିବସ ଭିତରେ ଉତ୍ତର ଦିଏ, ଆଉ ଅଭିଯୋଗର ସମାଧାନ 72 ଘଣ୍ଟା ଭିତରେ କରେ।"
  ],
  "Read our {refund} and {terms}.": [
    "ଆମର ",
    [
      "refund"
    ],
    " ଓ ",
    [
      "terms"
    ],
    " ପଢ଼ନ୍ତୁ।"
  ]
};
