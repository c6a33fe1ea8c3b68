// What the notifications say to a customer who reads Odia (issue 27): the same stored values as
// the English templates, worded by an Odia speaker rather than word for word, with the terms of
// docs/odia-glossary.md. Every kind the customer is sent has its Odia (decision 270); a kind listed
// in ENGLISH_ONLY_KINDS would go out in English. Dates and slots stored in English ('Tue, 1 Dec',
// 'Lunch') are said in Odia by the domain's one table.
import {
  ACCOUNT_CODE_TTL_MINUTES,
  type AccountCodePurpose,
} from '@fitthali/domain/account-recovery';
import { cancelledNoticeLines } from '@fitthali/domain/cancel-messages';
import { conflictChoicesLine } from '@fitthali/domain/dish-preference-messages';
import { localizeMessage, localizeValue } from '@fitthali/domain/i18n/localize';
import { formatRupees } from '@fitthali/domain/india-format';
import type { NotificationKind } from '@fitthali/domain/notifications';
import { missedNoCreditLine } from '@fitthali/domain/refund-messages';
import type { RenderedMessage, TemplateData } from './templates.ts';

/**
 * Kinds that stay English for an Odia customer: none. A kind added to NOTIFICATION_KINDS fails the
 * type of ODIA_TEMPLATES and templates-odia.test.ts until it has its Odia or is listed here, with
 * the reason (only a message no customer reads may be).
 */
export const ENGLISH_ONLY_KINDS = [] as const satisfies readonly NotificationKind[];
type OdiaKind = Exclude<NotificationKind, (typeof ENGLISH_ONLY_KINDS)[number]>;

type Template = (d: TemplateData) => RenderedMessage;

/** A stored value as the Odia sentence says it (dates, slots); names and numbers as they are. */
const v = (d: TemplateData, key: string): string => localizeValue(d[key] ?? '');
const rupees = (d: TemplateData, key: string) => formatRupees(Number(d[key] ?? 0) || 0);
const count = (d: TemplateData, key: string) => Number(d[key] ?? 0) || 0;
/** A line the domain's catalogue writes in English (decision 190), said by its Odia template. */
const odia = (english: string) => localizeMessage(english, 'or');
const profile = { label: 'ଆପଣଙ୍କ ପ୍ରୋଫାଇଲ୍ ଖୋଲନ୍ତୁ', path: '/or/profile' };
const orderLink = (d: TemplateData, label = 'ଆପଣଙ୍କ ଡେଲିଭରି ଦେଖନ୍ତୁ') => ({
  label,
  path: `/or/profile/subscriptions/${d.subscriptionId ?? ''}`,
});
/** WhatsApp: the same approved template name, in its Odia translation. */
const whatsapp = (template: string, params: string[]) => ({ template, params, language: 'or' });

