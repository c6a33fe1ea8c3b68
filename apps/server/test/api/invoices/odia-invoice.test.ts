// The tax invoice of a customer who reads Odia (issue 27, decision 272): each label in English and
// Odia in the embedded, shaped Odia font; an English customer's document as it always was.
import { describe, expect, it } from 'vitest';
import { sendDueNotifications } from '../../../src/notifications/send-notifications.ts';
import { putBusiness } from '../../factories/business.ts';
import { adminRefund } from '../../factories/refunds.ts';
import { bearer, signupUser } from '../../factories/users.ts';
import { orderAtClock } from '../../helpers/clocked-app.ts';
import { messagedTestApp } from '../../helpers/messaged-app.ts';
import { actualTexts, odiaDrawnOrder, pdfText } from '../../helpers/pdf-text.ts';

const { t, fakes } = messagedTestApp();

/** A customer in `language` whose online order is paid: its invoice issued then. */
async function paidIn(language: 'en' | 'or') {
  t.setNow(new Date());
  const customer = await signupUser(t.app);
  const chosen = await t.call('PUT', '/api/user/language', customer.token, { language });
  expect(chosen.statusCode).toBe(200);
  const { id } = await orderAtClock(t, customer.token, { paymentMode: 'Online', pay: true });
  const res = await t.call('GET', '/api/user/invoices', customer.token);
  const [invoice] = res.json().invoices as { url: string; number: string; kind: string }[];
  if (!invoice) throw new Error('no invoice');
  return { ...customer, id, invoice };
}

async function pdfOf(url: string, token: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

const ODIA_LABELS = [
  'ଟ୍ୟାକ୍ସ ଇନଭଏସ୍',
  'ଟ୍ୟାକ୍ସ ଇନଭଏସ୍ ନଂ.',
  'ତାରିଖ',
  'ଆର୍ଥିକ ବର୍ଷ',
  'ଯୋଗାଣ ସ୍ଥାନ',
  'ଡେଲିଭରି ଠିକଣା',
  'କରଯୋଗ୍ୟ ମୂଲ୍ୟ (ରିହାତି ପରେ)',
  'ମିଲ୍ କ୍ରେଡିଟ୍ ବାଦ୍',
  'ମିଳିଥିବା ଟଙ୍କା (',
  'ମୋଟ',
];

describe('an Odia customer’s tax invoice', () => {
  it('prints every label in English and Odia, shaped; an English customer’s stays English', async () => {
    expect((await putBusiness(t.app, t.admin)).statusCode).toBe(200);
    const odia = await paidIn('or');
    const pdf = await pdfOf(odia.invoice.url, odia.token);
    const text = await pdfText(pdf);
    expect(text).toContain('TAX INVOICE /');
    // Each Odia run as typed (ActualText): PDF.js extracts the glyphs in drawn order, with a reph
    // or a pre-base vowel sign where the shaper placed it, which is what the eye reads.
    const typed = actualTexts(pdf).join('\n');
    for (const label of ODIA_LABELS) expect(typed, label).toContain(label);
    expect(text).toContain(odiaDrawnOrder('ଟ୍ୟାକ୍ସ ଇନଭଏସ୍'));
    // The English labels stay, for the business's accountant.
    expect(text).toContain('Place of supply /');
    expect(text).toContain('Taxable value (after discount) /');
    expect(text).not.toContain('?');

    const english = await paidIn('en');
    const plain = await pdfText(await pdfOf(english.invoice.url, english.token));
    expect(plain).toContain('TAX INVOICE');
    expect(plain).toMatch(/Place of supply\nOdisha/);
    expect(plain).not.toMatch(/[\u0B00-\u0B7F]/u);
    expect(plain).not.toContain(' / ');
  });

  it('keeps the invoice’s language on its credit note, and mails it with an Odia line', async () => {
    expect((await putBusiness(t.app, t.admin)).statusCode).toBe(200);
    const odia = await paidIn('or');
    const refund = await adminRefund(t.app, t.admin, odia.id, { amount: 105, reason: 'Late' });
    expect(refund.statusCode, refund.body).toBe(201);
    const res = await t.call('GET', '/api/user/invoices', odia.token);
    const note = (res.json().invoices as { url: string; kind: string }[]).find(
      (entry) => entry.kind === 'credit_note',
    );
    const pdf = await pdfOf(note?.url ?? '', odia.token);
    expect(await pdfText(pdf)).toContain('CREDIT NOTE /');
    const typed = actualTexts(pdf).join('\n');
    expect(typed).toContain('କ୍ରେଡିଟ୍ ନୋଟ୍');
    // A run ends where Latin (GST, the number) begins.
    expect(typed).toContain('ଫେରସ୍ତ ଟଙ୍କା (');
    expect(typed).toContain('ବଦଳରେ ଫେରସ୍ତ (');

    await sendDueNotifications(t.app, new Date(Date.now() + 60_000));
    const receipt = fakes.smtp.mails.find(
      (mail) => mail.to.includes(odia.payload.email) && mail.subject.includes('ପେମେଣ୍ଟ ମିଳିଲା'),
    );
    expect(receipt?.text).toContain(
      `ଆପଣଙ୍କ ଟ୍ୟାକ୍ସ ଇନଭଏସ୍ (tax invoice) ${odia.invoice.number} ସଂଲଗ୍ନ କରାଯାଇଛି।`,
    );
    expect(receipt?.attachments?.[0]?.filename).toBe(
      `${odia.invoice.number.replaceAll('/', '-')}.pdf`,
    );
  });
});
