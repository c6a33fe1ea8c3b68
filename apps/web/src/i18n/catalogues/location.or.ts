// Compiled from location.po by `npm run i18n`: edit the PO file, not this one.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "Where should we deliver?": [
    "କେଉଁଠି ଡେଲିଭରି କରିବୁ?"
  ],
  "FitThali delivers fresh meals every day across Odisha. Enter your area or PIN code, or use your current location.": [
    "FitThali ସାରା ଓଡ଼ିଶାରେ ପ୍ରତିଦିନ ତାଜା ଖାଦ୍ୟ ପହଞ୍ଚାଏ। ଆପଣଙ୍କ ଅଞ୍ଚଳ ବା PIN କୋଡ୍ ଲେଖନ୍ତୁ, କିମ୍ବା ଆପଣଙ୍କ ବର୍ତ୍ତମାନର ଲୋକେସନ୍ ବ୍ୟବହାର କରନ୍ତୁ।"
  ],
  "Close location popup": [
    "ଲୋକେସନ୍ ୱିଣ୍ଡୋ ବନ୍ଦ କରନ୍ତୁ"
  ],
  "Confirm & Save": [
    "ନିଶ୍ଚିତ କରି ସେଭ୍ କରନ୍ତୁ"
  ],
  "Area or pincode": [
    "ଅଞ୍ଚଳ ବା ପିନ୍‌କୋଡ୍ (pincode)"
  ],
  "e.g. Saheed Nagar or 751007": [
    "ଯେପରି ଶହୀଦ ନଗର ବା 751007"
  ],
  "Find Location": [
    "ଲୋକେସନ୍ ଖୋଜନ୍ତୁ"
  ],
  "or": [
    "କିମ୍ବା"
  ],
  "Use Current Location": [
    "ବର୍ତ୍ତମାନର ଲୋକେସନ୍ ବ୍ୟବହାର କରନ୍ତୁ"
  ],
  "Searching…": [
    "ଖୋଜୁଛି…"
  ],
  "Detecting your location…": [
    "ଆପଣଙ୍କ ଲୋକେସନ୍ ଖୋଜୁଛି…"
  ],
  "Please enter area or pincode": [
    "ଦୟାକରି ଅଞ୍ଚଳର ନାମ କିମ୍ବା ପିନ୍ କୋଡ୍ ଦିଅନ୍ତୁ"
  ],
  "No location found": [
    "କୌଣସି ଲୋକେସନ୍ ମିଳିଲା ନାହିଁ"
  ],
  "Only Odisha locations allowed": [
    "କେବଳ ଓଡ଼ିଶାର ଲୋକେସନ୍ ଚାଲିବ"
  ],
  "Error fetching address": [
    "ଠିକଣା ଆଣିବାରେ ସମସ୍ୟା ହେଲା"
  ],
  "Error detecting location": [
    "ଲୋକେସନ୍ ଜାଣିବାରେ ସମସ୍ୟା ହେଲା"
  ],
  "Permission denied": [
    "ଅନୁମତି ମିଳିଲା ନାହିଁ"
  ],
  "Geolocation is not supported by your browser": [
    "ଆପଣଙ୍କ ବ୍ରାଉଜର୍ ଲୋକେସନ୍ ଜାଣିପାରେ ନାହିଁ"
  ],
  "Failed to detect location": [
    "ଲୋକେସନ୍ ଜାଣିହେଲା ନାହିଁ"
  ],
  "Location updated": [
    "ଲୋକେସନ୍ ଅପଡେଟ୍ ହେଲା"
  ],
  "You are looking up locations very quickly. Please wait a few seconds and try again.": [
    "ଆପଣ ବହୁତ ଶୀଘ୍ର ଶୀଘ୍ର ଲୋକେସନ୍ ଖୋଜୁଛନ୍ତି। ଦୟାକରି କିଛି ସେକେଣ୍ଡ ଅପେକ୍ଷା କରି ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।"
  ],
  "Location saved: delivering to {city}": [
    "ଲୋକେସନ୍ ସେଭ୍ ହେଲା। ଡେଲିଭରି ସ୍ଥାନ: ",
    [
      "city"
    ]
  ]
};