export const ODIA_TEMPLATES: Readonly<Record<OdiaKind, Template>> = {
  'order-confirmed': (d) => ({
    title: `ଅର୍ଡର୍ ${v(d, 'orderNumber')} ନିଶ୍ଚିତ ହେଲା`,
    lines: [
      `ଆପଣଙ୍କ ${v(d, 'plan')} ପ୍ଲାନ୍ ${v(d, 'startDate')}ରୁ ଆରମ୍ଭ ହୋଇ ${v(d, 'endDate')} ପର୍ଯ୍ୟନ୍ତ ଚାଲିବ (${v(d, 'meals')}ଟି ଭୋଜନ)।`,
      `ମୋଟ ${rupees(d, 'total')}, ଡେଲିଭରି ବେଳେ ନଗଦରେ ଦେବେ (COD)।`,
    ],
    link: profile,
    whatsapp: whatsapp('order_confirmed', [
      v(d, 'orderNumber'),
      v(d, 'plan'),
      v(d, 'startDate'),
      v(d, 'endDate'),
      rupees(d, 'total'),
    ]),
  }),
  'payment-received': (d) => ({
    title: `ଅର୍ଡର୍ ${v(d, 'orderNumber')}ର ପେମେଣ୍ଟ ମିଳିଲା`,
    lines: [
      `ଆମେ ${rupees(d, 'total')} ପାଇଲୁ। ଆପଣଙ୍କ ${v(d, 'plan')} ପ୍ଲାନ୍ ${v(d, 'startDate')}ରୁ ଆରମ୍ଭ ହୋଇ ${v(d, 'endDate')} ପର୍ଯ୍ୟନ୍ତ ଚାଲିବ (${v(d, 'meals')}ଟି ଭୋଜନ)।`,
    ],
    link: profile,
    whatsapp: whatsapp('payment_received', [
      v(d, 'orderNumber'),
      rupees(d, 'total'),
      v(d, 'plan'),
      v(d, 'startDate'),
      v(d, 'endDate'),
    ]),
  }),
  'cash-received': (d) => ({
    title: `ଅର୍ଡର୍ ${v(d, 'orderNumber')}ର ନଗଦ ଟଙ୍କା ମିଳିଲା`,
    lines: [
      `ଆପଣଙ୍କ ${v(d, 'plan')} ପ୍ଲାନ୍ ପାଇଁ ଆମେ ${rupees(d, 'amount')} ନଗଦରେ ପାଇଲୁ। ଧନ୍ୟବାଦ।`,
      'ଆପଣଙ୍କ ଟ୍ୟାକ୍ସ ଇନଭଏସ୍ (tax invoice) ଆପଣଙ୍କ ପ୍ରୋଫାଇଲରେ ଅଛି।',
    ],
    link: profile,
    whatsapp: whatsapp('cash_received', [v(d, 'orderNumber'), rupees(d, 'amount'), v(d, 'plan')]),
  }),
  'address-changed': (d) => ({
    title: `ଅର୍ଡର୍ ${v(d, 'orderNumber')}ର ଡେଲିଭରି ଠିକଣା ବଦଳିଲା`,
    lines: [
      d.date
        ? `${v(d, 'date')}ରେ ଆପଣଙ୍କ ଭୋଜନ ଏହି ଠିକଣାକୁ ଯିବ: ${v(d, 'address')}`
        : `ଏବେଠାରୁ ଆପଣଙ୍କ ଭୋଜନ ଏହି ଠିକଣାକୁ ଯିବ: ${v(d, 'address')}`,
      `ଆପଣଙ୍କ ପ୍ଲାନ୍ ${v(d, 'endDate')}ରେ ଶେଷ ହେବ।`,
    ],
    link: orderLink(d),
    whatsapp: whatsapp('address_changed', [
      v(d, 'orderNumber'),
      v(d, 'address'),
      d.date ? v(d, 'date') : 'ବାକି ସବୁ ଦିନ',
    ]),
  }),
  'refund-credited': (d) => ({
    title: `${rupees(d, 'amount')} ଫେରସ୍ତ ମିଲ୍ କ୍ରେଡିଟ୍ ଭାବେ ଯୋଡ଼ାଗଲା`,
    lines: [
      `ଅର୍ଡର୍ ${v(d, 'orderNumber')}ର ଫେରସ୍ତ (refund) ଆପଣଙ୍କ ବ୍ୟାଙ୍କରେ ପହଞ୍ଚିପାରିଲା ନାହିଁ, ତେଣୁ ଆମେ ଏହାକୁ ଆପଣଙ୍କ ଆକାଉଣ୍ଟରେ ${v(d, 'meals')}ଟି ମିଲ୍ କ୍ରେଡିଟ୍ (meal credit) ଭାବେ ଯୋଡ଼ିଦେଇଛୁ, ମୂଲ୍ୟ ${rupees(d, 'amount')}।`,
    ],
    link: profile,
    whatsapp: whatsapp('refund_credited', [
      rupees(d, 'amount'),
      v(d, 'orderNumber'),
      v(d, 'meals'),
    ]),
  }),
  'missed-delivery-credit': (d) => ({
    title: MISSED_TITLE,
    lines: [
      missedApology(d),
      `ଆପଣଙ୍କ ପରବର୍ତ୍ତୀ ଅର୍ଡର୍ ପାଇଁ ଆମେ ଆପଣଙ୍କ ଆକାଉଣ୍ଟରେ ${v(d, 'meals')}ଟି ମିଲ୍ କ୍ରେଡିଟ୍ (meal credit) ଯୋଡ଼ିଛୁ, ମୂଲ୍ୟ ${rupees(d, 'value')}।`,
    ],
    link: profile,
    whatsapp: whatsapp('missed_delivery_credit', [
      v(d, 'slot'),
      v(d, 'date'),
      v(d, 'meals'),
      rupees(d, 'value'),
    ]),
  }),
  'menu-dish-changed': (d) => ({
    title: `${v(d, 'date')}ର ${v(d, 'slot')}: ${v(d, 'newDish')}`,
    lines: [
      `${v(d, 'date')}ର ଆପଣଙ୍କ ${v(d, 'slot')}ରେ ${v(d, 'oldDish')} ବଦଳରେ ${v(d, 'newDish')} ଆସିବ।`,
      `ଆମ ରୋଷେଇ ଘରରୁ: ${v(d, 'reason')}`,
    ],
    link: orderLink(d, 'ଆପଣଙ୍କ ଭୋଜନ ଦେଖନ୍ତୁ'),
    whatsapp: whatsapp('menu_dish_changed', [
      v(d, 'slot'),
      v(d, 'date'),
      v(d, 'oldDish'),
      v(d, 'newDish'),
      v(d, 'reason'),
    ]),
  }),
  'missed-delivery-no-credit': (d) => ({
    title: MISSED_TITLE,
    lines: [
      missedApology(d),
      odia(
        missedNoCreditLine({
          paid: count(d, 'paid'),
          refunded: count(d, 'refunded'),
          credited: count(d, 'credited'),
          refundable: 0,
        }),
      ),
    ],
    link: orderLink(d),
    whatsapp: whatsapp('missed_delivery_no_credit', [
      v(d, 'slot'),
      v(d, 'date'),
      rupees(d, 'paid'),
    ]),
  }),
  'delivery-skipped': (d) => ({
    title: `${v(d, 'date')}ର ${v(d, 'slot')} ବାଦ୍ (skip) ଦିଆଗଲା`,
    lines: [
      `${v(d, 'date')}ରେ ଆମେ ଆପଣଙ୍କ ${v(d, 'slot')} ପହଞ୍ଚାଇବୁ ନାହିଁ।`,
      `ଆପଣଙ୍କ ପ୍ଲାନ୍ ଏବେ ${v(d, 'endDate')}ରେ ଶେଷ ହେବ।`,
    ],
    link: orderLink(d),
    whatsapp: whatsapp('delivery_skipped', [v(d, 'slot'), v(d, 'date'), v(d, 'endDate')]),
  }),
  'delivery-unskipped': (d) => ({
    title: `${v(d, 'date')}ର ${v(d, 'slot')} ପୁଣି ଫେରିଆସିଲା`,
    lines: [
      `${v(d, 'date')}ରେ ଆମେ ଆପଣଙ୍କ ${v(d, 'slot')} ପହଞ୍ଚାଇବୁ।`,
      `ଆପଣଙ୍କ ପ୍ଲାନ୍ ଏବେ ${v(d, 'endDate')}ରେ ଶେଷ ହେବ।`,
    ],
    link: orderLink(d),
    whatsapp: whatsapp('delivery_unskipped', [v(d, 'slot'), v(d, 'date'), v(d, 'endDate')]),
  }),
  'plan-paused': (d) => ({
    title: `ଅର୍ଡର୍ ${v(d, 'orderNumber')}ରେ ବିରତି (pause)`,
    lines: [
      d.until
        ? `${v(d, 'from')}ରୁ ${v(d, 'until')} ପର୍ଯ୍ୟନ୍ତ କୌଣସି ଡେଲିଭରି ହେବ ନାହିଁ।`
        : `${v(d, 'from')}ରୁ ଆପଣ ପୁଣି ଆରମ୍ଭ (resume) ନ କରିବା ପର୍ଯ୍ୟନ୍ତ କୌଣସି ଡେଲିଭରି ହେବ ନାହିଁ।`,
      `ଆପଣଙ୍କ ପ୍ଲାନ୍ ଏବେ ${v(d, 'endDate')}ରେ ଶେଷ ହେବ।`,
    ],
    link: orderLink(d),
    whatsapp: whatsapp('plan_paused', [
      v(d, 'orderNumber'),
      v(d, 'from'),
      d.until ? v(d, 'until') : 'ଆପଣ ପୁଣି ଆରମ୍ଭ କରିବା',
      v(d, 'endDate'),
    ]),
  }),
  'plan-resumed': (d) => ({
    title: `ଅର୍ଡର୍ ${v(d, 'orderNumber')} ପୁଣି ଆରମ୍ଭ (resume) ହେଲା`,
    lines: [`ଡେଲିଭରି ପୁଣି ଆରମ୍ଭ ହେଉଛି। ଆପଣଙ୍କ ପ୍ଲାନ୍ ଏବେ ${v(d, 'endDate')}ରେ ଶେଷ ହେବ।`],
    link: orderLink(d),
    whatsapp: whatsapp('plan_resumed', [v(d, 'orderNumber'), v(d, 'endDate')]),
  }),
  'order-cancelled': (d) => {
    const stillComing = { count: count(d, 'stillComingCount'), list: d.stillComing ?? '' };
    // The English lines come from the domain's templates; their Odia from the same catalogue the
    // API's answers use, so the cancel dialog and the notice say the same.
    const lines = cancelledNoticeLines({
      plan: d.plan ?? '',
      refund: count(d, 'refund'),
      credits: count(d, 'credits'),
      creditsValue: count(d, 'creditsValue'),
      amountDue: count(d, 'amountDue'),
      stillComing,
    }).map((line) => localizeMessage(line, 'or'));
    const money: string[] = [];
    if (count(d, 'refund') > 0) money.push(`${rupees(d, 'refund')} ଫେରସ୍ତ (refund)`);
    if (count(d, 'credits') > 0) {
      money.push(`${count(d, 'credits')}ଟି ମିଲ୍ କ୍ରେଡିଟ୍, ମୂଲ୍ୟ ${rupees(d, 'creditsValue')}`);
    }
    return {
      title: `ଅର୍ଡର୍ ${v(d, 'orderNumber')} ବାତିଲ୍ ହେଲା`,
      lines,
      link: stillComing.count > 0 ? orderLink(d) : profile,
      whatsapp: whatsapp('order_cancelled', [
        v(d, 'orderNumber'),
        v(d, 'plan'),
        money.length > 0 ? money.join(' ଓ ') : 'କୌଣସି ଫେରସ୍ତ କିମ୍ବା କ୍ରେଡିଟ୍ ନାହିଁ',
        stillComing.count > 0 ? localizeValue(stillComing.list) : 'କିଛି ନାହିଁ',
      ]),
    };
  },
  'refund-issued': (d) => ({
    title: `${rupees(d, 'amount')} ଫେରସ୍ତ (refund) କରାଗଲା`,
    lines: [
      `ଅର୍ଡର୍ ${v(d, 'orderNumber')} ପାଇଁ ଆମେ ${rupees(d, 'amount')} ଆପଣ ପଇସା ଦେଇଥିବା ମାଧ୍ୟମକୁ ଫେରସ୍ତ କରିଛୁ।`,
      'ବ୍ୟାଙ୍କରେ ଦେଖାଯିବାକୁ ସାଧାରଣତଃ 5–7 କାର୍ଯ୍ୟ ଦିବସ ଲାଗେ।',
    ],
    link: profile,
    whatsapp: whatsapp('refund_issued', [rupees(d, 'amount'), v(d, 'orderNumber')]),
  }),
  'delivery-reminder': (d) => {
    const menu = v(d, 'menu') || v(d, 'meals');
    return {
      title: `କାଲି: ${v(d, 'meals')}`,
      lines: [
        `${v(d, 'date')}ରେ ଆପଣଙ୍କ ${v(d, 'plan')} ପ୍ଲାନରୁ ଆସୁଛି: ${menu}।`,
        d.canSkip === 'no'
          ? `ସେହି ଦିନ ପାଇଁ ବଦଳ କରିବାର ସମୟ ${v(d, 'cutOff')}ରେ ସରିଗଲା।`
          : `ଭୋକ ନାହିଁ? ${v(d, 'cutOff')} ପର୍ଯ୍ୟନ୍ତ ବାଦ୍ (skip) ଦେଇପାରିବେ।`,
      ],
      link: {
        label: 'ଏହି ଡେଲିଭରି ବାଦ୍ (skip) ଦିଅନ୍ତୁ',
        path: `/or/profile/subscriptions/${d.subscriptionId ?? ''}?delivery=${d.deliveryId ?? ''}`,
      },
      whatsapp: whatsapp(d.canSkip === 'no' ? 'delivery_reminder_closed' : 'delivery_reminder', [
        menu,
        v(d, 'date'),
        v(d, 'cutOff'),
      ]),
    };
  },
  'plan-ending': (d) => ({
    title:
      d.daysLeft === '0'
        ? `ଆପଣଙ୍କ ${v(d, 'plan')} ପ୍ଲାନ୍ ଆଜି ଶେଷ ହେଉଛି`
        : `ଆପଣଙ୍କ ${v(d, 'plan')} ପ୍ଲାନ୍ ${v(d, 'daysLeft')} ଦିନରେ ଶେଷ ହେବ`,
    lines: [`ଶେଷ ଡେଲିଭରି ${v(d, 'endDate')}ରେ। ଭୋଜନ ଆସୁଥିବା ପାଇଁ ଗୋଟିଏ ଟାପରେ ରିନ୍ୟୁ (renew) କରନ୍ତୁ।`],
    link: orderLink(d, 'ରିନ୍ୟୁ କରନ୍ତୁ'),
    whatsapp: whatsapp('plan_ending', [v(d, 'plan'), v(d, 'endDate'), v(d, 'daysLeft')]),
  }),
  'credits-expiring': (d) => ({
    title: `${v(d, 'meals')}ଟି ମିଲ୍ କ୍ରେଡିଟ୍ ${v(d, 'expiresOn')}ରେ ଶେଷ ହେବ`,
    lines: [
      `${v(d, 'expiresOn')} ଆଗରୁ କୌଣସି ଅର୍ଡରରେ ଆପଣଙ୍କ ${v(d, 'meals')}ଟି ମିଲ୍ କ୍ରେଡିଟ୍ (meal credit) ବ୍ୟବହାର କରନ୍ତୁ, ମୂଲ୍ୟ ${rupees(d, 'value')}।`,
    ],
    link: { label: 'ଏକ ପ୍ଲାନ୍ ବାଛନ୍ତୁ', path: '/or/meal-plan' },
    whatsapp: whatsapp('credits_expiring', [v(d, 'meals'), rupees(d, 'value'), v(d, 'expiresOn')]),
  }),
  'password-changed': () => ({
    title: 'ଆପଣଙ୍କ ପାସୱାର୍ଡ ବଦଳିଗଲା',
    lines: ['ଆପଣଙ୍କ FitThali ଆକାଉଣ୍ଟର ପାସୱାର୍ଡ ଏବେ ବଦଳାଗଲା, ଏବଂ ଅନ୍ୟ ସବୁ ଡିଭାଇସରୁ ସାଇନ୍ ଆଉଟ୍ କରାଗଲା।', NOT_YOU],
    link: { label: 'ପାସୱାର୍ଡ ରିସେଟ୍ କରନ୍ତୁ', path: '/or/forgot-password' },
    whatsapp: whatsapp('password_changed', []),
  }),
  'email-changed': (d) => ({
    title: 'ଆପଣଙ୍କ ଇମେଲ୍ ବଦଳିଗଲା',
    lines: [
      `ଆପଣଙ୍କ FitThali ଆକାଉଣ୍ଟର ଇମେଲ୍ ${v(d, 'email')}କୁ ବଦଳାଗଲା, ଏବଂ ଅନ୍ୟ ସବୁ ଡିଭାଇସରୁ ସାଇନ୍ ଆଉଟ୍ କରାଗଲା।`,
      NOT_YOU,
    ],
    whatsapp: whatsapp('email_changed', [v(d, 'email')]),
  }),
  'phone-changed': (d) => ({
    title: 'ଆପଣଙ୍କ ଫୋନ୍ ନମ୍ବର ବଦଳିଗଲା',
    lines: [
      `ଆପଣଙ୍କ FitThali ଆକାଉଣ୍ଟର ଫୋନ୍ ନମ୍ବର ${v(d, 'phone')}କୁ ବଦଳାଗଲା, ଏବଂ ଅନ୍ୟ ସବୁ ଡିଭାଇସରୁ ସାଇନ୍ ଆଉଟ୍ କରାଗଲା।`,
      NOT_YOU,
    ],
    whatsapp: whatsapp('phone_changed', [v(d, 'phone')]),
  }),
  'dish-conflict': (d) => DISH_CONFLICT(d),
};

