import { describe, expect, it } from 'vitest';
import { accountClosingLines, cancelledNoticeLines } from '../cancel-messages.ts';
import { CREDIT_MSG } from '../credit-messages.ts';
import { skippedMessage } from '../delivery-messages.ts';
import { MSG } from '../messages.ts';
import { dayCountMismatchMessage } from '../order-messages.ts';
import { localizeMessage, localizeValue } from './localize.ts';

describe('localizeMessage', () => {
  it('leaves English as it is', () => {
    expect(localizeMessage(MSG.invalidCoupon, 'en')).toBe('Invalid coupon code');
    expect(localizeMessage(dayCountMismatchMessage(3, 5), 'en')).toBe(
      'You selected 3 days but plan requires 5 days',
    );
  });

  it('finds an exact sentence', () => {
    expect(localizeMessage(MSG.invalidCoupon, 'or')).toBe('ଭୁଲ୍ କୁପନ୍ କୋଡ୍');
    expect(localizeMessage(MSG.nameTooShort, 'or')).toBe('ନାମରେ ଅତି କମରେ 3ଟି ଅକ୍ଷର ରହିବା ଦରକାର।');
  });

  it('fills a template with what the English sentence carried', () => {
    expect(localizeMessage(dayCountMismatchMessage(3, 5), 'or')).toBe(
      'ଆପଣ 3 ଦିନ ବାଛିଛନ୍ତି କିନ୍ତୁ ପ୍ଲାନ୍ ପାଇଁ 5 ଦିନ ଦରକାର',
    );
  });

  it('says dates and slots in Odia', () => {
    expect(localizeMessage(skippedMessage('2026-01-21', 'Lunch', '2026-02-03'), 'or')).toBe(
      'ବୁଧ, 21 ଜାନୁଆରୀର ମଧ୍ୟାହ୍ନ ଭୋଜନ ବାଦ୍ (skip) ଦିଆଗଲା। ଆପଣଙ୍କ ପ୍ଲାନ୍ ଏବେ ମଙ୍ଗଳ, 03 ଫେବୃଆରୀରେ ଶେଷ ହେବ।',
    );
    expect(localizeValue('Lunch on Tue, 20 Jan; Dinner on Wed, 21 Jan')).toBe(
      'ମଙ୍ଗଳ, 20 ଜାନୁଆରୀର ମଧ୍ୟାହ୍ନ ଭୋଜନ; ବୁଧ, 21 ଜାନୁଆରୀର ରାତ୍ରି ଭୋଜନ',
    );
  });

  it('matches each plural branch', () => {
    const notice = {
      plan: 'High Protein plan',
      refund: 0,
      credits: 0,
      creditsValue: 0,
      amountDue: 0,
    };
    const one = cancelledNoticeLines({ ...notice, stillComing: { count: 1, list: 'x' } })[0];
    const many = cancelledNoticeLines({ ...notice, stillComing: { count: 3, list: 'y' } })[0];
    expect(localizeMessage(one ?? '', 'or')).toBe(
      'ଆପଣଙ୍କ High Protein plan ବାତିଲ୍ ହୋଇଗଲା। ଏହି ଭୋଜନଟି ପ୍ରସ୍ତୁତ ହେଉଛି ଓ ଆପଣଙ୍କ ପାଖରେ ପହଞ୍ଚିବ: x।',
    );
    expect(localizeMessage(many ?? '', 'or')).toContain('ଏହି 3ଟି ଭୋଜନ ପ୍ରସ୍ତୁତ ହେଉଛି');
    expect(localizeMessage(CREDIT_MSG.balance('₹498', 2, 'Tue, 09 Jun, 2026'), 'or')).toBe(
      '₹498 · 2ଟି ଭୋଜନ, ପ୍ରଥମଟିର ମିଆଦ ମଙ୍ଗଳ, 09 ଜୁନ, 2026ରେ ସରିବ',
    );
  });

  it('says every line of the delete confirmation in Odia', () => {
    const lines = accountClosingLines({
      plans: 2,
      started: 1,
      mealsCancelled: 1,
      stillDelivered: 3,
      refund: 500,
      amountDue: 249,
      fromPlans: { meals: 1, value: 249 },
      forfeited: { meals: 4, value: 996 },
    });
    const odia = lines.map((line) => localizeMessage(line, 'or'));
    expect(odia[0]).toBe(
      'ଆପଣଙ୍କ ଚାଲୁଥିବା 2ଟି ପ୍ଲାନ୍ ଶେଷ ହେବ: 1ଟି ଭୋଜନ ବାତିଲ୍ ହେବ। ପ୍ରସ୍ତୁତ ହେଉଥିବା 3ଟି ଭୋଜନ ତଥାପି ପହଞ୍ଚିବ।',
    );
    expect(odia[4]).toContain('₹996ର ମିଲ୍ କ୍ରେଡିଟ୍ (4ଟି ଭୋଜନ) ହରାଇବେ');
    expect(odia.filter((line, i) => line === lines[i])).toEqual([]);
  });

  it('says a preference warning in Odia, the dish and what it holds as they are', () => {
    expect(
      localizeMessage(
        "Lunch on Thu, 03 Dec: Egg bhurji holds egg — we'll pick Paneer bhurji for you.",
        'or',
      ),
    ).toBe('ଗୁରୁ, 03 ଡିସେମ୍ବରର ମଧ୍ୟାହ୍ନ ଭୋଜନ: Egg bhurjiରେ egg ଅଛି — ଆମେ ଆପଣଙ୍କ ପାଇଁ Paneer bhurji ବାଛିବୁ।');
  });

  it('returns a sentence it does not know unchanged', () => {
    expect(localizeMessage('Something new.', 'or')).toBe('Something new.');
  });
});
