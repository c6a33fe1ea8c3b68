// Compiled from content.po by `npm run i18n`: edit the PO file, not this one.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "All": [
    "ସବୁ"
  ],
  "Nutrition": [
    "ପୁଷ୍ଟି"
  ],
  "Muscle Gain": [
    "ମାଂସପେଶୀ ବୃଦ୍ଧି"
  ],
  "Vegan": [
    "ଭେଗାନ୍"
  ],
  "Blog": [
    "ବ୍ଲଗ୍"
  ],
  "Nutrition tips, muscle-gain advice and plant-based ideas from the FitThali nutrition team.": [
    "FitThali ପୁଷ୍ଟି ଦଳଙ୍କ ଠାରୁ ପୁଷ୍ଟି ବିଷୟରେ ଟିପ୍ସ, ମାଂସପେଶୀ ବଢ଼ାଇବା ପାଇଁ ପରାମର୍ଶ ଓ ଶାକାହାରୀ ଖାଦ୍ୟର ଚିନ୍ତା।"
  ],
  "FitThali Blog": [
    "FitThali ବ୍ଲଗ୍"
  ],
  "Eat smart": [
    "ବୁଝି ଖାଆନ୍ତୁ"
  ],
  "Practical nutrition advice from our team: balanced Indian plates, protein for training and plant-powered meals that keep you full.": [
    "ଆମ ଦଳର କାମରେ ଆସୁଥିବା ପୁଷ୍ଟି ପରାମର୍ଶ: ସନ୍ତୁଳିତ ଭାରତୀୟ ଥାଳି, ବ୍ୟାୟାମ ପାଇଁ ପ୍ରୋଟିନ୍, ଆଉ ପେଟ ଭରି ରଖୁଥିବା ଶାକାହାରୀ ଖାଦ୍ୟ।"
  ],
  "Blog posts": [
    "ବ୍ଲଗ୍ ଲେଖା"
  ],
  "Filter posts by category": [
    "ବିଷୟ ଅନୁସାରେ ଲେଖା ବାଛନ୍ତୁ"
  ],
  "Search posts": [
    "ଲେଖା ଖୋଜନ୍ତୁ"
  ],
  "1 post shown": [
    "1ଟି ଲେଖା ଦେଖାଯାଉଛି"
  ],
  "{count} posts shown": [
    [
      "count"
    ],
    "ଟି ଲେଖା ଦେଖାଯାଉଛି"
  ],
  "No posts found matching your criteria.": [
    "ଆପଣ ଖୋଜୁଥିବା ଭଳି କୌଣସି ଲେଖା ମିଳିଲା ନାହିଁ।"
  ],
  "Clear filters": [
    "ଫିଲ୍ଟର୍ ହଟାନ୍ତୁ"
  ],
  "Recent posts": [
    "ନୂଆ ଲେଖା"
  ],
  "Eat this well every day, without the cooking.": [
    "ରାନ୍ଧିବା ଝଞ୍ଜଟ ବିନା ପ୍ରତିଦିନ ଏମିତି ଭଲ ଖାଆନ୍ତୁ।"
  ],
  "See meal plans": [
    "ମିଲ୍ ପ୍ଲାନ୍ ଦେଖନ୍ତୁ"
  ],
  "{minutes} min read": [
    [
      "minutes"
    ],
    " ମିନିଟ୍‌ର ପଢ଼ା"
  ],
  "By": [
    "ଲେଖକ:"
  ],
  "Tags": [
    "ଟ୍ୟାଗ୍"
  ],
  "Back to Blog": [
    "ବ୍ଲଗ୍‌କୁ ଫେରନ୍ତୁ"
  ],
  "Keep reading": [
    "ଆହୁରି ପଢ଼ନ୍ତୁ"
  ],
  "Post Not Found": [
    "ଲେଖାଟି ମିଳିଲା ନାହିଁ"
  ],
  "This post is not on the FitThali blog.": [
    "ଏହି ଲେଖା FitThali ବ୍ଲଗରେ ନାହିଁ।"
  ],
  "We could not find that post. It may have been moved or removed.": [
    "ସେହି ଲେଖାଟି ଆମେ ପାଇଲୁ ନାହିଁ। ଏହାକୁ ଅନ୍ୟ ଜାଗାକୁ ନିଆଯାଇଥିବା କିମ୍ବା ହଟାଇ ଦିଆଯାଇଥିବା ହୋଇପାରେ।"
  ],
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
