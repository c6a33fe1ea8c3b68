// What the customer and the admin read about cancelling a plan (issue 14 point 2). The sentences
// the confirm dialog shows are the policy pages' own words, so the screen and the policy agree.
import type { AccountClosing } from './account-closing.ts';
import type { CancelRule } from './cancellation.ts';
import { fill } from './i18n/fill.ts';
import { formatIndiaDate, formatRupees as rupees } from './india-format.ts';
import { REFUND_MSG } from './refund-messages.ts';
import type { MealStillComing } from './still-coming.ts';

export const CANCEL_MSG = {
  alreadyCancelled: 'This plan is already cancelled: nothing more was changed.',
  completed: 'This plan has ended: there is nothing left to cancel.',
  notCancellable: 'Only a confirmed plan can be cancelled here.',
  idempotencyReused: 'This Idempotency-Key was already used to cancel another plan.',
  reasonRequired: 'Please write why this money is refunded instead of the policy’s outcome.',
  planCancelled: 'Your plan is cancelled.',
  /** The refund's reason when the policy gives the money back (before the first cut-off). */
  refundReason: 'Plan cancelled before its first delivery’s cut-off: full refund',
  trialRule: 'This trial is cancelled with no refund or credit, as our refund policy says.',
  creditNotRefund:
    'A meal credit is not a refund: it pays for meals on your next order and expires after the period shown on your profile.',
  nothingDue: 'Nothing is due for this order any more.',
  nothingLeftToCancel: 'No meals are left to cancel before their cut-off.',
} as const;

const EXPECTED = REFUND_MSG.expectedTime;

/**
 * The customer's sentences with values, as ICU templates: the msgid of their translation. The
 * admin reads the same facts about "the customer", in English only (the admin area's language).
 */
export const CANCEL_TEMPLATES = {
  stillComing:
    '{count, plural, one {This meal is} other {These # meals are}} already being prepared and will still be delivered to you: {list}.',
  cancelledStillComing:
    'Your {plan} is cancelled. {count, plural, one {This meal is} other {These # meals are}} already being prepared and will still be delivered to you: {list}.',
  cancelledNoMore: 'Your {plan} is cancelled; no more meals will be delivered.',
  refunding: `We are refunding {amount} to your original payment method; it arrives in ${EXPECTED}.`,
  creditsOnProfile:
    '{meals, plural, one {# meal becomes a meal credit} other {# meals become meal credits}} worth {worth}. They are on your profile for your next order.',
  credits:
    '{meals, plural, one {# meal becomes a meal credit} other {# meals become meal credits}} worth {worth}.',
  cashDueNotice:
    '{amount} stays due in cash, only for the meals you keep; the cancelled meals are not charged.',
  willBeRefunded: `{amount} will be refunded to your original payment method in ${EXPECTED}.`,
  creditsBack:
    'The {back, plural, one {# meal credit you spent on this order comes} other {# meal credits you spent on this order come}} back to you.',
  cashDue:
    '{amount} stays due in cash, only for the meals you keep (delivered or already being prepared); the cancelled meals are not charged.',
} as const;

const C = CANCEL_TEMPLATES;

/** 'Lunch on Tue, 21 Jan; Dinner on Tue, 21 Jan': meals by slot and India day, in order. */
export function mealsList(meals: readonly MealStillComing[]): string {
  return meals.map((m) => `${m.slot} on ${formatIndiaDate(m.date)}`).join('; ');
}

/** The sentence naming `count` meals still coming, listed by `mealsList`. */
function stillComingSentence(count: number, list: string, to: 'customer' | 'admin'): string {
  if (to === 'customer') return fill(C.stillComing, { count, list });
  const these = count === 1 ? 'This meal is' : `These ${count} meals are`;
  return `${these} already being prepared and will still be delivered to the customer: ${list}.`;
}

/**
 * The meals past their cut-off that are cooked and delivered although the plan is cancelled
 * (issue 25 point 3), or null when none is: "no more meals" is then true.
 */
