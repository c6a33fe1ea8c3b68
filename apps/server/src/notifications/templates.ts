import {
  ACCOUNT_CODE_TTL_MINUTES,
  type AccountCodePurpose,
} from '@fitthali/domain/account-recovery';
import { cancelledMoneyPhrase, cancelledNoticeLines } from '@fitthali/domain/cancel-messages';
import { conflictChoicesLine } from '@fitthali/domain/dish-preference-messages';
import type { Locale } from '@fitthali/domain/i18n/locales';
import { formatRupees } from '@fitthali/domain/india-format';
import type { NotificationKind } from '@fitthali/domain/notifications';
import { missedNoCreditLine } from '@fitthali/domain/refund-messages';
import { withOdiaValues } from './odia-values.ts';
import { ODIA_TEMPLATES, odiaCodeMessage } from './templates-odia.ts';

/**
 * What each notification says (issue 15 point 2, decision 117): typed functions of the stored
 * parameters, one per kind, so the inbox, the email and the WhatsApp template all read the same
 * values. Amounts are stored as whole rupees and written by the product's one formatter
 * ('₹1,23,456', issue 25 point 7), in the text and in the WhatsApp parameters alike; dates arrive
 * already written for a person ('Tue, 1 Dec').
 */
export type TemplateData = Record<string, string>;

export interface RenderedMessage {
  title: string;
  /** Paragraphs, in the order the customer reads them. */
  lines: string[];
  /** A path on the site ('/profile/...'), made absolute with PUBLIC_URL when sent. */
  link?: { label: string; path: string };
  /**
   * The approved WhatsApp template and its body parameters, in the template's order; `language`
   * names the template's translation when it is not the configured default (issue 27).
   */
  whatsapp: { template: string; params: string[]; language?: string };
  /** The language the words are in, for the email's `lang`. */
  locale?: Locale;
}

type Template = (d: TemplateData) => RenderedMessage;

const v = (d: TemplateData, key: string): string => d[key] ?? '';
const rupees = (amount: string) => formatRupees(Number(amount) || 0);
const count = (d: TemplateData, key: string) => Number(d[key] ?? 0) || 0;
const profile = { label: 'Open your profile', path: '/profile' };
const orderLink = (d: TemplateData, label = 'See your deliveries') => ({
  label,
  path: `/profile/subscriptions/${v(d, 'subscriptionId')}`,
});

const NOT_YOU =
  "If this wasn't you, contact us at once: reply to this message or use the contact page.";

