// Compiled from meal-plan.po by `npm run i18n`: edit the PO file, not this one.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "Meal Plans": [
    "ମିଲ୍ ପ୍ଲାନ୍ (Meal Plans)"
  ],
  "Compare FitThali meal plans: High Protein from ₹239, Weightloss from ₹169, Diabetic Diet from ₹219, Custom from ₹209 and Office Employee from ₹159 a meal.": [
    "FitThali ର ମିଲ୍ ପ୍ଲାନ୍ ତୁଳନା କରନ୍ତୁ: ହାଇ ପ୍ରୋଟିନ୍ ଭୋଜନ ପିଛା ₹239ରୁ, ଓଜନ କମାଇବା ପ୍ଲାନ୍ ₹169ରୁ, ମଧୁମେହ ଡାଏଟ୍ ₹219ରୁ, କଷ୍ଟମ୍ ₹209ରୁ ଓ ଅଫିସ୍ କର୍ମଚାରୀ ପ୍ଲାନ୍ ₹159ରୁ।"
  ],
  "Our Meal Plans": [
    "ଆମର ମିଲ୍ ପ୍ଲାନ୍"
  ],
  "Subscribe once. Delivered Daily": [
    "ଥରେ ସବସ୍କ୍ରାଇବ୍ କରନ୍ତୁ। ପ୍ରତିଦିନ ଘରେ ପହଞ୍ଚିବ"
  ],
  "Five plans, each built around a goal. Choose Veg or Non-Veg, lunch, dinner or both, and the days that suit you. Every plan starts with an optional 3 day trial.": [
    "ପାଞ୍ଚଟି ପ୍ଲାନ୍, ପ୍ରତ୍ୟେକ ଗୋଟିଏ ଲକ୍ଷ୍ୟ ପାଇଁ। ନିରାମିଷ (Veg) ବା ଆମିଷ (Non-Veg), ମଧ୍ୟାହ୍ନ ଭୋଜନ, ରାତ୍ରି ଭୋଜନ ବା ଦୁଇଟି ଯାକ, ଓ ଆପଣଙ୍କ ସୁବିଧାର ଦିନ ବାଛନ୍ତୁ। ପ୍ରତ୍ୟେକ ପ୍ଲାନ୍ ଚାହିଁଲେ 3 ଦିନର ଟ୍ରାଏଲ୍‌ରୁ ଆରମ୍ଭ କରିପାରିବେ।"
  ],
  "All meal plans": [
    "ସବୁ ମିଲ୍ ପ୍ଲାନ୍"
  ],
  "Prices per meal": [
    "ଭୋଜନ ପିଛା ଦାମ୍"
  ],
  "Longer plans cost less per meal": [
    "ଲମ୍ବା ପ୍ଲାନ୍‌ରେ ଭୋଜନ ପିଛା ଦାମ୍ କମ୍"
  ],
  "Prices in rupees per meal, Veg / Non-Veg. Lunch + Dinner counts two meals a day.": [
    "ଭୋଜନ ପିଛା ଟଙ୍କାରେ ଦାମ୍, ନିରାମିଷ / ଆମିଷ। ମଧ୍ୟାହ୍ନ ଓ ରାତ୍ରି ଭୋଜନ ନେଲେ ଦିନକୁ 2ଟି ଭୋଜନ ଗଣାଯାଏ।"
  ],
  "Not sure which plan fits? See a week of food on our {menus}, or book the free 30-minute nutritionist consultation after you subscribe.": [
    "କେଉଁ ପ୍ଲାନ୍ ଠିକ୍ ହେବ ଜାଣିପାରୁନାହାନ୍ତି? ଆମ ",
    [
      "menus"
    ],
    "ରେ ଗୋଟିଏ ସପ୍ତାହର ଖାଦ୍ୟ ଦେଖନ୍ତୁ, କିମ୍ବା ସବସ୍କ୍ରାଇବ୍ କରିବା ପରେ ପୁଷ୍ଟିବିଶେଷଜ୍ଞଙ୍କ ସହ 30 ମିନିଟ୍‌ର ମାଗଣା ପରାମର୍ଶ ବୁକ୍ କରନ୍ତୁ।"
  ],
  "weekly menus": [
    "ସାପ୍ତାହିକ ମେନୁ"
  ],
  "Price per meal in rupees by plan and duration, Veg and Non-Veg": [
    "ପ୍ଲାନ୍ ଓ ଅବଧି ଅନୁସାରେ ଭୋଜନ ପିଛା ଟଙ୍କାରେ ଦାମ୍, ନିରାମିଷ ଓ ଆମିଷ"
  ],
  "Plan": [
    "ପ୍ଲାନ୍"
  ],
  "{days} days": [
    [
      "days"
    ],
    " ଦିନ"
  ],
  "{days} days (trial)": [
    [
      "days"
    ],
    " ଦିନ (ଟ୍ରାଏଲ୍)"
  ],
  "Duration": [
    "ଅବଧି"
  ],
  "Veg": [
    "ନିରାମିଷ (Veg)"
  ],
  "Non-Veg": [
    "ଆମିଷ (Non-Veg)"
  ]
};