export function stillComingLine(
  meals: readonly MealStillComing[],
  to: 'customer' | 'admin' = 'customer',
): string | null {
  return meals.length === 0 ? null : stillComingSentence(meals.length, mealsList(meals), to);
}

/** '12 meals become meal credits worth ₹2,104.' */
function creditsSentence(meals: number, worth: number): string {
  return fill(C.credits, { meals, worth: rupees(worth) });
}

/**
 * What a cancellation gave back, as one phrase (the WhatsApp template's parameter): 'a refund of
 * ₹1,743', '12 meal credits worth ₹2,104', both, or 'no refund or credit'.
 */
export function cancelledMoneyPhrase(money: {
  refund: number;
  credits: number;
  creditsValue: number;
}): string {
  const parts: string[] = [];
  if (money.refund > 0) parts.push(`a refund of ${rupees(money.refund)}`);
  if (money.credits > 0) {
    parts.push(
      `${money.credits} meal ${money.credits === 1 ? 'credit' : 'credits'} worth ${rupees(money.creditsValue)}`,
    );
  }
  return parts.length > 0 ? parts.join(' and ') : 'no refund or credit';
}

/**
 * The cancellation's email, WhatsApp and inbox message (issue 25 points 3 and 7): the meals still
 * coming (or that none will), the refund or the credits to the rupee, and cash still due. Read
 * from the notification's stored values (`stillComing` already written by `mealsList`).
 */
export function cancelledNoticeLines(notice: {
  plan: string;
  refund: number;
  credits: number;
  creditsValue: number;
  amountDue: number;
  stillComing: { count: number; list: string };
}): string[] {
  const { count, list } = notice.stillComing;
  const lines = [
    count > 0
      ? fill(C.cancelledStillComing, { plan: notice.plan, count, list })
      : fill(C.cancelledNoMore, { plan: notice.plan }),
  ];
  if (notice.refund > 0) lines.push(fill(C.refunding, { amount: rupees(notice.refund) }));
  if (notice.credits > 0) {
    lines.push(
      fill(C.creditsOnProfile, {
        meals: notice.credits,
        worth: rupees(notice.creditsValue),
      }),
    );
  }
  if (notice.amountDue > 0) lines.push(fill(C.cashDueNotice, { amount: rupees(notice.amountDue) }));
  return lines;
}

/**
 * The outcome as the confirm dialog and the toast say it, one sentence per part: to the customer
 * ('you'), or to the admin about the customer. `stillComing` (the meals past their cut-off) is
 * named first: it is what the customer will see at the door.
 */
export function cancelOutcomeLines(
  outcome: {
    rule: CancelRule;
    refund: number;
    credits: readonly { value: number }[];
    creditsBack: { meals: number };
    amountDue: number;
    stillComing?: readonly MealStillComing[];
  },
  to: 'customer' | 'admin' = 'customer',
): string[] {
  const coming = stillComingLine(outcome.stillComing ?? [], to);
  const first = coming ? [coming] : [];
  const words =
    to === 'customer'
      ? {
          method: 'your original payment method',
          spent: 'you spent',
          back: 'you',
          keep: 'you keep',
        }
      : {
          method: 'the customer’s original payment method',
          spent: 'the customer spent',
          back: 'the customer',
          keep: 'the customer keeps',
        };
  const customer = to === 'customer';
  const due =
    outcome.amountDue > 0
      ? [
          customer
            ? fill(C.cashDue, { amount: rupees(outcome.amountDue) })
            : `${rupees(outcome.amountDue)} stays due in cash, only for the meals ${words.keep} (delivered or already being prepared); the cancelled meals are not charged.`,
        ]
      : [];
  if (outcome.rule === 'trial') return [...first, CANCEL_MSG.trialRule, ...due];
  const lines: string[] = [...first];
  if (outcome.refund > 0) {
    lines.push(
      customer
        ? fill(C.willBeRefunded, { amount: rupees(outcome.refund) })
        : `${rupees(outcome.refund)} will be refunded to ${words.method} in ${EXPECTED}.`,
    );
  }
  const n = outcome.credits.length;
  if (n > 0) {
    lines.push(
      creditsSentence(
        n,
        outcome.credits.reduce((sum, c) => sum + c.value, 0),
      ),
    );
  }
  const back = outcome.creditsBack.meals;
  if (back > 0) {
    lines.push(
      customer
        ? fill(C.creditsBack, { back })
        : `The ${back} meal ${back === 1 ? 'credit' : 'credits'} ${words.spent} on this order ${back === 1 ? 'comes' : 'come'} back to ${words.back}.`,
    );
  }
  if (outcome.rule === 'before-start' && outcome.refund === 0 && back === 0) {
    lines.push(CANCEL_MSG.nothingDue);
  }
  lines.push(...due);
  if (outcome.rule === 'after-start' && n === 0 && outcome.amountDue === 0) {
    lines.push(CANCEL_MSG.nothingLeftToCancel);
  }
  return lines;
}

