// Compiled from blog.po by `npm run i18n`: edit the PO file, not this one.
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
  ]
};
