// Compiled from plan-cards.po by `npm run i18n`: edit the PO file, not this one.
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
  ]
};
