import { describe, expect, it } from 'vitest';
import { STARTED_PLAN_CLOSING } from './account-closing.example.ts';
import { ACCOUNT_CLOSING_POLICY } from './account-closing.ts';
import { accountClosingLines, CANCEL_MSG, cancelOutcomeLines } from './cancel-messages.ts';

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

describe('the delete confirmation in rupees and meals (issue 25 point 1)', () => {
  const base = STARTED_PLAN_CLOSING;

  it('says a started plan gives no money and what is forfeited, to the rupee', () => {
    expect(accountClosingLines(base)).toEqual([
      'Your active plan ends: 5 meals are cancelled. 1 meal already being prepared is still delivered.',
      'Plans already started (and trials) are not refunded in money, as our refund policy says.',
      '₹2,104 of meal credits (12 meals) are forfeited: credits cannot be paid out or used without an account.',
      'This includes ₹1,245 (5 meals) that ending your plans gives as meal credits under our refund policy.',
    ]);
  });

  it('says the refund of a plan not started, and when nothing is lost', () => {
    // Nothing delivered yet: all 7 meals cancelled, the ₹1,743 paid comes back, no credit lost.
    const notStarted = { started: 0, mealsCancelled: 7, stillDelivered: 0, refund: 1743 };
    const before = { ...base, ...notStarted, fromPlans: none, forfeited: none };
    expect(accountClosingLines(before)).toEqual([
      'Your active plan ends: 7 meals are cancelled.',
      '₹1,743 is refunded to your original payment method in 5–7 working days, for plans that had not started.',
      'No meal credits are lost.',
    ]);
    expect(accountClosingLines({ ...before, plans: 0, mealsCancelled: 0, refund: 0 })).toEqual([
      'No meal credits are lost.',
    ]);
  });

  it('is the policy page’s section: one rule, credits forfeited, the password asked', () => {
    expect(ACCOUNT_CLOSING_POLICY.join(' ')).toMatch(/cancels your plans by this same policy/);
    expect(ACCOUNT_CLOSING_POLICY.join(' ')).toMatch(/every meal credit is forfeited/);
    expect(ACCOUNT_CLOSING_POLICY.join(' ')).toMatch(/asks for your password/);
  });
});
