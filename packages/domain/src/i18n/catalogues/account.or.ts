// Compiled from account.po by `npm run i18n`: edit the PO file, not this one.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "Please enter your phone number or email.": [
    "ଦୟାକରି ଆପଣଙ୍କ ଫୋନ୍ ନମ୍ବର କିମ୍ବା ଇମେଲ୍ ଦିଅନ୍ତୁ।"
  ],
  "If an account matches, we have sent a 6-digit code to its email (and WhatsApp, if you turned it on). It works for 15 minutes.": [
    "ଯଦି କୌଣସି ଆକାଉଣ୍ଟ ମେଳ ଖାଏ, ଆମେ ତାହାର ଇମେଲକୁ (ଓ ଆପଣ ଚାଲୁ କରିଥିଲେ WhatsAppକୁ) 6 ଅଙ୍କର ଏକ କୋଡ୍ ପଠାଇଛୁ। ଏହା 15 ମିନିଟ୍ ପର୍ଯ୍ୟନ୍ତ କାମ କରିବ।"
  ],
  "Please enter the 6-digit code.": [
    "ଦୟାକରି 6 ଅଙ୍କର କୋଡ୍ ଦିଅନ୍ତୁ।"
  ],
  "This code is not valid. Check it, or ask for a new one.": [
    "ଏହି କୋଡ୍ ଠିକ୍ ନୁହେଁ। ଥରେ ଯାଞ୍ଚ କରନ୍ତୁ, କିମ୍ବା ନୂଆ କୋଡ୍ ମାଗନ୍ତୁ।"
  ],
  "Too many code requests. Please wait 15 minutes and try again.": [
    "ବହୁତ ଥର କୋଡ୍ ମଗାଗଲା। ଦୟାକରି 15 ମିନିଟ୍ ଅପେକ୍ଷା କରି ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।"
  ],
  "Too many attempts. Please wait 15 minutes and try again.": [
    "ବହୁତ ଥର ଚେଷ୍ଟା ହେଲା। ଦୟାକରି 15 ମିନିଟ୍ ଅପେକ୍ଷା କରି ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।"
  ],
  "Your password has been changed and you are signed in.": [
    "ଆପଣଙ୍କ ପାସୱାର୍ଡ ବଦଳିଗଲା ଓ ଆପଣ ଲଗ୍ ଇନ୍ ହୋଇଗଲେ।"
  ],
  "Please enter your current password.": [
    "ଦୟାକରି ଆପଣଙ୍କ ବର୍ତ୍ତମାନର ପାସୱାର୍ଡ ଦିଅନ୍ତୁ।"
  ],
  "The current password is not correct.": [
    "ବର୍ତ୍ତମାନର ପାସୱାର୍ଡ ଠିକ୍ ନୁହେଁ।"
  ],
  "Password changed. You have been signed out everywhere else.": [
    "ପାସୱାର୍ଡ ବଦଳିଗଲା। ଅନ୍ୟ ସବୁ ଡିଭାଇସରୁ ଆପଣ ଲଗ୍ ଆଉଟ୍ ହୋଇଗଲେ।"
  ],
  "Name saved.": [
    "ନାମ ସେଭ୍ ହେଲା।"
  ],
  "Please enter the new email or the new phone number.": [
    "ଦୟାକରି ନୂଆ ଇମେଲ୍ କିମ୍ବା ନୂଆ ଫୋନ୍ ନମ୍ବର ଦିଅନ୍ତୁ।"
  ],
  "That is already your email or phone number.": [
    "ଏହା ପୂର୍ବରୁ ଆପଣଙ୍କ ଇମେଲ୍ କିମ୍ବା ଫୋନ୍ ନମ୍ବର।"
  ],
  "Email changed. You have been signed out everywhere else.": [
    "ଇମେଲ୍ ବଦଳିଗଲା। ଅନ୍ୟ ସବୁ ଡିଭାଇସରୁ ଆପଣ ଲଗ୍ ଆଉଟ୍ ହୋଇଗଲେ।"
  ],
  "Phone number changed. You have been signed out everywhere else.": [
    "ଫୋନ୍ ନମ୍ବର ବଦଳିଗଲା। ଅନ୍ୟ ସବୁ ଡିଭାଇସରୁ ଆପଣ ଲଗ୍ ଆଉଟ୍ ହୋଇଗଲେ।"
  ],
  "Please enter your password to delete your account.": [
    "ଆକାଉଣ୍ଟ ଡିଲିଟ୍ କରିବା ପାଇଁ ଦୟାକରି ଆପଣଙ୍କ ପାସୱାର୍ଡ ଦିଅନ୍ତୁ।"
  ],
  "That password is not correct, so your account was not deleted.": [
    "ପାସୱାର୍ଡ ଠିକ୍ ନୁହେଁ, ତେଣୁ ଆପଣଙ୍କ ଆକାଉଣ୍ଟ ଡିଲିଟ୍ ହେଲା ନାହିଁ।"
  ],
  "Too many wrong passwords. Please wait 15 minutes and try again; your account was not deleted.": [
    "ବହୁତ ଥର ଭୁଲ୍ ପାସୱାର୍ଡ ଦିଆଗଲା। ଦୟାକରି 15 ମିନିଟ୍ ଅପେକ୍ଷା କରି ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ; ଆପଣଙ୍କ ଆକାଉଣ୍ଟ ଡିଲିଟ୍ ହୋଇନାହିଁ।"
  ],
  "What deleting your account does has changed since you opened this (a meal reached its cut-off or your credits changed). Please read the new figures and confirm again.": [
    "ଆପଣ ଏହା ଖୋଲିବା ପରେ ଆକାଉଣ୍ଟ ଡିଲିଟ୍ କଲେ କଣ ହେବ ତାହା ବଦଳିଯାଇଛି (କୌଣସି ଭୋଜନର ଶେଷ ସମୟ (cut-off) ଆସିଗଲା କିମ୍ବା ଆପଣଙ୍କ କ୍ରେଡିଟ୍ ବଦଳିଲା)। ଦୟାକରି ନୂଆ ହିସାବ ପଢ଼ି ପୁଣି ନିଶ୍ଚିତ କରନ୍ତୁ।"
  ],
  "Could not load what deleting your account does. Please try again.": [
    "ଆକାଉଣ୍ଟ ଡିଲିଟ୍ କଲେ କଣ ହେବ ତାହା ଲୋଡ୍ ହୋଇପାରିଲା ନାହିଁ। ଦୟାକରି ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।"
  ],
  "Please choose English or Odia.": [
    "ଦୟାକରି English କିମ୍ବା ଓଡ଼ିଆ ବାଛନ୍ତୁ।"
  ],
  "Something went wrong. Please try again.": [
    "କିଛି ଭୁଲ୍ ହୋଇଗଲା। ଦୟାକରି ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।"
  ],
  "We have sent a 6-digit code to {email}. Enter it here to change your email.": [
    "ଆମେ ",
    [
      "email"
    ],
    "କୁ 6 ଅଙ୍କର ଏକ କୋଡ୍ ପଠାଇଛୁ। ଇମେଲ୍ ବଦଳାଇବା ପାଇଁ ତାହା ଏଠାରେ ଦିଅନ୍ତୁ।"
  ],
  "We have sent a 6-digit code to {phone} on WhatsApp. Enter it here to change your phone number.": [
    "ଆମେ WhatsAppରେ ",
    [
      "phone"
    ],
    "କୁ 6 ଅଙ୍କର ଏକ କୋଡ୍ ପଠାଇଛୁ। ଫୋନ୍ ନମ୍ବର ବଦଳାଇବା ପାଇଁ ତାହା ଏଠାରେ ଦିଅନ୍ତୁ।"
  ]
};