const TEMPLATES: Readonly<Record<NotificationKind, Template>> = {
  'order-confirmed': (d) => ({
    title: `Order ${v(d, 'orderNumber')} confirmed`,
    lines: [
      `Your ${v(d, 'plan')} starts on ${v(d, 'startDate')} and runs until ${v(d, 'endDate')} (${v(d, 'meals')} meals).`,
      `Total ${rupees(v(d, 'total'))}, to pay in cash on delivery.`,
    ],
    link: profile,
    whatsapp: {
      template: 'order_confirmed',
      params: [
        v(d, 'orderNumber'),
        v(d, 'plan'),
        v(d, 'startDate'),
        v(d, 'endDate'),
        rupees(v(d, 'total')),
      ],
    },
  }),
  'payment-received': (d) => ({
    title: `Payment received for order ${v(d, 'orderNumber')}`,
    lines: [
      `We received ${rupees(v(d, 'total'))}. Your ${v(d, 'plan')} starts on ${v(d, 'startDate')} and runs until ${v(d, 'endDate')} (${v(d, 'meals')} meals).`,
    ],
    link: profile,
    whatsapp: {
      template: 'payment_received',
      params: [
        v(d, 'orderNumber'),
        rupees(v(d, 'total')),
        v(d, 'plan'),
        v(d, 'startDate'),
        v(d, 'endDate'),
      ],
    },
  }),
  'cash-received': (d) => ({
    title: `Cash received for order ${v(d, 'orderNumber')}`,
    lines: [
      `We received ${rupees(v(d, 'amount'))} in cash for your ${v(d, 'plan')}. Thank you.`,
      'Your tax invoice is on your profile.',
    ],
    link: profile,
    whatsapp: {
      template: 'cash_received',
      params: [v(d, 'orderNumber'), rupees(v(d, 'amount')), v(d, 'plan')],
    },
  }),
  'delivery-skipped': (d) => ({
    title: `${v(d, 'slot')} on ${v(d, 'date')} skipped`,
    lines: [
      `We will not deliver your ${v(d, 'slot').toLowerCase()} on ${v(d, 'date')}.`,
      `Your plan now ends on ${v(d, 'endDate')}.`,
    ],
    link: orderLink(d),
    whatsapp: {
      template: 'delivery_skipped',
      params: [v(d, 'slot'), v(d, 'date'), v(d, 'endDate')],
    },
  }),
  'delivery-unskipped': (d) => ({
    title: `${v(d, 'slot')} on ${v(d, 'date')} is back`,
    lines: [
      `We will deliver your ${v(d, 'slot').toLowerCase()} on ${v(d, 'date')} after all.`,
      `Your plan now ends on ${v(d, 'endDate')}.`,
    ],
    link: orderLink(d),
    whatsapp: {
      template: 'delivery_unskipped',
      params: [v(d, 'slot'), v(d, 'date'), v(d, 'endDate')],
    },
  }),
  'plan-paused': (d) => ({
    title: `Order ${v(d, 'orderNumber')} paused`,
    lines: [
      d.until
        ? `No deliveries from ${v(d, 'from')} until ${v(d, 'until')}.`
        : `No deliveries from ${v(d, 'from')} until you resume.`,
      `Your plan now ends on ${v(d, 'endDate')}.`,
    ],
    link: orderLink(d),
    whatsapp: {
      template: 'plan_paused',
      params: [v(d, 'orderNumber'), v(d, 'from'), v(d, 'until') || 'you resume', v(d, 'endDate')],
    },
  }),
  'plan-resumed': (d) => ({
    title: `Order ${v(d, 'orderNumber')} resumed`,
    lines: [`Deliveries start again. Your plan now ends on ${v(d, 'endDate')}.`],
    link: orderLink(d),
    whatsapp: { template: 'plan_resumed', params: [v(d, 'orderNumber'), v(d, 'endDate')] },
  }),
  'address-changed': (d) => ({
    title: `Delivery address changed for order ${v(d, 'orderNumber')}`,
    lines: [
      d.date
        ? `Your meals on ${v(d, 'date')} go to: ${v(d, 'address')}.`
        : `Your meals from now on go to: ${v(d, 'address')}.`,
      `Your plan ends on ${v(d, 'endDate')}.`,
    ],
    link: orderLink(d),
    whatsapp: {
      template: 'address_changed',
      params: [v(d, 'orderNumber'), v(d, 'address'), v(d, 'date') || 'all remaining days'],
    },
  }),
  'order-cancelled': (d) => {
    const money = {
      refund: count(d, 'refund'),
      credits: count(d, 'credits'),
      creditsValue: count(d, 'creditsValue'),
    };
    const stillComing = { count: count(d, 'stillComingCount'), list: v(d, 'stillComing') };
    return {
      title: `Order ${v(d, 'orderNumber')} cancelled`,
      lines: cancelledNoticeLines({
        plan: v(d, 'plan'),
        ...money,
        amountDue: count(d, 'amountDue'),
        stillComing,
      }),
      link: stillComing.count > 0 ? orderLink(d) : profile,
      whatsapp: {
        template: 'order_cancelled',
        params: [
          v(d, 'orderNumber'),
          v(d, 'plan'),
          cancelledMoneyPhrase(money),
          stillComing.count > 0 ? stillComing.list : 'none',
        ],
      },
    };
  },
  'refund-issued': (d) => ({
    title: `Refund of ${rupees(v(d, 'amount'))} issued`,
    lines: [
      `We have refunded ${rupees(v(d, 'amount'))} for order ${v(d, 'orderNumber')} to the way you paid.`,
      'Banks usually take 5–7 working days to show it.',
    ],
    link: profile,
    whatsapp: {
      template: 'refund_issued',
      params: [rupees(v(d, 'amount')), v(d, 'orderNumber')],
    },
  }),
  'refund-credited': (d) => ({
    title: `Refund of ${rupees(v(d, 'amount'))} added as meal credit`,
    lines: [
      `The refund for order ${v(d, 'orderNumber')} could not reach your bank, so we added it to your account as ${v(d, 'meals')} meal credits (${rupees(v(d, 'amount'))}).`,
    ],
    link: profile,
    whatsapp: {
      template: 'refund_credited',
      params: [rupees(v(d, 'amount')), v(d, 'orderNumber'), v(d, 'meals')],
    },
  }),
  'missed-delivery-credit': (d) => ({
    title: 'Sorry we missed your meal',
    lines: [
      `Your ${v(d, 'slot').toLowerCase()} on ${v(d, 'date')} did not reach you. We are sorry.`,
      `We added ${v(d, 'meals')} meal credit (${rupees(v(d, 'value'))}) to your account for your next order.`,
    ],
    link: profile,
    whatsapp: {
      template: 'missed_delivery_credit',
      params: [v(d, 'slot'), v(d, 'date'), v(d, 'meals'), rupees(v(d, 'value'))],
    },
  }),
  // The kitchen changed a meal after its cut-off (issue 26 point 3): the date, the slot, the dish
  // the customer expected, the one coming and the kitchen's reason, in every channel.
  'menu-dish-changed': (d) => ({
    title: `${v(d, 'slot')} on ${v(d, 'date')}: ${v(d, 'newDish')}`,
    lines: [
      `Your ${v(d, 'slot').toLowerCase()} on ${v(d, 'date')} will be ${v(d, 'newDish')} instead of ${v(d, 'oldDish')}.`,
      `From our kitchen: ${v(d, 'reason')}`,
    ],
    link: orderLink(d, 'See your meals'),
    whatsapp: {
      template: 'menu_dish_changed',
      params: [v(d, 'slot'), v(d, 'date'), v(d, 'oldDish'), v(d, 'newDish'), v(d, 'reason')],
    },
  }),
  // Nothing left of what the order was paid (decision 154): the apology, and why no credit.
  'missed-delivery-no-credit': (d) => ({
    title: 'Sorry we missed your meal',
    lines: [
      `Your ${v(d, 'slot').toLowerCase()} on ${v(d, 'date')} did not reach you. We are sorry.`,
      missedNoCreditLine({
        paid: count(d, 'paid'),
        refunded: count(d, 'refunded'),
        credited: count(d, 'credited'),
        refundable: 0,
      }),
    ],
    link: orderLink(d),
    whatsapp: {
      template: 'missed_delivery_no_credit',
      params: [v(d, 'slot'), v(d, 'date'), rupees(v(d, 'paid'))],
    },
  }),
  'delivery-reminder': (d) => ({
    title: `Tomorrow: ${v(d, 'meals')}`,
    lines: [
      // `menu` names each meal's dish (decision 169); reminders stored before it have only `meals`.
      `Your ${v(d, 'plan')} brings ${v(d, 'menu') || v(d, 'meals')} on ${v(d, 'date')}.`,
      d.canSkip === 'no'
        ? `Changes for that day closed at ${v(d, 'cutOff')}.`
        : `Not hungry? Skip until ${v(d, 'cutOff')}.`,
    ],
    link: {
      label: 'Skip this delivery',
      path: `/profile/subscriptions/${v(d, 'subscriptionId')}?delivery=${v(d, 'deliveryId')}`,
    },
    whatsapp: {
      template: d.canSkip === 'no' ? 'delivery_reminder_closed' : 'delivery_reminder',
      params: [v(d, 'menu') || v(d, 'meals'), v(d, 'date'), v(d, 'cutOff')],
    },
  }),
  'plan-ending': (d) => ({
    title:
      d.daysLeft === '0'
        ? `Your ${v(d, 'plan')} ends today`
        : `Your ${v(d, 'plan')} ends in ${v(d, 'daysLeft')} days`,
    lines: [
      `The last delivery is on ${v(d, 'endDate')}. Renew in one tap to keep your meals coming.`,
    ],
    link: orderLink(d, 'Renew'),
    whatsapp: {
      template: 'plan_ending',
      params: [v(d, 'plan'), v(d, 'endDate'), v(d, 'daysLeft')],
    },
  }),
  'credits-expiring': (d) => ({
    title: `${v(d, 'meals')} meal credits expire on ${v(d, 'expiresOn')}`,
    lines: [
      `Use your ${v(d, 'meals')} meal credits (${rupees(v(d, 'value'))}) on an order before ${v(d, 'expiresOn')}.`,
    ],
    link: { label: 'Choose a plan', path: '/meal-plan' },
    whatsapp: {
      template: 'credits_expiring',
      params: [v(d, 'meals'), rupees(v(d, 'value')), v(d, 'expiresOn')],
    },
  }),
  'password-changed': () => ({
    title: 'Your password was changed',
    lines: [
      'The password of your FitThali account was just changed, and every other device was signed out.',
      NOT_YOU,
    ],
    link: { label: 'Reset your password', path: '/forgot-password' },
    whatsapp: { template: 'password_changed', params: [] },
  }),
  'email-changed': (d) => ({
    title: 'Your email was changed',
    lines: [
      `The email of your FitThali account was changed to ${v(d, 'email')}, and every other device was signed out.`,
      NOT_YOU,
    ],
    whatsapp: { template: 'email_changed', params: [v(d, 'email')] },
  }),
  'phone-changed': (d) => ({
    title: 'Your phone number was changed',
    lines: [
      `The phone number of your FitThali account was changed to ${v(d, 'phone')}, and every other device was signed out.`,
      NOT_YOU,
    ],
    whatsapp: { template: 'phone_changed', params: [v(d, 'phone')] },
  }),
  // Meals holding what the customer avoids with nothing fitting on their days (issue 26 point 5):
  // one notice per change for all the meals it put in conflict, each meal told once
  // (notify-dish-conflicts.ts).
  'dish-conflict': (d) => {
    const meals = count(d, 'count');
    const choices = conflictChoicesLine({
      count: meals,
      open: d.open === 'yes',
      canSwap: d.canSwap === 'yes',
      cutOff: v(d, 'cutOff'),
    });
    return {
      title:
        meals === 1
          ? `Your ${v(d, 'slot').toLowerCase()} on ${v(d, 'date')} holds ${v(d, 'holds')}`
          : `${meals} of your meals hold what you avoid`,
      lines: [
        meals === 1
          ? `Your ${v(d, 'plan')} ${v(d, 'slot').toLowerCase()} on ${v(d, 'date')} is ${v(d, 'dish')}, which holds ${v(d, 'holds')}, and nothing on that day's menu is free of it. We have told the kitchen.`
          : `Nothing on these days' menus is free of what you avoid: ${v(d, 'meals')}. We have told the kitchen.`,
        choices,
      ],
      link: {
        label: 'See your meals',
        path: `/profile/subscriptions/${v(d, 'subscriptionId')}?delivery=${v(d, 'deliveryId')}`,
      },
      whatsapp: { template: 'dish_conflict', params: [v(d, 'meals'), choices] },
    };
  },
};