/** A missed meal's title and apology, with or without a credit. */
const MISSED_TITLE = 'କ୍ଷମା କରିବେ, ଆପଣଙ୍କ ଭୋଜନ ପହଞ୍ଚିଲା ନାହିଁ';
const missedApology = (d: TemplateData) =>
  `${v(d, 'date')}ର ଆପଣଙ୍କ ${v(d, 'slot')} ଆପଣଙ୍କ ପାଖରେ ପହଞ୍ଚିଲା ନାହିଁ। ଆମେ ଦୁଃଖିତ।`;

/** The line every security notice ends with. */
const NOT_YOU = 'ଯଦି ଏହା ଆପଣ କରିନାହାନ୍ତି, ତୁରନ୍ତ ଆମକୁ ଜଣାନ୍ତୁ: ଏହି ମେସେଜର ଉତ୍ତର ଦିଅନ୍ତୁ କିମ୍ବା ଯୋଗାଯୋଗ ପୃଷ୍ଠା ବ୍ୟବହାର କରନ୍ତୁ।';

/**
 * A conflict notice's stored list of meals ('Lunch on Thu, 3 Dec: Egg bhurji (egg); …; and 2 more
 * meals', conflictMealsList) in Odia: each meal's slot and date in Odia order, the tail counted.
 */
