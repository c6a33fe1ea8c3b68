// What the plan pages' order form says while a visitor chooses a plan, days and a coupon (SPEC §5,
// §8), and what the server says when the same checks fail. Kept apart from MSG, which spreads it
// in, so a prerendered plan page does not load every sentence the app has (decision 72).
import { fill } from './i18n/fill.ts';

export const ORDER_MSG = {
  invalidPlan: 'Please choose a meal plan.',
  invalidStartDate: 'Please choose a valid start date.',
  startDateInPast: 'The start date cannot be in the past. Please choose today or a later date.',
  startDateTooFar: 'Please choose a start date within the next 60 days.',
  trialAlreadyUsed:
    'You have already had your 3 day trial (one per phone number). Please choose a 7, 21 or 28 day plan.',
  invalidCoupon: 'Invalid coupon code',
} as const;

/** The order form's sentences with values, as ICU templates: the msgid of their translation. */
export const ORDER_TEMPLATES = {
  dayCountMismatch: 'You selected {selected} days but plan requires {required} days',
  startDateTooSoon:
    "The kitchen needs {noticeHours} hours' notice before the first meal. The earliest start date now is {day}.",
  weekdaysCannotFit:
    'Your chosen days cannot fit {days} deliveries within 60 days. Please choose more days of the week.',
} as const;

/** SPEC §5: the picked weekdays must number as many as the plan's days. */
export function dayCountMismatchMessage(selected: number, required: number): string {
  return fill(ORDER_TEMPLATES.dayCountMismatch, { selected, required });
}

/** The chosen weekdays must fit the plan's deliveries inside the 60-day scan (§5). */
const noticeDate = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: '2-digit',
  month: 'short',
  timeZone: 'UTC',
});

/** A start date inside the kitchen's notice period: says the first day that still works. */
export function startDateTooSoonMessage(earliest: string, noticeHours: number): string {
  const day = noticeDate.format(new Date(`${earliest}T00:00:00Z`));
  return fill(ORDER_TEMPLATES.startDateTooSoon, { noticeHours, day });
}

export function weekdaysCannotFitMessage(days: number): string {
  return fill(ORDER_TEMPLATES.weekdaysCannotFit, { days });
}
