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
    "ବ୍ଲଗ୍ ପୋଷ୍ଟ"
  ],
  "Filter posts by category": [
    "ବିଷୟ ଅନୁସାରେ ପୋଷ୍ଟ ବାଛନ୍ତୁ"
  ],
  "Search posts": [
    "ପୋଷ୍ଟ ଖୋଜନ୍ତୁ"
  ],
  "1 post shown": [
    "1ଟି ପୋଷ୍ଟ ଦେଖାଯାଉଛି"
  ],
  "{count} posts shown": [
    [
      "count"
    ],
    "ଟି ପୋଷ୍ଟ ଦେଖାଯାଉଛି"
  ],
  "No posts found matching your criteria.": [
    "ଆପଣ ଖୋଜିଥିବା ପରି କୌଣସି ପୋଷ୍ଟ ମିଳିଲା ନାହିଁ।"
  ],
  "Clear filters": [
    "ଫିଲ୍ଟର୍ ହଟାନ୍ତୁ"
  ],
  "Recent posts": [
    "ନୂଆ ପୋଷ୍ଟ"
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
    "ପୋଷ୍ଟ ମିଳିଲା ନାହିଁ"
  ],
  "This post is not on the FitThali blog.": [
    "ଏହି ପୋଷ୍ଟ FitThali ବ୍ଲଗରେ ନାହିଁ।"
  ],
  "We could not find that post. It may have been moved or removed.": [
    "ସେହି ପୋଷ୍ଟଟି ଆମେ ପାଇଲୁ ନାହିଁ। ଏହାକୁ ଅନ୍ୟ ଜାଗାକୁ ନିଆଯାଇଥିବା କିମ୍ବା ହଟାଇ ଦିଆଯାଇଥିବା ହୋଇପାରେ।"
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
  ],
  "About Us": [
    "ଆମ ବିଷୟରେ"
  ],
  "FitThali makes healthy eating effortless with nutritionist-planned, chef-cooked meals delivered daily across Odisha.": [
    "ପୁଷ୍ଟିବିଶେଷଜ୍ଞଙ୍କ ଯୋଜନାରେ, ରୋଷେୟାଙ୍କ ହାତରେ ରନ୍ଧା ଭୋଜନ ପ୍ରତିଦିନ ସାରା ଓଡ଼ିଶାରେ ପହଞ୍ଚାଇ FitThali ସୁସ୍ଥ ଖାଇବାକୁ ସହଜ କରେ।"
  ],
  "Healthy Food For Happy Life": [
    "ସୁସ୍ଥ ଖାଦ୍ୟ, ଖୁସି ଜୀବନ"
  ],
  "FitThali started with a simple idea: eating well should be as easy as ordering in. We plan, cook and deliver healthy Indian meals every day across Odisha.": [
    "FitThali ଗୋଟିଏ ସରଳ ଚିନ୍ତାରୁ ଆରମ୍ଭ ହେଲା: ଭଲ ଖାଇବା ବାହାରୁ ଖାଦ୍ୟ ମଗାଇବା ଭଳି ସହଜ ହେବା ଦରକାର। ଆମେ ସାରା ଓଡ଼ିଶାରେ ପ୍ରତିଦିନ ସୁସ୍ଥ ଭାରତୀୟ ଭୋଜନର ଯୋଜନା କରୁ, ରାନ୍ଧୁ ଓ ପହଞ୍ଚାଉ।"
  ],
  "Our story": [
    "ଆମ କାହାଣୀ"
  ],
  "Long workdays, hostel food and endless takeaway menus make healthy eating hard. We saw friends and family in Bhubaneswar give up on their goals not for lack of will, but for lack of time to cook balanced meals.": [
    "ଲମ୍ବା କାମର ଦିନ, ହଷ୍ଟେଲର ଖାଇବା ଆଉ ଶେଷ ନ ହେଉଥିବା ଟେକଅୱେ ମେନୁ ଭିତରେ ସୁସ୍ଥ ଖାଇବା କଷ୍ଟ। ଭୁବନେଶ୍ୱରରେ ଆମ ସାଙ୍ଗସାଥୀ ଓ ପରିବାର ଲୋକେ ଇଚ୍ଛାର ଅଭାବରୁ ନୁହେଁ, ସନ୍ତୁଳିତ ଖାଇବା ରାନ୍ଧିବାକୁ ସମୟ ନ ପାଇ ନିଜ ଲକ୍ଷ୍ୟ ଛାଡ଼ିଦେବା ଆମେ ଦେଖିଥିଲୁ।"
  ],
  "So we built a kitchen around nutritionists. Each plan is designed for a goal, cooked fresh every morning and evening, and delivered to your door. Subscribe once, and your healthy meal simply arrives, every day.": [
    "ତେଣୁ ଆମେ ପୁଷ୍ଟିବିଶେଷଜ୍ଞଙ୍କୁ କେନ୍ଦ୍ରରେ ରଖି ଏକ ରୋଷେଇ ଘର ଗଢ଼ିଲୁ। ପ୍ରତ୍ୟେକ ପ୍ଲାନ୍ ଗୋଟିଏ ଲକ୍ଷ୍ୟ ପାଇଁ ତିଆରି, ପ୍ରତି ସକାଳ ଓ ସନ୍ଧ୍ୟାରେ ତାଜା ରନ୍ଧା, ଆଉ ଆପଣଙ୍କ ଦୁଆରେ ପହଞ୍ଚେ। ଥରେ ସବସ୍କ୍ରାଇବ୍ କରନ୍ତୁ, ଆପଣଙ୍କ ସୁସ୍ଥ ଭୋଜନ ପ୍ରତିଦିନ ଆପେ ଆପେ ପହଞ୍ଚିବ।"
  ],
  "Explore meal plans": [
    "ମିଲ୍ ପ୍ଲାନ୍ ଦେଖନ୍ତୁ"
  ],
  "Meals cooked fresh in our kitchen and delivered to your door": [
    "ଆମ ରୋଷେଇ ଘରେ ତାଜା ରନ୍ଧା ଭୋଜନ, ଆପଣଙ୍କ ଦୁଆରେ ପହଞ୍ଚୁଛି"
  ],
  "How FitThali works": [
    "FitThali କିପରି କାମ କରେ"
  ],
  "Planned by nutritionists": [
    "ପୁଷ୍ଟିବିଶେଷଜ୍ଞଙ୍କ ଯୋଜନା"
  ],
  "Every plan starts with a goal: losing weight, building muscle, steady blood sugar or simply eating better at work.": [
    "ପ୍ରତ୍ୟେକ ପ୍ଲାନ୍ ଗୋଟିଏ ଲକ୍ଷ୍ୟରୁ ଆରମ୍ଭ ହୁଏ: ଓଜନ କମାଇବା, ମାଂସପେଶୀ ବଢ଼ାଇବା, ରକ୍ତରେ ଶର୍କରା ସ୍ଥିର ରଖିବା, କିମ୍ବା କେବଳ ଅଫିସରେ ଭଲ ଖାଇବା।"
  ],
  "Cooked fresh by chefs": [
    "ରୋଷେୟାଙ୍କ ହାତରେ ତାଜା ରନ୍ଧା"
  ],
  "Our chefs cook every meal the same day, with Veg and Non-Veg menus that taste like home food.": [
    "ଆମ ରୋଷେୟାମାନେ ପ୍ରତିଟି ଭୋଜନ ସେହି ଦିନ ହିଁ ରାନ୍ଧନ୍ତି; ନିରାମିଷ ଓ ଆମିଷ ମେନୁ, ସ୍ୱାଦ ଘର ଖାଇବା ଭଳି।"
  ],
  "Delivered daily": [
    "ପ୍ରତିଦିନ ଡେଲିଭରି"
  ],
  "Lunch, dinner or both, on the days you choose, anywhere we deliver in Odisha.": [
    "ମଧ୍ୟାହ୍ନ ଭୋଜନ, ରାତ୍ରି ଭୋଜନ କିମ୍ବା ଦୁଇଟି ଯାକ, ଆପଣ ବାଛିଥିବା ଦିନରେ, ଓଡ଼ିଶାରେ ଆମେ ଡେଲିଭରି କରୁଥିବା ଯେକୌଣସି ଜାଗାରେ।"
  ],
  "Fine-tuned with you": [
    "ଆପଣଙ୍କ ସହ ମିଶି ଠିକ୍ କରାଯାଏ"
  ],
  "A free 30-minute online video consultation with a nutritionist to adjust the plan to you.": [
    "ପ୍ଲାନ୍‌କୁ ଆପଣଙ୍କ ଅନୁସାରେ ଠିକ୍ କରିବାକୁ ପୁଷ୍ଟିବିଶେଷଜ୍ଞଙ୍କ ସହ 30 ମିନିଟ୍‌ର ମାଗଣା ଅନଲାଇନ୍ ଭିଡିଓ ପରାମର୍ଶ।"
  ],
  "FitThali in numbers": [
    "ସଂଖ୍ୟାରେ FitThali"
  ],
  "Meal plans": [
    "ମିଲ୍ ପ୍ଲାନ୍"
  ],
  "Price per meal from": [
    "ମିଲ୍ ପିଛା ଦାମ୍ ଆରମ୍ଭ"
  ],
  "Free consultation": [
    "ମାଗଣା ପରାମର୍ଶ"
  ],
  "30 min": [
    "30 ମିନିଟ୍"
  ],
  "Days a week we deliver": [
    "ସପ୍ତାହରେ ଡେଲିଭରି ଦିନ"
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
  ],
  "Contact Us": [
    "ଯୋଗାଯୋଗ କରନ୍ତୁ"
  ],
  "Get in touch with FitThali about meal plans, deliveries or your subscription: send a message, email or WhatsApp us.": [
    "ମିଲ୍ ପ୍ଲାନ୍, ଡେଲିଭରି କିମ୍ବା ଆପଣଙ୍କ ସବସ୍କ୍ରିପସନ୍ ବିଷୟରେ FitThali ସହ ଯୋଗାଯୋଗ କରନ୍ତୁ: ମେସେଜ୍ ପଠାନ୍ତୁ, ଇମେଲ୍ କରନ୍ତୁ କିମ୍ବା WhatsApp କରନ୍ତୁ।"
  ],
  "We are here to help": [
    "ଆମେ ସାହାଯ୍ୟ ପାଇଁ ଅଛୁ"
  ],
  "Questions about a plan, a delivery or your subscription? Send us a message below, write to us or message us on WhatsApp and we will get back to you.": [
    "ପ୍ଲାନ୍, ଡେଲିଭରି କିମ୍ବା ଆପଣଙ୍କ ସବସ୍କ୍ରିପସନ୍ ବିଷୟରେ ପ୍ରଶ୍ନ ଅଛି କି? ତଳେ ଆମକୁ ମେସେଜ୍ ପଠାନ୍ତୁ, ଇମେଲ୍ କରନ୍ତୁ କିମ୍ବା WhatsAppରେ ଲେଖନ୍ତୁ, ଆମେ ଆପଣଙ୍କୁ ଉତ୍ତର ଦେବୁ।"
  ],
  "Other ways to reach us": [
    "ଆମ ସହ ଯୋଗାଯୋଗର ଅନ୍ୟ ଉପାୟ"
  ],
  "Email": [
    "ଇମେଲ୍"
  ],
  "Hours": [
    "ସମୟ"
  ],
  "We deliver in": [
    "ଆମେ ଡେଲିଭରି କରୁ"
  ],
  "Send us a message": [
    "ଆମକୁ ମେସେଜ୍ ପଠାନ୍ତୁ"
  ],
  "All fields are required. We reply within one working day.": [
    "ସବୁ ଘର ପୂରଣ କରିବା ଜରୁରୀ। ଆମେ ଗୋଟିଏ କାର୍ଯ୍ୟ ଦିବସ ଭିତରେ ଉତ୍ତର ଦେଉ।"
  ],
  "Name": [
    "ନାମ"
  ],
  "Message": [
    "ମେସେଜ୍"
  ],
  "Sending...": [
    "ପଠାଯାଉଛି..."
  ],
  "Send Message": [
    "ମେସେଜ୍ ପଠାନ୍ତୁ"
  ],
  "All fields are required": [
    "ସବୁ ଘର ପୂରଣ କରିବା ଜରୁରୀ"
  ],
  "✅ Your message has been sent!": [
    "✅ ଆପଣଙ୍କ ମେସେଜ୍ ପଠାଗଲା!"
  ],
  "We could not send your message. Please try again in a moment.": [
    "ଆପଣଙ୍କ ମେସେଜ୍ ପଠାଯାଇପାରିଲା ନାହିଁ। ଦୟାକରି ଟିକେ ପରେ ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।"
  ]
};
