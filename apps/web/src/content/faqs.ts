import { POLICY } from './policies';

export type Faq = { question: string; answer: string };

// SPEC §2.9: seven questions; the answers quote the policy of §9.
export const FAQS: readonly Faq[] = [
  {
    question: 'How do I subscribe to a meal plan?',
    answer:
      'Choose a plan, pick Veg or Non-Veg, your delivery slot (Lunch, Dinner or Both), the days and the duration, then confirm your address and pay by cash on delivery or online.',
  },
  {
    question: 'Can I customise my meals?',
    answer:
      'Yes. Choose the weekdays you want deliveries on, switch between Lunch, Dinner or both, or pick the Custom Meal Plan to shape the plan around your routine. Your free 30-minute nutritionist consultation is the place to fine-tune it.',
  },
  {
    question: 'What happens if I miss a delivery?',
    answer: `A meal that cannot be handed over without notice counts as delivered. A delivery you skip or pause moves to the end of your plan when you do it ${POLICY.noticeBeforeDelivery}.`,
  },
  {
    question: 'Is there a trial option?',
    answer: `Every plan has a ${POLICY.trialDays} day trial so you can taste the food before committing. Trial plans are not refundable.`,
  },
  {
    question: 'Can I cancel or pause my subscription?',
    answer: `Yes, from your plan's page on your profile. Cancel or pause ${POLICY.noticeBeforeNextDelivery}. The screen shows what you get back before you confirm.`,
  },
  {
    question: 'Do you cater to dietary restrictions?',
    answer:
      'Our Veg, Non-Veg and Diabetic Diet menus cover most needs. Tell our nutritionist about allergies during your free consultation.',
  },
  {
    question: 'How do refunds work?',
    answer: `There is no refund after the plan starts or for trial plans. You get a full refund, processed in ${POLICY.refundBusinessDays} business days, when you cancel ${POLICY.noticeBeforeStart}. After the start, ${POLICY.creditAfterStart}. ${POLICY.creditNotRefund}`,
  },
];
