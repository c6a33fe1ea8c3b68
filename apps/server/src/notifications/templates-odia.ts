// What the notifications say to a customer who reads Odia (issue 27): the same stored values as
// the English templates, worded by an Odia speaker rather than word for word, with the terms of
// docs/odia-glossary.md. A kind not listed here goes out in English. Dates and slots stored in
// English ('Tue, 1 Dec', 'Lunch') are said in Odia by the domain's one table.
import { cancelledNoticeLines } from '@fitthali/domain/cancel-messages';
import { localizeMessage, localizeValue } from '@fitthali/domain/i18n/localize';
import { formatRupees } from '@fitthali/domain/india-format';
import type { NotificationKind } from '@fitthali/domain/notifications';
import type { RenderedMessage, TemplateData } from './templates.ts';

type Template = (d: TemplateData) => RenderedMessage;

/** A stored value as the Odia sentence says it (dates, slots); names and numbers as they are. */
const v = (d: TemplateData, key: string): string => localizeValue(d[key] ?? '');
const rupees = (d: TemplateData, key: string) => formatRupees(Number(d[key] ?? 0) || 0);
const count = (d: TemplateData, key: string) => Number(d[key] ?? 0) || 0;
const profile = { label: 'ଆପଣଙ୍କ ପ୍ରୋଫାଇଲ୍ ଖୋଲନ୍ତୁ', path: '/or/profile' };
const orderLink = (d: TemplateData, label = 'ଆପଣଙ୍କ ଡେଲିଭରି ଦେଖନ୍ତୁ') => ({
  label,
  path: `/or/profile/subscriptions/${d.subscriptionId ?? ''}`,
});
/** WhatsApp: the same approved template name, in its Odia translation. */
const whatsapp = (template: string, params: string[]) => ({ template, params, language: 'or' });

export const ODIA_TEMPLATES: Readonly<Partial<Record<NotificationKind, Template>>> = {
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
};

/** The email's line for an attached tax invoice. */
export const invoiceAttachedLine = (number: string) =>
  `ଆପଣଙ୍କ ଟ୍ୟାକ୍ସ ଇନଭଏସ୍ (tax invoice) ${number} ସଂଲଗ୍ନ କରାଯାଇଛି।`;
