// Compiled from company.po by `npm run i18n`: edit the PO file, not this one.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
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