/** The delete confirmation's sentences with values, as ICU templates (decision 190). */
export const CLOSING_TEMPLATES = {
  plansEnd:
    '{plans, plural, one {Your active plan ends} other {Your # active plans end}}: {cancelled, plural, one {# meal is} other {# meals are}} cancelled.',
  plansEndStillDelivered:
    '{plans, plural, one {Your active plan ends} other {Your # active plans end}}: {cancelled, plural, one {# meal is} other {# meals are}} cancelled. {still, plural, one {# meal already being prepared is} other {# meals already being prepared are}} still delivered.',
  refunded: `{amount} is refunded to your original payment method in ${EXPECTED}, for plans that had not started.`,
  cashDue:
    '{amount} stays due in cash, only for the meals you keep (delivered or already being prepared).',
  forfeited:
    '{meals, plural, one {{value} of meal credits (1 meal) is forfeited: credits cannot be paid out or used without an account.} other {{value} of meal credits (# meals) are forfeited: credits cannot be paid out or used without an account.}}',
  includesFromPlans:
    'This includes {value} ({meals, plural, one {# meal} other {# meals}}) that ending your plans gives as meal credits under our refund policy.',
} as const;

export const CLOSING_MSG = {
  startedNotRefunded:
    'Plans already started (and trials) are not refunded in money, as our refund policy says.',
  noCreditsLost: 'No meal credits are lost.',
} as const;

/**
 * The delete confirmation's sentences for the server's figures (`accountClosing`), to the rupee:
 * the plans that end, the money refunded or still due, and the credits forfeited.
 */
export function accountClosingLines(closing: AccountClosing): string[] {
  const T = CLOSING_TEMPLATES;
  const lines: string[] = [];
  if (closing.plans > 0) {
    const values = { plans: closing.plans, cancelled: closing.mealsCancelled };
    lines.push(
      closing.stillDelivered > 0
        ? fill(T.plansEndStillDelivered, { ...values, still: closing.stillDelivered })
        : fill(T.plansEnd, values),
    );
  }
  if (closing.refund > 0) lines.push(fill(T.refunded, { amount: rupees(closing.refund) }));
  if (closing.started > 0) lines.push(CLOSING_MSG.startedNotRefunded);
  if (closing.amountDue > 0) lines.push(fill(T.cashDue, { amount: rupees(closing.amountDue) }));
  const lost = closing.forfeited;
  if (lost.meals > 0) {
    lines.push(fill(T.forfeited, { meals: lost.meals, value: rupees(lost.value) }));
    const from = closing.fromPlans;
    if (from.meals > 0) {
      lines.push(fill(T.includesFromPlans, { meals: from.meals, value: rupees(from.value) }));
    }
  } else {
    lines.push(CLOSING_MSG.noCreditsLost);
  }
  return lines;
}
