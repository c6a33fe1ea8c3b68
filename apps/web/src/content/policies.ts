import { ACCOUNT_CLOSING_POLICY } from '@fitthali/domain/account-closing';
import { noticeBefore } from '@fitthali/domain/cutoff-notice';
import { CUTOFF_HOURS } from './cutoff-hours';

// The policy numbers of SPEC §9, named once so the Terms, Refund Policy and FAQs cannot disagree.
// The notice for changes and cancellations is the operator's cut-off (issue 13 point 2), in words.
export const POLICY = {
  /** "at least 24 hours before your next delivery" */
  noticeBeforeNextDelivery: noticeBefore(CUTOFF_HOURS, 'your next delivery'),
  /**
   * "at least 24 hours before your first meal’s delivery window opens": the first meal's cut-off,
   * the moment the cancellation rule counts a plan as started (issue 25 point 7).
   */
  noticeBeforeStart: noticeBefore(CUTOFF_HOURS, 'your first meal’s delivery window opens'),
  /** "at least 24 hours before the delivery" */
  noticeBeforeDelivery: noticeBefore(CUTOFF_HOURS, 'the delivery'),
  refundBusinessDays: '5–7',
  /** Issue 14 point 2 (decision 95): what a cancellation after the start gives instead of money. */
  creditAfterStart:
    'each meal not yet past its cut-off becomes a meal credit worth what you paid for that meal, after any discount',
  creditNotRefund:
    'A meal credit is not a refund: it pays for meals on your next order and expires after the period shown on your profile.',
  escalationHours: 72,
  trialDays: 3,
  durations: [3, 7, 21, 28],
  slots: 'Lunch, Dinner or Both',
  mealTypes: 'Veg or Non-Veg',
} as const;

export type PolicySection = {
  heading: string;
  paragraphs?: string[];
  points?: string[];
};

export type PolicyDocument = {
  title: string;
  description: string;
  intro: string;
  /** ISO date the text last changed. */
  updated: string;
  sections: PolicySection[];
};

export const TERMS: PolicyDocument = {
  title: 'Terms & Conditions',
  description:
    'The terms for FitThali meal plan subscriptions: plans, delivery in Odisha, payments, pauses and cancellations.',
  intro:
    'These terms apply when you subscribe to a FitThali meal plan. By placing an order you agree to them.',
  updated: '2025-03-01',
  sections: [
    {
      heading: 'Plans and meals',
      points: [
        `Plans run for ${POLICY.durations.join(', ')} days. The ${POLICY.trialDays} day plan is a trial.`,
        `You choose ${POLICY.mealTypes} meals and a delivery slot of ${POLICY.slots}.`,
        'Menus rotate weekly. Dishes may change with the season; the nutrition targets of your plan do not.',
      ],
    },
    {
      heading: 'Delivery',
      points: [
        'We deliver only within Odisha, India, on the days you select.',
        'Please make sure someone can receive the meal at the address you give us. A meal that cannot be handed over is counted as delivered.',
      ],
    },
    {
      heading: 'Payment',
      paragraphs: [
        'You can pay by cash on delivery or online. Prices are per meal in Indian rupees and include packaging and delivery. Coupon discounts never take a total below zero.',
      ],
    },
    {
      heading: 'Changes, pauses and cancellations',
      paragraphs: [
        `Refunds follow our Refund Policy. You can cancel or pause a subscription ${POLICY.noticeBeforeNextDelivery}, from the plan's page on your profile.`,
        `Cancel ${POLICY.noticeBeforeStart} and every rupee paid online goes back to your original payment method; a cash on delivery order has nothing left to pay. Cancel after the start and ${POLICY.creditAfterStart}; meals past their cut-off are still delivered. A trial is cancelled with no refund and no credit. ${POLICY.creditNotRefund}`,
      ],
    },
    {
      heading: 'Health information',
      paragraphs: [
        'Our plans are designed by nutritionists for healthy adults. They are not medical treatment. If you have a medical condition or allergy, talk to your doctor and tell our nutritionist during your free consultation.',
      ],
    },
    {
      heading: 'Questions and complaints',
      paragraphs: [
        `Write to us through the contact page. We aim to resolve escalations within ${POLICY.escalationHours} hours.`,
      ],
    },
  ],
};

export const PRIVACY: PolicyDocument = {
  title: 'Privacy Policy',
  description:
    'What FitThali collects to deliver your meals, why, how long we keep it and the choices you have.',
  intro:
    'We collect only what we need to cook and deliver your meals, and we never sell your information.',
  updated: '2025-03-01',
  sections: [
    {
      heading: 'What we collect',
      points: [
        'Your name, email address and phone number when you create an account.',
        'Delivery addresses, and your location when you allow it, so we can check that we deliver to you.',
        'Your subscriptions and payments, so we can deliver and account for them.',
        'Messages you send us through the contact form, and your email if you join our mailing list.',
      ],
    },
    {
      heading: 'How we use it',
      points: [
        'To deliver your meals and contact you about your deliveries.',
        'To answer your questions and handle refunds.',
        'To send menus and offers, only if you subscribed to our mailing list.',
      ],
    },
    {
      heading: 'Who we share it with',
      paragraphs: [
        'Our delivery partners see your name, phone number and address for the day’s delivery. Online payments are handled by our payment provider. We share nothing else, and we never sell your data.',
      ],
    },
    {
      heading: 'Your choices',
      paragraphs: [
        'You can edit or delete your addresses at any time, and delete your account from your profile. To leave the mailing list or ask what we hold about you, write to us through the contact page.',
      ],
    },
  ],
};

export const REFUND: PolicyDocument = {
  title: 'Refund Policy',
  description: `Refunds take ${POLICY.refundBusinessDays} business days. Full refund when you cancel ${POLICY.noticeBeforeStart}.`,
  intro: 'We want cancelling to be as simple as subscribing. Here is exactly how refunds work.',
  updated: '2026-11-27',
  sections: [
    {
      heading: 'Before your plan starts',
      paragraphs: [
        `You get a full refund when you cancel ${POLICY.noticeBeforeStart}: online payments go back to your original payment method, and a cash on delivery order has nothing left to pay. The coupon you used can be used again, and any meal credits you spent come back to you.`,
      ],
    },
    {
      heading: 'After your plan starts',
      points: [
        'There is no refund once the plan has started.',
        `When you cancel after the start, ${POLICY.creditAfterStart}. Meals already past their cut-off are cooked and delivered.`,
        POLICY.creditNotRefund,
        `There is no refund for trial plans (the ${POLICY.trialDays}-day trial), and no meal credit either.`,
        `You can still cancel or pause ${POLICY.noticeBeforeNextDelivery}.`,
      ],
    },
    {
      // Issue 25 point 1 (decision 131): the delete dialog and the deletion apply these words.
      heading: 'If you delete your account',
      points: [...ACCOUNT_CLOSING_POLICY],
    },
    {
      heading: 'How long it takes',
      paragraphs: [
        `Refunds are processed in ${POLICY.refundBusinessDays} business days, to the original payment method you paid with. You can follow each refund on your profile.`,
      ],
    },
    {
      heading: 'Something went wrong?',
      paragraphs: [
        `If a meal arrived late, wrong or damaged, tell us through the contact page the same day. We aim to resolve escalations within ${POLICY.escalationHours} hours.`,
      ],
    },
  ],
};
