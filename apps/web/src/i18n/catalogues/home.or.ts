// Compiled from home.po by `npm run i18n`: edit the PO file, not this one.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "Healthy Food For Happy Life": [
    "ସୁସ୍ଥ ଖାଦ୍ୟ, ଖୁସି ଜୀବନ"
  ],
  "Subscribe once. Delivered Daily": [
    "ଥରେ ସବସ୍କ୍ରାଇବ୍ କରନ୍ତୁ। ପ୍ରତିଦିନ ଘରେ ପହଞ୍ଚିବ"
  ],
  "Fresh lunches and dinners planned by nutritionists, cooked by chefs and delivered to your door across Odisha. Plans start at ₹159 a meal.": [
    "ପୁଷ୍ଟିବିଶେଷଜ୍ଞଙ୍କ ଯୋଜନାରେ, ରୋଷେୟାଙ୍କ ହାତରେ ରନ୍ଧା ତାଜା ମଧ୍ୟାହ୍ନ ଓ ରାତ୍ରି ଭୋଜନ, ସାରା ଓଡ଼ିଶାରେ ଆପଣଙ୍କ ଦୁଆରେ। ପ୍ଲାନ୍ ଆରମ୍ଭ ମିଲ୍ ପିଛା ₹159 ରୁ।"
  ],
  "Subscribe Now": [
    "ଏବେ ସବସ୍କ୍ରାଇବ୍ କରନ୍ତୁ"
  ],
  "See this week’s menu": [
    "ଏହି ସପ୍ତାହର ମେନୁ ଦେଖନ୍ତୁ"
  ],
  "A balanced thali with rice, roti, dal, sabzi, raita and salad": [
    "ଭାତ, ରୁଟି, ଡାଲି, ତରକାରି, ରାଇତା ଓ ସାଲାଡ୍ ସହ ଏକ ସନ୍ତୁଳିତ ଥାଳି"
  ],
  "per meal onwards": [
    "ମିଲ୍ ପିଛା ରୁ"
  ],
  "Free with every plan": [
    "ପ୍ରତ୍ୟେକ ପ୍ଲାନ୍ ସହ ମାଗଣା"
  ],
  "Talk to a nutritionist, free for 30 minutes": [
    "ପୁଷ୍ଟିବିଶେଷଜ୍ଞ (nutritionist)ଙ୍କ ସହ 30 ମିନିଟ୍ ମାଗଣାରେ କଥା ହୁଅନ୍ତୁ"
  ],
  "Book a free 30-minute online video call with our nutritionist. Together you pick the right plan and fine-tune it to your goals and routine.": [
    "ଆମ ପୁଷ୍ଟିବିଶେଷଜ୍ଞଙ୍କ ସହ 30 ମିନିଟ୍‌ର ମାଗଣା ଅନଲାଇନ୍ ଭିଡିଓ କଲ୍ ବୁକ୍ କରନ୍ତୁ। ଦୁହେଁ ମିଶି ଠିକ୍ ପ୍ଲାନ୍ ବାଛିବା ଓ ଆପଣଙ୍କ ଲକ୍ଷ୍ୟ ଓ ଦିନଚର୍ଯ୍ୟା ଅନୁସାରେ ସଜାଡ଼ିବା।"
  ],
  "Book Free Consultation": [
    "ମାଗଣା ପରାମର୍ଶ ବୁକ୍ କରନ୍ତୁ"
  ],
  "(opens in a new tab)": [
    "(ନୂଆ ଟ୍ୟାବ୍‌ରେ ଖୋଲିବ)"
  ],
  "Why FitThali": [
    "FitThali କାହିଁକି"
  ],
  "Eating well, made effortless": [
    "ଭଲ ଖାଇବା, ଏବେ ସହଜ"
  ],
  "Planned by nutritionists": [
    "ପୁଷ୍ଟିବିଶେଷଜ୍ଞଙ୍କ ଯୋଜନା"
  ],
  "Each plan is built around a goal, with protein, fibre and portions worked out for you.": [
    "ପ୍ରତ୍ୟେକ ପ୍ଲାନ୍ ଗୋଟିଏ ଲକ୍ଷ୍ୟକୁ ନେଇ ତିଆରି; ପ୍ରୋଟିନ୍, ଫାଇବର ଓ କେତେ ଖାଇବେ ତାହା ଆପଣଙ୍କ ପାଇଁ ହିସାବ କରାଯାଇଛି।"
  ],
  "Cooked fresh by chefs": [
    "ରୋଷେୟାଙ୍କ ହାତରେ ତାଜା ରନ୍ଧା"
  ],
  "Home-style Indian food made the same day, never frozen, with Veg and Non-Veg menus.": [
    "ଘର ଭଳି ଭାରତୀୟ ଖାଦ୍ୟ, ସେହି ଦିନ ରନ୍ଧା, କେବେ ବି ଫ୍ରିଜ୍‌ରେ ରଖାଯାଏ ନାହିଁ; ନିରାମିଷ (Veg) ଓ ଆମିଷ (Non-Veg) ମେନୁ।"
  ],
  "Delivered daily in Odisha": [
    "ଓଡ଼ିଶାରେ ପ୍ରତିଦିନ ଡେଲିଭରି"
  ],
  "Lunch, dinner or both, on the days you choose.": [
    "ଆପଣ ବାଛିଥିବା ଦିନରେ ମଧ୍ୟାହ୍ନ ଭୋଜନ, ରାତ୍ରି ଭୋଜନ କିମ୍ବା ଦୁଇଟି ଯାକ।"
  ],
  "Free consultation": [
    "ମାଗଣା ପରାମର୍ଶ"
  ],
  "A free 30-minute online video session with a nutritionist to fine-tune your plan.": [
    "ଆପଣଙ୍କ ପ୍ଲାନ୍‌କୁ ଠିକ୍ ସଜାଡ଼ିବାକୁ ପୁଷ୍ଟିବିଶେଷଜ୍ଞଙ୍କ ସହ 30 ମିନିଟ୍‌ର ମାଗଣା ଅନଲାଇନ୍ ଭିଡିଓ କଲ୍।"
  ],
  "Meal plans": [
    "ମିଲ୍ ପ୍ଲାନ୍"
  ],
  "Happy customers": [
    "ଖୁସି ଗ୍ରାହକ"
  ],
  "Pick a plan for your goal": [
    "ଆପଣଙ୍କ ଲକ୍ଷ୍ୟ ପାଇଁ ପ୍ଲାନ୍ ବାଛନ୍ତୁ"
  ],
  "Compare all plans": [
    "ସବୁ ପ୍ଲାନ୍ ତୁଳନା କରନ୍ତୁ"
  ],
  "Loved across Odisha": [
    "ସାରା ଓଡ଼ିଶାର ପ୍ରିୟ"
  ],
  "Subscribe once. Delivered Daily. Healthy meal plans for weight loss, high protein, diabetic diet and office lunches across Odisha, from ₹159 a meal.": [
    "ଥରେ ସବସ୍କ୍ରାଇବ୍ କରନ୍ତୁ, ପ୍ରତିଦିନ ଘରେ ପହଞ୍ଚିବ। ଓଜନ କମାଇବା, ହାଇ ପ୍ରୋଟିନ୍, ମଧୁମେହ ଡାଏଟ୍ ଓ ଅଫିସ୍‌ର ମଧ୍ୟାହ୍ନ ଭୋଜନ ପାଇଁ ସୁସ୍ଥ ମିଲ୍ ପ୍ଲାନ୍, ସାରା ଓଡ଼ିଶାରେ, ମିଲ୍ ପିଛା ₹159 ରୁ।"
  ],
  "carousel": [
    "ସ୍ଲାଇଡ୍ ଶୋ"
  ],
  "slide": [
    "ସ୍ଲାଇଡ୍"
  ],
  "{n} of {total}": [
    [
      "total"
    ],
    "ଟିରୁ ",
    [
      "n"
    ],
    " ନମ୍ବର"
  ],
  "FitThali offers": [
    "FitThali ର ଅଫର୍"
  ],
  "A nutritionist on a video call": [
    "ଭିଡିଓ କଲ୍‌ରେ ଜଣେ ପୁଷ୍ଟିବିଶେଷଜ୍ଞ"
  ],
  "Previous slide": [
    "ପୂର୍ବ ସ୍ଲାଇଡ୍"
  ],
  "Next slide": [
    "ପରବର୍ତ୍ତୀ ସ୍ଲାଇଡ୍"
  ],
  "Show slide {n} of {total}": [
    [
      "total"
    ],
    "ଟିରୁ ",
    [
      "n"
    ],
    " ନମ୍ବର ସ୍ଲାଇଡ୍ ଦେଖନ୍ତୁ"
  ],
  "Play slideshow": [
    "ସ୍ଲାଇଡ୍ ଶୋ ଚଲାନ୍ତୁ"
  ],
  "Pause slideshow": [
    "ସ୍ଲାଇଡ୍ ଶୋ ରୋକନ୍ତୁ"
  ],
  "Previous plans": [
    "ପୂର୍ବ ପ୍ଲାନ୍"
  ],
  "Next plans": [
    "ପରବର୍ତ୍ତୀ ପ୍ଲାନ୍"
  ],
  "Show plans {n} of {total}": [
    [
      "total"
    ],
    "ଟିରୁ ",
    [
      "n"
    ],
    " ନମ୍ବର ପ୍ଲାନ୍ ଦେଖନ୍ତୁ"
  ],
  "Customer reviews": [
    "ଗ୍ରାହକଙ୍କ ସମୀକ୍ଷା"
  ],
  "Previous reviews": [
    "ପୂର୍ବ ସମୀକ୍ଷା"
  ],
  "Next reviews": [
    "ପରବର୍ତ୍ତୀ ସମୀକ୍ଷା"
  ],
  "Show reviews {n} of {total}": [
    [
      "total"
    ],
    "ଟିରୁ ",
    [
      "n"
    ],
    " ନମ୍ବର ସମୀକ୍ଷା ଦେଖନ୍ତୁ"
  ],
  "Rated {rating} out of 5": [
    "5ଟି ତାରା ମଧ୍ୟରୁ ",
    [
      "rating"
    ],
    "ଟି ତାରା"
  ]
};
