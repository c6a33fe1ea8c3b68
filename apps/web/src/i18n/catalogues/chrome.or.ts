// Compiled from chrome.po by `npm run i18n`: edit the PO file, not this one.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "Home": [
    "ମୂଳପୃଷ୍ଠା"
  ],
  "Meal Plans": [
    "ମିଲ୍ ପ୍ଲାନ୍ (Meal Plans)"
  ],
  "Recipes": [
    "ରେସିପି"
  ],
  "Blog": [
    "ବ୍ଲଗ୍"
  ],
  "About": [
    "ଆମ ବିଷୟରେ"
  ],
  "Profile": [
    "ପ୍ରୋଫାଇଲ୍"
  ],
  "FitThali home": [
    "FitThali ମୂଳପୃଷ୍ଠା"
  ],
  "Main": [
    "ମୁଖ୍ୟ"
  ],
  "Menu": [
    "ମେନୁ"
  ],
  "Skip to content": [
    "ମୁଖ୍ୟ ବିଷୟକୁ ଯାଆନ୍ତୁ"
  ],
  "Chat with us": [
    "ଆମ ସହ ଚାଟ୍ କରନ୍ତୁ"
  ],
  "About FitThali": [
    "FitThali ବିଷୟରେ"
  ],
  "Healthy Food For Happy Life": [
    "ସୁସ୍ଥ ଖାଦ୍ୟ, ଖୁସି ଜୀବନ"
  ],
  "Nutritionist-planned, chef-cooked meals delivered daily across Odisha.": [
    "ପୁଷ୍ଟିବିଶେଷଜ୍ଞଙ୍କ ଯୋଜନାରେ ରୋଷେୟାଙ୍କ ହାତରେ ରନ୍ଧା ଖାଦ୍ୟ, ସାରା ଓଡ଼ିଶାରେ ପ୍ରତିଦିନ ଘରେ ପହଞ୍ଚେ।"
  ],
  "Quick Links": [
    "ଜରୁରୀ ଲିଙ୍କ୍"
  ],
  "About Us": [
    "ଆମ ବିଷୟରେ"
  ],
  "Contact": [
    "ଯୋଗାଯୋଗ"
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
  "Follow Us": [
    "ଆମକୁ ଫଲୋ କରନ୍ତୁ"
  ],
  "Order on": [
    "ଏଠାରେ ବି ଅର୍ଡର୍ କରନ୍ତୁ"
  ],
  "Coming soon": [
    "ଶୀଘ୍ର ଆସୁଛି"
  ],
  "Stay in the loop": [
    "ଖବର ପାଉଥାନ୍ତୁ"
  ],
  "Weekly menus, recipes and offers. No spam.": [
    "ସପ୍ତାହର ମେନୁ, ରେସିପି ଓ ଅଫର୍। ଅଦରକାରୀ ମେସେଜ୍ ନାହିଁ।"
  ],
  "© {year} FitThali. All rights reserved.": [
    "© ",
    [
      "year"
    ],
    " FitThali। ସମସ୍ତ ଅଧିକାର ସଂରକ୍ଷିତ।"
  ],
  "Notifications": [
    "ସୂଚନା (notifications)"
  ],
  "Chat on WhatsApp": [
    "ହ୍ୱାଟସଆପ୍‌ରେ କଥା ହୁଅନ୍ତୁ"
  ],
  "Email address": [
    "ଇମେଲ୍ ଠିକଣା"
  ],
  "Subscribe": [
    "ସବସ୍କ୍ରାଇବ୍ କରନ୍ତୁ"
  ],
  "Subscribing...": [
    "ସବସ୍କ୍ରାଇବ୍ ହେଉଛି..."
  ],
  "Buy Now": [
    "ଏବେ କିଣନ୍ତୁ"
  ],
  "Compare all plans": [
    "ସବୁ ପ୍ଲାନ୍ ତୁଳନା କରନ୍ତୁ"
  ],
  "Delivery location:": [
    "ଡେଲିଭରି ଠିକଣା:"
  ],
  "Set": [
    "ବାଛନ୍ତୁ"
  ],
  "Detecting location": [
    "ଲୋକେସନ୍ ଖୋଜୁଛି"
  ],
  "Refresh location": [
    "ଲୋକେସନ୍ ପୁଣି ଖୋଜନ୍ତୁ"
  ],
  "No delivery location set yet": [
    "ଏଯାଏଁ ଡେଲିଭରି ଠିକଣା ଦିଆଯାଇନାହିଁ"
  ],
  "Allow Location Access": [
    "ଲୋକେସନ୍ ଦେଖିବାକୁ ଅନୁମତି ଦିଅନ୍ତୁ"
  ],
  "Deny": [
    "ନାହିଁ"
  ],
  "Allow": [
    "ଅନୁମତି ଦିଅନ୍ତୁ"
  ],
  "We need your location to deliver meal plans in your area.": [
    "ଆପଣଙ୍କ ଅଞ୍ଚଳରେ ମିଲ୍ ପ୍ଲାନ୍ ପହଞ୍ଚାଇବା ପାଇଁ ଆମକୁ ଆପଣଙ୍କ ଲୋକେସନ୍ ଦରକାର।"
  ]
};