function mealsList(list: string): string {
  return list
    .split('; ')
    .map((item) => {
      const more = /^and (\d+) more meals?$/.exec(item);
      return more ? `ଆଉ ${more[1]}ଟି ଭୋଜନ` : localizeValue(item);
    })
    .join('; ');
}

const DISH_CONFLICT: Template = (d) => {
  const meals = count(d, 'count');
  const choices = odia(
    conflictChoicesLine({
      count: meals,
      open: d.open === 'yes',
      canSwap: d.canSwap === 'yes',
      cutOff: d.cutOff ?? '',
    }),
  );
  const list = mealsList(d.meals ?? '');
  return {
    title:
      meals === 1
        ? `${v(d, 'date')}ର ଆପଣଙ୍କ ${v(d, 'slot')}ରେ ${v(d, 'holds')} ଅଛି`
        : `ଆପଣଙ୍କ ${meals}ଟି ଭୋଜନରେ ଆପଣ ଏଡ଼ାଉଥିବା ଜିନିଷ ଅଛି`,
    lines: [
      meals === 1
        ? `${v(d, 'date')}ର ଆପଣଙ୍କ ${v(d, 'plan')} ${v(d, 'slot')} ହେଉଛି ${v(d, 'dish')}, ଯେଉଁଥିରେ ${v(d, 'holds')} ଅଛି, ଏବଂ ସେହି ଦିନର ମେନୁରେ ଏହା ନ ଥିବା କୌଣସି ଖାଦ୍ୟ ନାହିଁ। ଆମେ ରୋଷେଇ ଘରକୁ ଜଣାଇଦେଇଛୁ।`
        : `ଏହି ଦିନଗୁଡ଼ିକର ମେନୁରେ ଆପଣ ଏଡ଼ାଉଥିବା ଜିନିଷ ନ ଥିବା କୌଣସି ଖାଦ୍ୟ ନାହିଁ: ${list}। ଆମେ ରୋଷେଇ ଘରକୁ ଜଣାଇଦେଇଛୁ।`,
      choices,
    ],
    link: {
      label: 'ଆପଣଙ୍କ ଭୋଜନ ଦେଖନ୍ତୁ',
      path: `/or/profile/subscriptions/${d.subscriptionId ?? ''}?delivery=${d.deliveryId ?? ''}`,
    },
    whatsapp: whatsapp('dish_conflict', [list, choices]),
  };
};

