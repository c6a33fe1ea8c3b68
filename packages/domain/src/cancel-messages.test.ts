import { describe, expect, it } from 'vitest';
import { accountClosingTerms, CANCEL_MSG, cancelOutcomeLines } from './cancel-messages.ts';

const none = { meals: 0, value: 0 };

describe('the cancellation outcome in the policy’s words', () => {
  it('says the refund and when it arrives, before the start', () => {
    expect(
      cancelOutcomeLines({
        rule: 'before-start',
        refund: 2939,
        credits: [],
        creditsBack: none,
        amountDue: 0,
      }),
    ).toEqual(['₹2,939 will be refunded to your original payment method in 5–7 working days.']);
  });

  it('says nothing is due for a COD order, and names credits given back', () => {
    const base = { rule: 'before-start' as const, refund: 0, credits: [], amountDue: 0 };
    expect(cancelOutcomeLines({ ...base, creditsBack: none })).toEqual([
      'Nothing is due for this order any more.',
    ]);
    expect(cancelOutcomeLines({ ...base, creditsBack: { meals: 2 } })).toEqual([
      'The 2 meal credits you spent on this order come back to you.',
    ]);
  });

  it('counts the meal credits and their worth after the start', () => {
    expect(
      cancelOutcomeLines({
        rule: 'after-start',
        refund: 0,
        credits: [{ value: 235 }, { value: 234 }],
        creditsBack: none,
        amountDue: 0,
      }),
    ).toEqual(['2 meals become meal credits worth ₹469.']);
    expect(
      cancelOutcomeLines({
        rule: 'after-start',
        refund: 0,
        credits: [{ value: 249 }],
        creditsBack: none,
        amountDue: 0,
      }),
    ).toEqual(['1 meal becomes a meal credit worth ₹249.']);
  });

  it('gives a trial the policy’s sentence only', () => {
    expect(
      cancelOutcomeLines({
        rule: 'trial',
        refund: 0,
        credits: [],
        creditsBack: none,
        amountDue: 0,
      }),
    ).toEqual([CANCEL_MSG.trialRule]);
  });

  it('speaks of the customer to the admin', () => {
    const outcome = {
      rule: 'before-start' as const,
      refund: 2939,
      credits: [],
      creditsBack: { meals: 1 },
      amountDue: 0,
    };
    expect(cancelOutcomeLines(outcome, 'admin')).toEqual([
      '₹2,939 will be refunded to the customer’s original payment method in 5–7 working days.',
      'The 1 meal credit the customer spent on this order comes back to the customer.',
    ]);
  });

  it('says the cash still due is only for the meals kept, a trial’s too (decision 101)', () => {
    const lines = cancelOutcomeLines({
      rule: 'trial',
      refund: 0,
      credits: [],
      creditsBack: none,
      amountDue: 300,
    });
    expect(lines[0]).toBe(CANCEL_MSG.trialRule);
    expect(lines[1]).toMatch(/^₹300 stays due in cash, only for the meals you keep/);
    expect(
      cancelOutcomeLines({
        rule: 'after-start',
        refund: 0,
        credits: [],
        creditsBack: none,
        amountDue: 1_260,
      }),
    ).toEqual([expect.stringMatching(/^₹1,260 stays due in cash/)]);
  });
});

describe('accountClosingTerms (decision 103)', () => {
  it('states the refunds, the cash plans and the credits forfeited', () => {
    expect(accountClosingTerms({ livePlans: 0, credits: 0 })).toEqual([]);
    const plans = accountClosingTerms({ livePlans: 2, credits: 0 });
    expect(plans).toHaveLength(2);
    expect(plans.join(' ')).toMatch(/refunded in full to the original payment method/);
    expect(plans.join(' ')).toMatch(/a plan paid in cash is not refunded for them/);
    expect(accountClosingTerms({ livePlans: 0, credits: 1 })).toEqual([
      'Your 1 meal credit is forfeited: credits cannot be paid out or used without an account.',
    ]);
    expect(accountClosingTerms({ livePlans: 1, credits: 4 }).at(-1)).toMatch(
      /^Your 4 meal credits are forfeited/,
    );
  });
});