/** What a notification says in `locale`: the customer's language, English for ENGLISH_ONLY_KINDS. */
export function renderMessage(
  kind: NotificationKind,
  data: TemplateData,
  locale: Locale = 'en',
): RenderedMessage {
  const written: Partial<Record<NotificationKind, Template>> = ODIA_TEMPLATES;
  const odia = locale === 'or' ? written[kind] : undefined;
  // The dishes' Odia names stored beside the English are read only by the Odia words (issue 27).
  return odia ? { ...odia(withOdiaValues(data)), locale: 'or' } : TEMPLATES[kind](data);
}

/**
 * A one-time code (issue 15 point 3). Not a notification: it is never stored or listed in the
 * inbox, only sent, so the code is nowhere readable but in the message itself.
 */
export function renderCodeMessage(
  purpose: AccountCodePurpose,
  code: string,
  locale: Locale = 'en',
): RenderedMessage {
  if (locale === 'or') return odiaCodeMessage(purpose, code);
  return {
    // Not in the subject: the log channel records subjects, and a code must be nowhere but here.
    title: 'Your FitThali code',
    lines: [
      CODE_LINES[purpose](code),
      "If you didn't ask for it, ignore this message: nothing changes without the code.",
    ],
    // WhatsApp's authentication templates carry the code as their one parameter.
    whatsapp: { template: 'account_code', params: [code] },
  };
}

