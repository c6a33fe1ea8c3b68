// Every notification a customer is sent has its Odia (issue 27, decision 270): each kind renders
// in Odia with its values, under the same WhatsApp template name and parameters, and no English
// is left in it but names, codes and the glossary's bracketed terms.
import { ACCOUNT_CODE_PURPOSES } from '@fitthali/domain/account-recovery';
import { localizeValue } from '@fitthali/domain/i18n/localize';
import { NOTIFICATION_KINDS } from '@fitthali/domain/notifications';
import { describe, expect, it } from 'vitest';
import {
  renderCodeMessage,
  renderMessage,
  type TemplateData,
} from '../../src/notifications/templates.ts';
import { ENGLISH_ONLY_KINDS, ODIA_TEMPLATES } from '../../src/notifications/templates-odia.ts';
import { SAMPLES } from './fixtures/notification-samples.ts';

/** English a sentence may keep: the brand, the channels, tax words and the glossary's brackets. */
const KEPT =
  /\b(FitThali|WhatsApp|GST|COD|skip|pause|resume|refund|meal credit|swap|cut-off|tax invoice|renew|pm|am)\b/g;

/** The Latin words left in an Odia text once the stored values (names, dishes, emails) are out. */
function englishLeft(text: string, data: TemplateData): string[] {
  let rest = text;
  const values = Object.values(data)
    .flatMap((value) => [value, ...value.split(/; |: | \(|\)/)])
    .flatMap((value) => [value, localizeValue(value)]);
  for (const value of values.sort((a, b) => b.length - a.length)) {
    if (value.length > 1) rest = rest.split(value).join(' ');
  }
  return rest.replace(KEPT, ' ').match(/[A-Za-z]{2,}/g) ?? [];
}

const digitRuns = (text: string) => text.match(/\d+/g) ?? [];

describe('the Odia notifications', () => {
  it('cover every kind but the listed English-only ones', () => {
    const english: readonly string[] = ENGLISH_ONLY_KINDS;
    const missing = NOTIFICATION_KINDS.filter(
      (kind) => !english.includes(kind) && !Object.hasOwn(ODIA_TEMPLATES, kind),
    );
    expect(missing).toEqual([]);
    expect(Object.keys(SAMPLES).sort()).toEqual([...NOTIFICATION_KINDS].sort());
  });

  for (const kind of NOTIFICATION_KINDS) {
    it(`says ${kind} in Odia with its values`, () => {
      for (const data of SAMPLES[kind]) {
        const en = renderMessage(kind, data, 'en');
        const or = renderMessage(kind, data, 'or');
        expect(or.locale).toBe('or');
        const text = [or.title, ...or.lines].join('\n');
        expect(text).toMatch(/[\u0B00-\u0B7F]/u);
        expect(englishLeft(text, data), text).toEqual([]);
        // Every number the English says (order, dates, amounts, counts), the Odia says.
        const said = digitRuns(text);
        for (const run of digitRuns([en.title, ...en.lines].join('\n'))) {
          expect(said, `${kind}: ${run} in ${text}`).toContain(run);
        }
        for (const key of ['plan', 'dish', 'newDish', 'oldDish', 'email', 'phone', 'address']) {
          const value = data[key];
          if (value && [en.title, ...en.lines].join('\n').includes(value)) {
            expect(text, key).toContain(value);
          }
        }
        // The same approved WhatsApp template, in its Odia translation, with as many parameters.
        expect(or.whatsapp.template).toBe(en.whatsapp.template);
        expect(or.whatsapp.language).toBe('or');
        expect(or.whatsapp.params).toHaveLength(en.whatsapp.params.length);
        for (const param of or.whatsapp.params) expect(englishLeft(param, data), param).toEqual([]);
        if (en.link) expect(or.link?.path).toBe(`/or${en.link.path}`);
        expect(englishLeft(or.link?.label ?? '', {})).toEqual([]);
      }
    });
  }

  it('says a one-time code in Odia, and in English as it always did', () => {
    for (const purpose of ACCOUNT_CODE_PURPOSES) {
      const or = renderCodeMessage(purpose, '482913', 'or');
      expect(or.lines[0]).toContain('482913');
      expect(or.title).not.toContain('482913');
      expect(englishLeft(or.lines.join('\n'), {})).toEqual([]);
      expect(or.whatsapp).toEqual({ template: 'account_code', params: ['482913'], language: 'or' });
    }
    expect(renderCodeMessage('password-reset', '482913').lines).toEqual([
      '482913 is your code to reset your FitThali password. It works for 15 minutes, once.',
      "If you didn't ask for it, ignore this message: nothing changes without the code.",
    ]);
    expect(renderCodeMessage('phone-change', '482913').lines[0]).toBe(
      '482913 is your code to confirm your new phone number on FitThali. It works for 15 minutes, once.',
    );
  });

  it('says the missed-meal and conflict lines from the domain’s templates in Odia', () => {
    const [both] = SAMPLES['missed-delivery-no-credit'].slice(1);
    const line = renderMessage('missed-delivery-no-credit', both ?? {}, 'or').lines[1];
    expect(line).toBe(
      'ଏହି ଅର୍ଡର୍ ପାଇଁ ଆପଣ ଦେଇଥିବା ଟଙ୍କା (₹1,743) ଆପଣଙ୍କ ପାଖକୁ ପୂର୍ବରୁ ଫେରିସାରିଛି: ₹743 ଫେରସ୍ତ (refund) ଓ ₹1,000ର ମିଲ୍ କ୍ରେଡିଟ୍ (meal credit)। ତେଣୁ ଏହି ଭୋଜନ ପାଇଁ ଆଉ କୌଣସି ମିଲ୍ କ୍ରେଡିଟ୍ ଯୋଡ଼ାଯାଉନାହିଁ।',
    );
    const [, many] = SAMPLES['dish-conflict'];
    const conflict = renderMessage('dish-conflict', many ?? {}, 'or');
    expect(conflict.whatsapp.params[0]).toContain('; ଆଉ 5ଟି ଭୋଜନ');
    expect(conflict.whatsapp.params[0]).toContain('ଗୁରୁ, 3 ଡିସେମ୍ବରର ମଧ୍ୟାହ୍ନ ଭୋଜନ: Egg bhurji');
    expect(conflict.lines[1]).toBe(
      'ବୁଧ, 2 ଡିସେମ୍ବର, 9:00 pmରେ ବଦଳ କରିବାର ସମୟ ସରିଗଲା। ଆପଣ ସେଗୁଡ଼ିକ ଖାଇ ନ ପାରିଲେ ଆମ ସହ ଯୋଗାଯୋଗ କରନ୍ତୁ।',
    );
  });
});
