// Compiled from delivery.po by `npm run i18n`: edit the PO file, not this one.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "We could not find that delivery.": [
    "ସେହି ଡେଲିଭରି ଆମେ ପାଇଲୁ ନାହିଁ।"
  ],
  "Only a scheduled delivery can be skipped.": [
    "କେବଳ ନିର୍ଦ୍ଧାରିତ ଡେଲିଭରିକୁ ବାଦ୍ (skip) ଦିଆଯାଇପାରିବ।"
  ],
  "Only a skipped delivery can be brought back.": [
    "କେବଳ ବାଦ୍ (skip) ଦିଆଯାଇଥିବା ଡେଲିଭରିକୁ ଫେରାଇ ଆଣିହେବ।"
  ],
  "This meal is part of a pause. Resume the plan to bring it back.": [
    "ଏହି ଭୋଜନ ଏକ ବିରତି (pause)ର ଅଂଶ। ଏହାକୁ ଫେରାଇବା ପାଇଁ ପ୍ଲାନ୍ ପୁଣି ଆରମ୍ଭ (resume) କରନ୍ତୁ।"
  ],
  "Only an active plan can be changed.": [
    "କେବଳ ଚାଲୁଥିବା ପ୍ଲାନ୍ ବଦଳାଯାଇପାରିବ।"
  ],
  "This plan cannot be renewed from here. Please choose it again from Meal Plans.": [
    "ଏହି ପ୍ଲାନ୍ ଏଠାରୁ ନବୀକରଣ (renew) ହୋଇପାରିବ ନାହିଁ। ଦୟାକରି ମିଲ୍ ପ୍ଲାନ୍ (Meal Plans) ରୁ ଏହାକୁ ପୁଣି ବାଛନ୍ତୁ।"
  ],
  "There is no delivery to pause in those dates.": [
    "ସେହି ତାରିଖଗୁଡ଼ିକରେ ବିରତି (pause) ଦେବା ପାଇଁ କୌଣସି ଡେଲିଭରି ନାହିଁ।"
  ],
  "Please choose the days of the pause as calendar dates.": [
    "ଦୟାକରି ବିରତି (pause)ର ଦିନଗୁଡ଼ିକ କ୍ୟାଲେଣ୍ଡରରୁ ବାଛନ୍ତୁ।"
  ],
  "The pause must end on or after the day it starts.": [
    "ବିରତି ଯେଉଁ ଦିନ ଆରମ୍ଭ ହୁଏ, ସେହି ଦିନ କିମ୍ବା ତା ପରେ ଶେଷ ହେବା ଦରକାର।"
  ],
  "Your plan already has a pause in those dates. Resume it or choose other dates.": [
    "ସେହି ତାରିଖଗୁଡ଼ିକରେ ଆପଣଙ୍କ ପ୍ଲାନରେ ପୂର୍ବରୁ ଏକ ବିରତି (pause) ଅଛି। ତାହାକୁ ପୁଣି ଆରମ୍ଭ (resume) କରନ୍ତୁ କିମ୍ବା ଅନ୍ୟ ତାରିଖ ବାଛନ୍ତୁ।"
  ],
  "This plan has no pause to resume.": [
    "ଏହି ପ୍ଲାନରେ ପୁଣି ଆରମ୍ଭ (resume) କରିବାକୁ କୌଣସି ବିରତି ନାହିଁ।"
  ],
  "Please choose a date from the calendar.": [
    "ଦୟାକରି କ୍ୟାଲେଣ୍ଡରରୁ ଏକ ତାରିଖ ବାଛନ୍ତୁ।"
  ],
  "Please keep the reason under 500 characters.": [
    "ଦୟାକରି କାରଣଟି 500 ଅକ୍ଷର ଭିତରେ ଲେଖନ୍ତୁ।"
  ],
  "Please give the new address, and a date if it is for one day only.": [
    "ଦୟାକରି ନୂଆ ଠିକଣା ଦିଅନ୍ତୁ, ଆଉ କେବଳ ଗୋଟିଏ ଦିନ ପାଇଁ ହେଲେ ସେହି ତାରିଖ ବି ଦିଅନ୍ତୁ।"
  ],
  "There is no delivery to change on that day.": [
    "ସେହି ଦିନ ବଦଳାଇବା ପାଇଁ କୌଣସି ଡେଲିଭରି ନାହିଁ।"
  ],
  "Please say what went wrong with this delivery.": [
    "ଦୟାକରି ଲେଖନ୍ତୁ ଏହି ଡେଲିଭରିରେ କଣ ଭୁଲ୍ ହେଲା।"
  ],
  "Please choose a date and Lunch or Dinner.": [
    "ଦୟାକରି ଏକ ତାରିଖ ଓ ମଧ୍ୟାହ୍ନ ଭୋଜନ (Lunch) କିମ୍ବା ରାତ୍ରି ଭୋଜନ (Dinner) ବାଛନ୍ତୁ।"
  ],
  "A delivery can be marked only on its day or after.": [
    "ଡେଲିଭରିକୁ କେବଳ ତାହାର ଦିନ କିମ୍ବା ତା ପରେ ଚିହ୍ନିତ କରାଯାଇପାରିବ।"
  ],
  "Only a scheduled, delivered or missed delivery can be marked.": [
    "କେବଳ ନିର୍ଦ୍ଧାରିତ, ପହଞ୍ଚିଥିବା କିମ୍ବା ନ ପହଞ୍ଚିଥିବା ଡେଲିଭରିକୁ ଚିହ୍ନିତ କରାଯାଇପାରିବ।"
  ],
  "Please give a reason for changing a delivery after its cut-off.": [
    "ଶେଷ ସମୟ (cut-off) ପରେ ଡେଲିଭରି ବଦଳାଇବା ପାଇଁ ଦୟାକରି ଏକ କାରଣ ଦିଅନ୍ତୁ।"
  ],
  "Each slot needs a start and end time (HH:MM) and a cut-off of 0 to 168 hours.": [
    "ପ୍ରତ୍ୟେକ ସ୍ଲଟ୍ ପାଇଁ ଆରମ୍ଭ ଓ ଶେଷ ସମୟ (HH:MM) ଏବଂ 0 ରୁ 168 ଘଣ୍ଟାର ଶେଷ ସମୟ (cut-off) ଦରକାର।"
  ],
  "A delivery window must end after it starts.": [
    "ଡେଲିଭରି ସମୟ ଆରମ୍ଭ ହେବା ପରେ ଶେଷ ହେବା ଦରକାର।"
  ],
  "A plan may be extended by 0 to 180 days.": [
    "ପ୍ଲାନ୍ 0 ରୁ 180 ଦିନ ପର୍ଯ୍ୟନ୍ତ ବଢ଼ାଯାଇପାରିବ।"
  ],
  "Give the settings for Lunch and for Dinner, once each.": [
    "ମଧ୍ୟାହ୍ନ ଭୋଜନ (Lunch) ଓ ରାତ୍ରି ଭୋଜନ (Dinner) ପାଇଁ ଥରେ ଥରେ ସେଟିଂସ୍ ଦିଅନ୍ତୁ।"
  ],
  "Paused": [
    "ବିରତି (paused)"
  ],
  "Skipped": [
    "ବାଦ୍ ଦିଆଗଲା (Skipped)"
  ],
  "Scheduled": [
    "ନିର୍ଦ୍ଧାରିତ"
  ],
  "Delivered": [
    "ପହଞ୍ଚିଗଲା"
  ],
  "Missed": [
    "ପହଞ୍ଚିଲା ନାହିଁ"
  ],
  "Cancelled": [
    "ବାତିଲ୍ ହୋଇଗଲା"
  ],
  "Changes to this delivery closed on {until}.": [
    "ଏହି ଡେଲିଭରିରେ ବଦଳ କରିବାର ସମୟ ",
    [
      "until"
    ],
    "ରେ ସରିଗଲା।"
  ],
  "Change until {until}": [
    [
      "until"
    ],
    " ପର୍ଯ୍ୟନ୍ତ ବଦଳାଇପାରିବେ"
  ],
  "A pause can start on {earliest} at the earliest.": [
    "ବିରତି (pause) ସବୁଠୁ ଆଗରୁ ",
    [
      "earliest"
    ],
    "ରୁ ଆରମ୍ଭ ହୋଇପାରିବ।"
  ],
  "This would move your last meal past {limit}, the furthest a plan can be extended. Please choose fewer days.": [
    "ଏହା ଆପଣଙ୍କ ଶେଷ ଭୋଜନକୁ ",
    [
      "limit"
    ],
    " ପରକୁ ନେଇଯିବ, ଯାହା ପ୍ଲାନ୍ ବଢ଼ାଇବାର ଶେଷ ସୀମା। ଦୟାକରି କମ୍ ଦିନ ବାଛନ୍ତୁ।"
  ],
  "{slot} on {date} skipped. Your plan now ends on {endDate}.": [
    [
      "date"
    ],
    "ର ",
    [
      "slot"
    ],
    " ବାଦ୍ (skip) ଦିଆଗଲା। ଆପଣଙ୍କ ପ୍ଲାନ୍ ଏବେ ",
    [
      "endDate"
    ],
    "ରେ ଶେଷ ହେବ।"
  ],
  "{slot} on {date} is back. Your plan now ends on {endDate}.": [
    [
      "date"
    ],
    "ର ",
    [
      "slot"
    ],
    " ପୁଣି ଫେରିଆସିଲା। ଆପଣଙ୍କ ପ୍ଲାନ୍ ଏବେ ",
    [
      "endDate"
    ],
    "ରେ ଶେଷ ହେବ।"
  ],
  "Plan paused from {from} to {until}. It now ends on {endDate}.": [
    [
      "from"
    ],
    "ରୁ ",
    [
      "until"
    ],
    " ପର୍ଯ୍ୟନ୍ତ ପ୍ଲାନରେ ବିରତି (pause) ଦିଆଗଲା। ଏହା ଏବେ ",
    [
      "endDate"
    ],
    "ରେ ଶେଷ ହେବ।"
  ],
  "Plan paused from {from} until you resume (at the latest {until}). It now ends on {endDate}.": [
    [
      "from"
    ],
    "ରୁ ଆପଣ ପୁଣି ଆରମ୍ଭ (resume) ନ କରିବା ପର୍ଯ୍ୟନ୍ତ (ଅଧିକରୁ ଅଧିକ ",
    [
      "until"
    ],
    " ପର୍ଯ୍ୟନ୍ତ) ପ୍ଲାନରେ ବିରତି (pause) ଦିଆଗଲା। ଏହା ଏବେ ",
    [
      "endDate"
    ],
    "ରେ ଶେଷ ହେବ।"
  ],
  "Plan resumed. It now ends on {endDate}.": [
    "ପ୍ଲାନ୍ ପୁଣି ଆରମ୍ଭ (resume) ହେଲା। ଏହା ଏବେ ",
    [
      "endDate"
    ],
    "ରେ ଶେଷ ହେବ।"
  ],
  "The address for {date} is changed.": [
    [
      "date"
    ],
    " ପାଇଁ ଠିକଣା ବଦଳିଗଲା।"
  ],
  "The address for your remaining deliveries is changed.": [
    "ଆପଣଙ୍କ ବାକି ସବୁ ଡେଲିଭରିର ଠିକଣା ବଦଳିଗଲା।"
  ],
  "Please choose one of the dishes offered for this meal.": [
    "ଦୟାକରି ଏହି ଭୋଜନ ପାଇଁ ଦିଆଯାଇଥିବା ଖାଦ୍ୟରୁ ଗୋଟିଏ ବାଛନ୍ତୁ।"
  ],
  "The menu for this meal is not published yet, so there is no dish to swap to.": [
    "ଏହି ଭୋଜନର ମେନୁ ଏଯାଏଁ ପ୍ରକାଶିତ ହୋଇନାହିଁ, ତେଣୁ ବଦଳ (swap) କରିବାକୁ କୌଣସି ଖାଦ୍ୟ ନାହିଁ।"
  ],
  "Only the dish of a scheduled delivery can be swapped.": [
    "କେବଳ ନିର୍ଦ୍ଧାରିତ ଡେଲିଭରିର ଖାଦ୍ୟ ବଦଳ (swap) କରାଯାଇପାରିବ।"
  ],
  "Swap this meal": [
    "ଏହି ଭୋଜନ ବଦଳାନ୍ତୁ (swap)"
  ],
  "Swap": [
    "ବଦଳାନ୍ତୁ (swap)"
  ],
  "Choose a dish to swap to": [
    "ବଦଳରେ କେଉଁ ଖାଦ୍ୟ ଚାହାଁନ୍ତି ବାଛନ୍ତୁ"
  ],
  "Keep this dish": [
    "ଏହି ଖାଦ୍ୟ ରଖନ୍ତୁ"
  ],
  "Your dish": [
    "ଆପଣଙ୍କ ଖାଦ୍ୟ"
  ],
  "Picked for you by your preferences": [
    "ଆପଣଙ୍କ ପସନ୍ଦ ଅନୁସାରେ ବଛାଯାଇଛି"
  ],
  "Chef's choice": [
    "ରୋଷେୟାଙ୍କ ପସନ୍ଦ"
  ],
  "Picked for you: no {avoided}": [
    "ଆପଣଙ୍କ ପାଇଁ ବଛାଯାଇଛି: ",
    [
      "avoided"
    ],
    " ନାହିଁ"
  ],
  "Holds {avoided} — we'll tell the kitchen": [
    "ଏଥିରେ ",
    [
      "avoided"
    ],
    " ଅଛି — ଆମେ ରୋଷେଇ ଘରକୁ ଜଣାଇବୁ"
  ],
  "Chef's choice, menu published by {date}": [
    "ରୋଷେୟାଙ୍କ ପସନ୍ଦ, ମେନୁ ",
    [
      "date"
    ],
    " ସୁଦ୍ଧା ପ୍ରକାଶିତ ହେବ"
  ],
  "{slot} on {date} is now {dish}.": [
    [
      "date"
    ],
    "ର ",
    [
      "slot"
    ],
    " ଏବେ ",
    [
      "dish"
    ],
    "।"
  ],
  "{kcal} kcal · {protein} protein": [
    [
      "kcal"
    ],
    " kcal · ",
    [
      "protein"
    ],
    " ପ୍ରୋଟିନ୍"
  ],
  "Choose 1 to 5 stars.": [
    "1ରୁ 5ଟି ତାରା ମଧ୍ୟରୁ ବାଛନ୍ତୁ।"
  ],
  "A comment can be at most 500 characters.": [
    "ମନ୍ତବ୍ୟ ବେଶିରେ ବେଶି 500 ଅକ୍ଷରର ହୋଇପାରିବ।"
  ],
  "Only a meal marked delivered can be rated.": [
    "କେବଳ ପହଞ୍ଚିଗଲା ବୋଲି ଚିହ୍ନିତ ଭୋଜନକୁ ରେଟିଂ ଦିଆଯାଇପାରିବ।"
  ],
  "A meal can be rated until the end of the third day after it was delivered.": [
    "ଭୋଜନ ପହଞ୍ଚିବାର ତୃତୀୟ ଦିନ ଶେଷ ହେବା ଯାଏଁ ହିଁ ତାକୁ ରେଟିଂ ଦିଆଯାଇପାରିବ।"
  ],
  "This meal has no dish recorded, so there is nothing to rate.": [
    "ଏହି ଭୋଜନରେ କୌଣସି ଖାଦ୍ୟ ଲେଖା ହୋଇନାହିଁ, ତେଣୁ ରେଟିଂ ଦେବାକୁ କିଛି ନାହିଁ।"
  ],
  "We could not save your rating. Please try again.": [
    "ଆପଣଙ୍କ ରେଟିଂ ସେଭ୍ ହେଲା ନାହିଁ। ଦୟାକରି ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।"
  ],
  "Rate this meal": [
    "ଏହି ଭୋଜନକୁ ରେଟିଂ ଦିଅନ୍ତୁ"
  ],
  "Thank you: your rating is saved.": [
    "ଧନ୍ୟବାଦ: ଆପଣଙ୍କ ରେଟିଂ ସେଭ୍ ହେଲା।"
  ],
  "Your rating is deleted.": [
    "ଆପଣଙ୍କ ରେଟିଂ ଡିଲିଟ୍ କରାଗଲା।"
  ]
};