/** The one-time code's sentence, whole for each purpose (its Odia twin: templates-odia.ts). */
const CODE_LINES: Readonly<Record<AccountCodePurpose, (code: string) => string>> = {
  'password-reset': (code) =>
    `${code} is your code to reset your FitThali password. It works for ${ACCOUNT_CODE_TTL_MINUTES} minutes, once.`,
  'email-change': (code) =>
    `${code} is your code to confirm your new email on FitThali. It works for ${ACCOUNT_CODE_TTL_MINUTES} minutes, once.`,
  'phone-change': (code) =>
    `${code} is your code to confirm your new phone number on FitThali. It works for ${ACCOUNT_CODE_TTL_MINUTES} minutes, once.`,
};

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** The email: a plain-text part and a simple HTML part carrying the same words and link. */
export function renderEmail(
  message: RenderedMessage,
  publicUrl: string,
): { subject: string; text: string; html: string } {
  const url = message.link ? new URL(message.link.path, publicUrl).toString() : undefined;
  const text = [
    message.title,
    '',
    ...message.lines,
    ...(url && message.link ? ['', `${message.link.label}: ${url}`] : []),
    '',
    '— FitThali',
  ].join('\n');
  const paragraphs = message.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
  const button =
    url && message.link
      ? `<p><a href="${escapeHtml(url)}" style="background:#2e7d32;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(message.link.label)}</a></p>`
      : '';
  const html = `<!doctype html>
<html lang="${message.locale ?? 'en'}"><body style="font-family:Arial,sans-serif;color:#222;max-width:560px;margin:auto">
<h1 style="font-size:20px">${escapeHtml(message.title)}</h1>
${paragraphs}
${button}
<p style="color:#666;font-size:12px">FitThali</p>
</body></html>`;
  return { subject: message.title, text, html };
}