/** The one-time code's sentence, whole for each purpose. */
const CODE_LINES: Readonly<Record<AccountCodePurpose, (code: string) => string>> = {
  'password-reset': (code) =>
    `ଆପଣଙ୍କ FitThali ପାସୱାର୍ଡ ରିସେଟ୍ କରିବା ପାଇଁ କୋଡ୍ ହେଉଛି ${code}। ଏହା ${ACCOUNT_CODE_TTL_MINUTES} ମିନିଟ୍ ପାଇଁ, କେବଳ ଥରେ କାମ କରିବ।`,
  'email-change': (code) =>
    `FitThaliରେ ଆପଣଙ୍କ ନୂଆ ଇମେଲ୍ ନିଶ୍ଚିତ କରିବା ପାଇଁ କୋଡ୍ ହେଉଛି ${code}। ଏହା ${ACCOUNT_CODE_TTL_MINUTES} ମିନିଟ୍ ପାଇଁ, କେବଳ ଥରେ କାମ କରିବ।`,
  'phone-change': (code) =>
    `FitThaliରେ ଆପଣଙ୍କ ନୂଆ ଫୋନ୍ ନମ୍ବର ନିଶ୍ଚିତ କରିବା ପାଇଁ କୋଡ୍ ହେଉଛି ${code}। ଏହା ${ACCOUNT_CODE_TTL_MINUTES} ମିନିଟ୍ ପାଇଁ, କେବଳ ଥରେ କାମ କରିବ।`,
};

/** A one-time code in Odia (renderCodeMessage's twin): the code only in the body. */
export function odiaCodeMessage(purpose: AccountCodePurpose, code: string): RenderedMessage {
  return {
    title: 'ଆପଣଙ୍କ FitThali କୋଡ୍',
    lines: [CODE_LINES[purpose](code), 'ଆପଣ ଏହା ମାଗି ନ ଥିଲେ, ଏହି ମେସେଜ୍ ଅଣଦେଖା କରନ୍ତୁ: କୋଡ୍ ବିନା କିଛି ବଦଳିବ ନାହିଁ।'],
    whatsapp: whatsapp('account_code', [code]),
    locale: 'or',
  };
}

/** The email's line for an attached tax invoice. */
export const invoiceAttachedLine = (number: string) =>
  `ଆପଣଙ୍କ ଟ୍ୟାକ୍ସ ଇନଭଏସ୍ (tax invoice) ${number} ସଂଲଗ୍ନ କରାଯାଇଛି।`;
