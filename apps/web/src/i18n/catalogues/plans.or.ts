// Compiled from plans.po by `npm run i18n`: edit the PO file, not this one.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "High Protein Meal Plan": [
    "ହାଇ ପ୍ରୋଟିନ୍ (High Protein) ମିଲ୍ ପ୍ଲାନ୍"
  ],
  "Weightloss Meal Plan": [
    "ୱେଟ୍‌ଲସ୍ (Weightloss) ମିଲ୍ ପ୍ଲାନ୍"
  ],
  "Diabetic Diet Meal Plan": [
    "ମଧୁମେହ ଡାଏଟ୍ (Diabetic Diet) ମିଲ୍ ପ୍ଲାନ୍"
  ],
  "Custom Meal Plan": [
    "କଷ୍ଟମ୍ (Custom) ମିଲ୍ ପ୍ଲାନ୍"
  ],
  "Office Employee Meal Plan": [
    "ଅଫିସ୍ ଏମ୍ପ୍ଲଇ (Office Employee) ମିଲ୍ ପ୍ଲାନ୍"
  ],
  "For gym-goers and active days": [
    "ଜିମ୍ ଯାଉଥିବା ଓ ସକ୍ରିୟ ଲୋକଙ୍କ ପାଇଁ"
  ],
  "For steady, sustainable fat loss": [
    "ଧୀରେ ଧୀରେ, ସ୍ଥାୟୀ ଭାବେ ଓଜନ କମାଇବା ପାଇଁ"
  ],
  "For steady blood sugar": [
    "ରକ୍ତରେ ଶର୍କରା ସ୍ଥିର ରଖିବା ପାଇଁ"
  ],
  "For muscle gain, your way": [
    "ନିଜ ଢଙ୍ଗରେ ମାଂସପେଶୀ ବଢ଼ାଇବା ପାଇଁ"
  ],
  "For busy workdays": [
    "ବ୍ୟସ୍ତ କାମ ଦିନ ପାଇଁ"
  ],
  "Protein-rich lunches and dinners built around paneer, eggs, chicken and lentils. Made for people who train and want to build strength without counting every gram.": [
    "ପନିର, ଅଣ୍ଡା, ଚିକେନ୍ ଓ ଡାଲି ସହ ପ୍ରୋଟିନ୍‌ଭରା ମଧ୍ୟାହ୍ନ ଓ ରାତ୍ରି ଭୋଜନ। ବ୍ୟାୟାମ କରୁଥିବା ଓ ପ୍ରତି ଗ୍ରାମ୍ ହିସାବ ନକରି ଶକ୍ତି ବଢ଼ାଇବାକୁ ଚାହୁଁଥିବା ଲୋକଙ୍କ ପାଇଁ।"
  ],
  "Portion-controlled, calorie-aware meals that still taste like home food. High in fibre and protein so you stay full while the kilos come off.": [
    "ମାପିକି ପରଷା, କ୍ୟାଲୋରି ହିସାବରେ ତିଆରି ଖାଦ୍ୟ, ତଥାପି ସ୍ୱାଦ ଘର ଖାଇବା ଭଳି। ଫାଇବର ଓ ପ୍ରୋଟିନ୍ ଭରପୂର, ତେଣୁ ଓଜନ କମିବା ବେଳେ ପେଟ ଭରି ରହିବ।"
  ],
  "Low-glycaemic meals with whole grains, vegetables and lean protein and no added sugar. Planned to help keep blood sugar steady through the day.": [
    "ଗୋଟା ଶସ୍ୟ, ପରିବା ଓ କମ୍ ଚର୍ବିର ପ୍ରୋଟିନ୍ ସହ ଲୋ-ଗ୍ଲାଇସେମିକ୍ (low-glycaemic) ଖାଦ୍ୟ, ଅଲଗା ଚିନି ନାହିଁ। ଦିନସାରା ରକ୍ତରେ ଶର୍କରା ସ୍ଥିର ରଖିବାକୁ ଯୋଜନା କରାଯାଇଛି।"
  ],
  "A muscle-gain plan you shape yourself: pick the days, slot and meal type that fit your routine. Generous portions with extra protein and complex carbs for recovery.": [
    "ନିଜେ ସଜାଡ଼ିପାରିବା ମାଂସପେଶୀ ବଢ଼ାଇବା ପ୍ଲାନ୍: ଆପଣଙ୍କ ଦିନଚର୍ଯ୍ୟା ଅନୁସାରେ ଦିନ, ସମୟ ଓ ଖାଦ୍ୟ ପ୍ରକାର ବାଛନ୍ତୁ। ଶରୀର ସୁସ୍ଥ ହେବା ପାଇଁ ଅଧିକ ପ୍ରୋଟିନ୍ ଓ କମ୍ପ୍ଲେକ୍ସ କାର୍ବସ୍ ସହ ଭରପୂର ପରଷା।"
  ],
  "Balanced, light meals delivered to your desk so a busy workday does not mean junk food. Our most affordable plan, from 159 rupees a meal.": [
    "ସନ୍ତୁଳିତ, ହାଲୁକା ଖାଦ୍ୟ ଆପଣଙ୍କ ଅଫିସ୍ ଡେସ୍କରେ ପହଞ୍ଚେ, ତେଣୁ ବ୍ୟସ୍ତ ଦିନରେ ବି ଜଙ୍କ୍ ଫୁଡ୍ ଖାଇବାକୁ ପଡ଼ିବ ନାହିଁ। ଆମର ସବୁଠୁ ଶସ୍ତା ପ୍ଲାନ୍, ମିଲ୍ ପିଛା 159 ଟଙ୍କାରୁ।"
  ],
  "Starting at {price}/meal": [
    "ମିଲ୍ ପିଛା ",
    [
      "price"
    ],
    " ରୁ ଆରମ୍ଭ"
  ],
  "Planned by nutritionists, cooked fresh by our chefs": [
    "ପୁଷ୍ଟିବିଶେଷଜ୍ଞଙ୍କ ଯୋଜନା, ଆମ ରୋଷେୟାଙ୍କ ହାତରେ ତାଜା ରନ୍ଧା"
  ],
  "Delivered daily across Odisha, lunch, dinner or both": [
    "ସାରା ଓଡ଼ିଶାରେ ପ୍ରତିଦିନ ଡେଲିଭରି: ମଧ୍ୟାହ୍ନ ଭୋଜନ, ରାତ୍ରି ଭୋଜନ କିମ୍ବା ଦୁଇଟି ଯାକ"
  ],
  "Every day or only the weekdays you pick": [
    "ପ୍ରତିଦିନ କିମ୍ବା କେବଳ ଆପଣ ବାଛିଥିବା ବାରରେ"
  ],
  "Compare all plans": [
    "ସବୁ ପ୍ଲାନ୍ ତୁଳନା କରନ୍ତୁ"
  ],
  "Build your plan": [
    "ଆପଣଙ୍କ ପ୍ଲାନ୍ ବାଛନ୍ତୁ"
  ],
  "{price}/meal × {meals} meals": [
    [
      "price"
    ],
    "/ମିଲ୍ × ",
    [
      "meals"
    ],
    "ଟି ମିଲ୍"
  ],
  "Total": [
    "ମୋଟ"
  ],
  "Subscribe": [
    "ସବସ୍କ୍ରାଇବ୍ କରନ୍ତୁ"
  ],
  "3 day Trial": [
    "3 ଦିନର ଟ୍ରାଏଲ୍ (Trial)"
  ],
  "View My Meal Plans": [
    "ମୋ ମିଲ୍ ପ୍ଲାନ୍ ଦେଖନ୍ତୁ"
  ],
  "You choose the start date, address and payment on the next step.": [
    "ଆରମ୍ଭ ତାରିଖ, ଠିକଣା ଓ ପେମେଣ୍ଟ ପରବର୍ତ୍ତୀ ପଦକ୍ଷେପରେ ବାଛିବେ।"
  ],
  "Meal option": [
    "ଖାଦ୍ୟ ପ୍ରକାର"
  ],
  "Veg": [
    "ନିରାମିଷ (Veg)"
  ],
  "Non-Veg": [
    "ଆମିଷ (Non-Veg)"
  ],
  "Delivery slot": [
    "ଡେଲିଭରି ସମୟ"
  ],
  "Lunch": [
    "ମଧ୍ୟାହ୍ନ ଭୋଜନ (Lunch)"
  ],
  "Dinner": [
    "ରାତ୍ରି ଭୋଜନ (Dinner)"
  ],
  "Lunch + Dinner": [
    "ମଧ୍ୟାହ୍ନ ଓ ରାତ୍ରି ଭୋଜନ (Lunch + Dinner)"
  ],
  "1 meal a day": [
    "ଦିନକୁ 1ଟି ମିଲ୍"
  ],
  "2 meals a day": [
    "ଦିନକୁ 2ଟି ମିଲ୍"
  ],
  "Delivery days": [
    "ଡେଲିଭରି ଦିନ"
  ],
  "7 days a week": [
    "ସପ୍ତାହରେ 7 ଦିନ"
  ],
  "Custom": [
    "ନିଜେ ବାଛନ୍ତୁ (Custom)"
  ],
  "Pick your days": [
    "ଆପଣଙ୍କ ଦିନ ବାଛନ୍ତୁ"
  ],
  "({count} picked)": [
    "(",
    [
      "count"
    ],
    "ଟି ବଛାଯାଇଛି)"
  ],
  "3 days makes a 3 day trial, 5 days a 7 day plan, all 7 a 21 day plan.": [
    "3 ଦିନ ବାଛିଲେ 3 ଦିନର ଟ୍ରାଏଲ୍, 5 ଦିନ ବାଛିଲେ 7 ଦିନର ପ୍ଲାନ୍, 7 ଦିନ ଯାକ ବାଛିଲେ 21 ଦିନର ପ୍ଲାନ୍।"
  ],
  "Duration": [
    "ଅବଧି"
  ],
  "Buy Now": [
    "ଏବେ କିଣନ୍ତୁ"
  ],
  "Protein-rich daily meals for strength and recovery, from ₹239 a meal, delivered across Odisha.": [
    "ଶକ୍ତି ଓ ରିକଭରି ପାଇଁ ପ୍ରୋଟିନ୍‌ଭରା ଦୈନିକ ଖାଦ୍ୟ, ମିଲ୍ ପିଛା ₹239 ରୁ, ସାରା ଓଡ଼ିଶାରେ ଡେଲିଭରି।"
  ],
  "Calorie-aware, filling meals for steady weight loss, from ₹169 a meal, delivered daily across Odisha.": [
    "ଧୀରେ ଧୀରେ ଓଜନ କମାଇବା ପାଇଁ କ୍ୟାଲୋରି ହିସାବରେ, ପେଟ ଭରା ଖାଦ୍ୟ, ମିଲ୍ ପିଛା ₹169 ରୁ, ସାରା ଓଡ଼ିଶାରେ ପ୍ରତିଦିନ ଡେଲିଭରି।"
  ],
  "Low-glycaemic meals with no added sugar for steady blood sugar, from ₹219 a meal, delivered across Odisha.": [
    "ରକ୍ତରେ ଶର୍କରା ସ୍ଥିର ରଖିବାକୁ ଅଲଗା ଚିନି ନଥିବା ଲୋ-ଗ୍ଲାଇସେମିକ୍ (low-glycaemic) ଖାଦ୍ୟ, ମିଲ୍ ପିଛା ₹219 ରୁ, ସାରା ଓଡ଼ିଶାରେ ଡେଲିଭରି।"
  ],
  "A muscle-gain meal plan shaped around your routine, from ₹209 a meal, delivered daily across Odisha.": [
    "ଆପଣଙ୍କ ଦିନଚର୍ଯ୍ୟା ଅନୁସାରେ ମାଂସପେଶୀ ବଢ଼ାଇବା ମିଲ୍ ପ୍ଲାନ୍, ମିଲ୍ ପିଛା ₹209 ରୁ, ସାରା ଓଡ଼ିଶାରେ ପ୍ରତିଦିନ ଡେଲିଭରି।"
  ],
  "Light, balanced office lunches and dinners from ₹159 a meal, delivered daily across Odisha.": [
    "ଅଫିସ୍ ପାଇଁ ହାଲୁକା, ସନ୍ତୁଳିତ ମଧ୍ୟାହ୍ନ ଓ ରାତ୍ରି ଭୋଜନ, ମିଲ୍ ପିଛା ₹159 ରୁ, ସାରା ଓଡ଼ିଶାରେ ପ୍ରତିଦିନ ଡେଲିଭରି।"
  ],
  "{days} Days · {price}/day": [
    [
      "days"
    ],
    " ଦିନ · ଦିନକୁ ",
    [
      "price"
    ]
  ],
  "{days} Days (Trial) · {price}/day": [
    [
      "days"
    ],
    " ଦିନ (ଟ୍ରାଏଲ୍) · ଦିନକୁ ",
    [
      "price"
    ]
  ],
  "{days} Days": [
    [
      "days"
    ],
    " ଦିନ"
  ]
};
