// Compiled from recipes.po by `npm run i18n`: edit the PO file, not this one.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "All": [
    "ସବୁ"
  ],
  "High Protein": [
    "ହାଇ ପ୍ରୋଟିନ୍"
  ],
  "Veg": [
    "ନିରାମିଷ"
  ],
  "Low Calorie": [
    "କମ୍ କ୍ୟାଲୋରି"
  ],
  "Recipes": [
    "ରେସିପି"
  ],
  "Healthy Indian recipes from the FitThali kitchen: high-protein bowls, light soups and veg favourites with calories and macros.": [
    "FitThali ରୋଷେଇ ଘରର ସୁସ୍ଥ ଭାରତୀୟ ରେସିପି: ହାଇ ପ୍ରୋଟିନ୍ ବାଉଲ୍, ହାଲୁକା ସୁପ୍ ଓ ପ୍ରିୟ ନିରାମିଷ ଖାଦ୍ୟ, କ୍ୟାଲୋରି ଓ ପୁଷ୍ଟି ହିସାବ ସହ।"
  ],
  "Healthy Recipes": [
    "ସୁସ୍ଥ ରେସିପି"
  ],
  "From our kitchen": [
    "ଆମ ରୋଷେଇ ଘରୁ"
  ],
  "Refer My Meal Plan": [
    "ମୋ ପାଇଁ ମିଲ୍ ପ୍ଲାନ୍ ଦେଖନ୍ତୁ"
  ],
  "Simple, wholesome dishes our chefs love, with the calories and macros of every serving. Cook them at home, or let us cook for you every day.": [
    "ଆମ ରୋଷେୟାଙ୍କ ପ୍ରିୟ ସରଳ, ପୁଷ୍ଟିକର ଖାଦ୍ୟ, ପ୍ରତି ପରିବେଷଣର କ୍ୟାଲୋରି ଓ ପୁଷ୍ଟି ହିସାବ ସହ। ଘରେ ରାନ୍ଧନ୍ତୁ, କିମ୍ବା ପ୍ରତିଦିନ ଆମକୁ ରାନ୍ଧିବାକୁ ଦିଅନ୍ତୁ।"
  ],
  "Recipe list": [
    "ରେସିପି ତାଲିକା"
  ],
  "Filter recipes by category": [
    "ବିଷୟ ଅନୁସାରେ ରେସିପି ବାଛନ୍ତୁ"
  ],
  "1 recipe": [
    "1ଟି ରେସିପି"
  ],
  "{count} recipes": [
    [
      "count"
    ],
    "ଟି ରେସିପି"
  ],
  "Nutrition per serving of {title}": [
    [
      "title"
    ],
    "ର ପ୍ରତି ପରିବେଷଣରେ ପୁଷ୍ଟି"
  ],
  "Categories": [
    "ବିଷୟ"
  ],
  "Calories": [
    "କ୍ୟାଲୋରି"
  ],
  "Protein": [
    "ପ୍ରୋଟିନ୍"
  ],
  "Carbs": [
    "କାର୍ବୋହାଇଡ୍ରେଟ୍"
  ],
  "Fats": [
    "ଚର୍ବି"
  ],
  "{minutes} minutes": [
    [
      "minutes"
    ],
    " ମିନିଟ୍"
  ],
  "Serves {count}": [
    [
      "count"
    ],
    " ଜଣଙ୍କ ପାଇଁ"
  ],
  "Nutrition per serving": [
    "ପ୍ରତି ପରିବେଷଣରେ ପୁଷ୍ଟି"
  ],
  "Rather have it cooked for you? Our plans deliver meals like this every day.": [
    "ରାନ୍ଧିବାକୁ ମନ ନାହିଁ? ଆମ ପ୍ଲାନ୍ ପ୍ରତିଦିନ ଏମିତି ଭୋଜନ ଆପଣଙ୍କ ପାଖରେ ପହଞ୍ଚାଏ।"
  ],
  "Ingredients": [
    "ଉପକରଣ"
  ],
  "Method": [
    "ପ୍ରସ୍ତୁତି ପ୍ରଣାଳୀ"
  ],
  "← Back to Recipes": [
    "← ରେସିପିକୁ ଫେରନ୍ତୁ"
  ],
  "Back to Recipes": [
    "ରେସିପିକୁ ଫେରନ୍ତୁ"
  ],
  "{title} Recipe": [
    [
      "title"
    ],
    " ରେସିପି"
  ],
  "{desc} {calories} kcal, {protein} g protein per serving.": [
    [
      "desc"
    ],
    " ପ୍ରତି ପରିବେଷଣରେ ",
    [
      "calories"
    ],
    " kcal, ",
    [
      "protein"
    ],
    " ଗ୍ରାମ ପ୍ରୋଟିନ୍।"
  ],
  "Recipe Not Found": [
    "ରେସିପି ମିଳିଲା ନାହିଁ"
  ],
  "This recipe is not in the FitThali kitchen.": [
    "ଏହି ରେସିପି FitThali ରୋଷେଇ ଘରେ ନାହିଁ।"
  ],
  "We could not find that recipe. It may have been renamed or removed.": [
    "ସେହି ରେସିପି ଆମେ ପାଇଲୁ ନାହିଁ। ଏହାର ନାମ ବଦଳିଥିବା କିମ୍ବା ହଟାଇ ଦିଆଯାଇଥିବା ହୋଇପାରେ।"
  ]
};
