// Compiled from menus.po by `npm run i18n`: edit the PO file, not this one.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "Weekly menu": [
    "ସାପ୍ତାହିକ ମେନୁ"
  ],
  "Weekly menus": [
    "ସାପ୍ତାହିକ ମେନୁ"
  ],
  "This week's food": [
    "ଏହି ସପ୍ତାହର ଖାଦ୍ୟ"
  ],
  "My Meal Plans": [
    "ମୋ ମିଲ୍ ପ୍ଲାନ୍ (My Meal Plans)"
  ],
  "High Protein Meal Plan": [
    "ହାଇ ପ୍ରୋଟିନ୍ (High Protein) ମିଲ୍ ପ୍ଲାନ୍"
  ],
  "Weight Loss Meal Plan": [
    "ଓଜନ କମାଇବା (Weight Loss) ମିଲ୍ ପ୍ଲାନ୍"
  ],
  "Diabetic Diet Plan": [
    "ମଧୁମେହ ଡାଏଟ୍ (Diabetic Diet) ପ୍ଲାନ୍"
  ],
  "Muscle Gain Meal Plan": [
    "ମାଂସପେଶୀ ବୃଦ୍ଧି (Muscle Gain) ମିଲ୍ ପ୍ଲାନ୍"
  ],
  "Office Weekly Meal Plan": [
    "ଅଫିସ୍ (Office) ସାପ୍ତାହିକ ମିଲ୍ ପ୍ଲାନ୍"
  ],
  "Protein at the centre of every lunch and dinner: paneer, soya, dal and eggs, chicken and fish, with whole grains for energy.": [
    "ପ୍ରତିଟି ମଧ୍ୟାହ୍ନ ଓ ରାତ୍ରି ଭୋଜନର ମୂଳରେ ପ୍ରୋଟିନ୍: ପନିର, ସୋୟା, ଡାଲି ଓ ଅଣ୍ଡା, ଚିକେନ୍ ଓ ମାଛ, ସାଙ୍ଗରେ ଶକ୍ତି ପାଇଁ ଗୋଟା ଶସ୍ୟ।"
  ],
  "Light, high-fibre lunches and dinners, portioned to keep you full while you lose weight steadily.": [
    "ହାଲୁକା, ଫାଇବର ଭରା ମଧ୍ୟାହ୍ନ ଓ ରାତ୍ରି ଭୋଜନ, ଏମିତି ପରିମାଣରେ ଯେ ପେଟ ଭରି ରହିବ ଓ ଧୀରେ ଧୀରେ ଓଜନ କମିବ।"
  ],
  "Low-glycaemic lunches and dinners built on whole grains, vegetables and lean protein, with no added sugar.": [
    "ଗୋଟା ଶସ୍ୟ, ପନିପରିବା ଓ କମ୍ ଚର୍ବି ଥିବା ପ୍ରୋଟିନରେ ତିଆରି, ରକ୍ତରେ ଶର୍କରା ଧୀରେ ବଢ଼ାଉଥିବା (low GI) ମଧ୍ୟାହ୍ନ ଓ ରାତ୍ରି ଭୋଜନ, ଉପରୁ ଚିନି ନ ମିଶାଇ।"
  ],
  "Generous portions with extra protein and complex carbohydrates for training days and recovery.": [
    "ବ୍ୟାୟାମ ଦିନ ଓ ଦେହ ପୁଣି ସତେଜ ହେବା ପାଇଁ ଅଧିକ ପ୍ରୋଟିନ୍ ଓ ଜଟିଳ କାର୍ବୋହାଇଡ୍ରେଟ୍ ସହ ଭରପୂର ଭୋଜନ।"
  ],
  "Balanced, light tiffins that travel well and keep you alert through the afternoon, Monday to Sunday.": [
    "ସୋମବାରରୁ ରବିବାର ପର୍ଯ୍ୟନ୍ତ ସନ୍ତୁଳିତ, ହାଲୁକା ଟିଫିନ୍, ଯାହା ବାଟରେ ଖରାପ ହୁଏ ନାହିଁ ଓ ଅପରାହ୍ନ ସାରା ଆପଣଙ୍କୁ ସତେଜ ରଖେ।"
  ],
  "Subscribe to this plan": [
    "ଏହି ପ୍ଲାନ୍ ନିଅନ୍ତୁ"
  ],
  "High Protein": [
    "ହାଇ ପ୍ରୋଟିନ୍"
  ],
  "Weight Loss": [
    "ଓଜନ କମାଇବା"
  ],
  "Diabetic Diet": [
    "ମଧୁମେହ ଡାଏଟ୍"
  ],
  "Muscle Gain": [
    "ମାଂସପେଶୀ ବୃଦ୍ଧି"
  ],
  "Office": [
    "ଅଫିସ୍"
  ],
  "Menus rotate every week and may change with the season. Tell our nutritionist about allergies during your free 30-minute consultation.": [
    "ମେନୁ ପ୍ରତି ସପ୍ତାହ ବଦଳେ, ଋତୁ ଅନୁସାରେ ମଧ୍ୟ ବଦଳିପାରେ। ଆପଣଙ୍କ ମାଗଣା 30 ମିନିଟ୍ ପରାମର୍ଶ ବେଳେ ଆମ ପୁଷ୍ଟି ବିଶେଷଜ୍ଞଙ୍କୁ ଆପଣଙ୍କ ଆଲର୍ଜି ବିଷୟରେ କୁହନ୍ତୁ।"
  ],
  "Meal type": [
    "ଭୋଜନର ପ୍ରକାର"
  ],
  "Veg": [
    "ନିରାମିଷ"
  ],
  "Non-Veg": [
    "ଆମିଷ"
  ],
  "Showing the {option} menu, Monday to Sunday": [
    "ସୋମବାରରୁ ରବିବାର ପର୍ଯ୍ୟନ୍ତ ",
    [
      "option"
    ],
    " ମେନୁ ଦେଖାଯାଉଛି"
  ],
  "This week: {label}": [
    "ଏହି ସପ୍ତାହ: ",
    [
      "label"
    ]
  ],
  "{title}, {option} menu": [
    [
      "title"
    ],
    ", ",
    [
      "option"
    ],
    " ମେନୁ"
  ],
  "Lunch": [
    "ମଧ୍ୟାହ୍ନ ଭୋଜନ"
  ],
  "Dinner": [
    "ରାତ୍ରି ଭୋଜନ"
  ],
  "lunch": [
    "ମଧ୍ୟାହ୍ନ ଭୋଜନ"
  ],
  "dinner": [
    "ରାତ୍ରି ଭୋଜନ"
  ],
  "Chef's choice": [
    "ରୋଷେୟାଙ୍କ ପସନ୍ଦ"
  ],
  "Calories:": [
    "ଶକ୍ତି:"
  ],
  "{kcal} kcal {meal}": [
    [
      "meal"
    ],
    "ରେ ",
    [
      "kcal"
    ],
    " କ୍ୟାଲୋରି"
  ],
  "{option} menu, {label}": [
    [
      "option"
    ],
    " ମେନୁ, ",
    [
      "label"
    ]
  ],
  " · {kcal} kcal": [
    " · ",
    [
      "kcal"
    ],
    " କ୍ୟାଲୋରି"
  ],
  "This week's menu": [
    "ଏହି ସପ୍ତାହର ମେନୁ"
  ],
  "See the week with pictures": [
    "ଫଟୋ ସହ ପୂରା ସପ୍ତାହ ଦେଖନ୍ତୁ"
  ],
  "This week's menu could not be loaded. Reload the page to try again.": [
    "ଏହି ସପ୍ତାହର ମେନୁ ଲୋଡ୍ ହୋଇପାରିଲା ନାହିଁ। ପୁଣି ଚେଷ୍ଟା କରିବାକୁ ପୃଷ୍ଠାଟି ରିଲୋଡ୍ କରନ୍ତୁ।"
  ],
  "The weekly Diabetic Diet menu: low-glycaemic Veg and Non-Veg lunches and dinners with no added sugar, Monday to Sunday.": [
    "ମଧୁମେହ ଡାଏଟ୍‌ର ସାପ୍ତାହିକ ମେନୁ: ଉପରୁ ଚିନି ନ ମିଶା, ରକ୍ତରେ ଶର୍କରା ଧୀରେ ବଢ଼ାଉଥିବା ନିରାମିଷ ଓ ଆମିଷ ମଧ୍ୟାହ୍ନ ଓ ରାତ୍ରି ଭୋଜନ, ସୋମବାରରୁ ରବିବାର।"
  ],
  "The weekly Muscle Gain menu: generous Veg and Non-Veg lunches and dinners with extra protein, Monday to Sunday.": [
    "ମାଂସପେଶୀ ବୃଦ୍ଧିର ସାପ୍ତାହିକ ମେନୁ: ଅଧିକ ପ୍ରୋଟିନ୍ ସହ ଭରପୂର ନିରାମିଷ ଓ ଆମିଷ ମଧ୍ୟାହ୍ନ ଓ ରାତ୍ରି ଭୋଜନ, ସୋମବାରରୁ ରବିବାର।"
  ],
  "A week of FitThali lunches and dinners, Veg and Non-Veg, with the protein of every meal. Switch between the High Protein, Weight Loss, Diabetic, Muscle Gain and Office menus.": [
    "FitThali ର ଏକ ସପ୍ତାହର ମଧ୍ୟାହ୍ନ ଓ ରାତ୍ରି ଭୋଜନ, ନିରାମିଷ ଓ ଆମିଷ, ପ୍ରତି ଭୋଜନର ପ୍ରୋଟିନ୍ ସହ। ହାଇ ପ୍ରୋଟିନ୍, ଓଜନ କମାଇବା, ମଧୁମେହ, ମାଂସପେଶୀ ବୃଦ୍ଧି ଓ ଅଫିସ୍ ମେନୁ ମଧ୍ୟରୁ ବାଛନ୍ତୁ।"
  ],
  "The Office weekly menu: light, balanced Veg and Non-Veg tiffins with calories for every meal, Monday to Sunday.": [
    "ଅଫିସ୍‌ର ସାପ୍ତାହିକ ମେନୁ: ପ୍ରତି ଭୋଜନର କ୍ୟାଲୋରି ସହ ହାଲୁକା, ସନ୍ତୁଳିତ ନିରାମିଷ ଓ ଆମିଷ ଟିଫିନ୍, ସୋମବାରରୁ ରବିବାର।"
  ],
  "The weekly Weight Loss menu: light, high-fibre Veg and Non-Veg lunches and dinners, Monday to Sunday.": [
    "ଓଜନ କମାଇବାର ସାପ୍ତାହିକ ମେନୁ: ହାଲୁକା, ଫାଇବର ଭରା ନିରାମିଷ ଓ ଆମିଷ ମଧ୍ୟାହ୍ନ ଓ ରାତ୍ରି ଭୋଜନ, ସୋମବାରରୁ ରବିବାର।"
  ]
};
