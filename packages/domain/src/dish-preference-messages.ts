// What the server and the screens say about dietary preferences (issue 26 point 5): refusals, the
// profile's outcome after a save, the confirm page's warning and the conflict notice. One
// catalogue, so the profile's sentence reads like the message the customer is sent.
import { avoidsPhrase, type PreferenceWarning } from './dish-preferences.ts';
import { AVOIDABLES, type Avoidable } from './dishes.ts';
import { fill } from './i18n/fill.ts';
import { formatIndiaDate } from './india-format.ts';
import type { KitchenSlot } from './plans.ts';

const shown = (value: string) => (value.length > 40 ? `${value.slice(0, 40)}…` : value);

export const PREFS_MSG = {
  avoidsNotAList: 'avoids must be a list of what you avoid, for example ["eggs", "onion-garlic"].',
  tooManyAvoids: 'avoids lists more entries than there are things to avoid.',
  unknownAvoid: (key: string) =>
    `"${shown(key)}" is not something we can leave out. Choose from: ${AVOIDABLES.join(', ')}.`,
  planRequired: 'plan must be the name of one of our plans, for example High Protein.',
  unknownPlan: (plan: string) =>
    `We have no plan called "${shown(plan)}". Use a plan's name as the plans list gives it.`,
  mealOptionRequired: 'mealOption must be Veg or Non-Veg.',
  slotRequired: 'slot must be Lunch, Dinner or Lunch + Dinner.',
  startDateRequired: 'startDate must be a calendar date (YYYY-MM-DD).',
  saveFailed: 'We could not save your preferences. Please try again.',
  savedNoChange: 'Preferences saved. None of your upcoming meals needed a change.',
} as const;

/** One meal as the messages name it. */
export interface ConflictedMeal {
  date: string;
  slot: KitchenSlot;
  dishName: string;
  conflicts: readonly Avoidable[];
}

/** 'Lunch on Thu, 3 Dec: Egg bhurji holds egg, and nothing on that day's menu is free of it.' */
export function conflictLine(meal: ConflictedMeal): string {
  return fill(PREFS_TEMPLATES.conflict, {
    slot: meal.slot,
    date: formatIndiaDate(meal.date),
    dish: meal.dishName,
    avoids: avoidsPhrase(meal.conflicts),
  });
}

/**
 * The profile's answer to a save: '2 meals switched to a fitting dish; 1 meal on Thu, 3 Dec holds
 * egg and nothing on that day fits — we've told the kitchen.'
 */
export function preferenceOutcomeMessage(outcome: PreferenceOutcome): string {
  const clauses = preferenceOutcomeClauses(outcome);
  if (clauses.length === 0) return PREFS_MSG.savedNoChange;
  const sentence = clauses.join('; ');
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}

export interface PreferenceOutcome {
  switched: number;
  restored: number;
  conflicts: readonly ConflictedMeal[];
  /** Meals past their cut-off whose dish holds what the customer now avoids. */
  tooLate?: number;
}

/**
 * The outcome's clauses, each a whole template (decision 271): the profile's answer lists them
 * with semicolons, the way a person lists what happened, in English and in Odia alike.
 */
export function preferenceOutcomeClauses(outcome: PreferenceOutcome): string[] {
  const clauses: string[] = [];
  if (outcome.switched > 0) {
    clauses.push(fill(PREFS_NOTICE_TEMPLATES.outcomeSwitched, { count: outcome.switched }));
  }
  if (outcome.restored > 0) {
    clauses.push(fill(PREFS_NOTICE_TEMPLATES.outcomeRestored, { count: outcome.restored }));
  }
  const [only] = outcome.conflicts;
  if (outcome.conflicts.length === 1 && only) {
    clauses.push(
      fill(PREFS_NOTICE_TEMPLATES.outcomeConflictOne, {
        date: formatIndiaDate(only.date),
        avoids: avoidsPhrase(only.conflicts),
      }),
    );
  } else if (outcome.conflicts.length > 1) {
    clauses.push(
      fill(PREFS_NOTICE_TEMPLATES.outcomeConflicts, { count: outcome.conflicts.length }),
    );
  }
  const tooLate = outcome.tooLate ?? 0;
  if (tooLate > 0) clauses.push(fill(PREFS_NOTICE_TEMPLATES.outcomeTooLate, { count: tooLate }));
  return clauses;
}

/** The confirm page's and the conflict notice's sentences with values (decision 190). */
export const PREFS_TEMPLATES = {
  warningPick: "{slot} on {date}: {dish} holds {avoids} — we'll pick {pick} for you.",
  warningNothingFits:
    "{slot} on {date}: {dish} holds {avoids} and nothing that day fits. We'll tell the kitchen; you can skip that meal or contact us.",
  conflict:
    "{slot} on {date}: {dish} holds {avoids}, and nothing on that day's menu is free of it.",
} as const;

/**
 * The server's sentences with values about preferences: the save's outcome clauses, the conflict
 * notice's meal list and choices (decision 271). Apart from PREFS_TEMPLATES so the pages that
 * import the confirm page's warnings do not carry them.
 */
export const PREFS_NOTICE_TEMPLATES = {
  // The profile's answer to a save, clause by clause (lower case: a list's first letter is raised).
  outcomeSwitched: '{count, plural, one {# meal} other {# meals}} switched to a fitting dish',
  outcomeRestored: "{count, plural, one {# meal is} other {# meals are}} back to the day's dish",
  outcomeConflictOne:
    "1 meal on {date} holds {avoids} and nothing on that day fits — we've told the kitchen",
  outcomeConflicts:
    "{count} meals hold what you avoid and nothing on their days fits — we've told the kitchen",
  outcomeTooLate:
    '{count, plural, one {# meal already being prepared holds what you avoid — contact us if you cannot eat it} other {# meals already being prepared hold what you avoid — contact us if you cannot eat them}}',
  // The conflict notice's list of meals (a WhatsApp parameter: one line).
  conflictMeal: '{slot} on {date}: {dish} ({avoids})',
  conflictMealsMore: '{list}; and {count, plural, one {# more meal} other {# more meals}}',
  // What the customer can do about meals in conflict, before and after their cut-off.
  choicesClosedOne: 'Changes closed at {cutOff}. Contact us if you cannot eat it.',
  choicesClosedMany: 'Changes closed at {cutOff}. Contact us if you cannot eat them.',
  choicesOpenOneSwap:
    'Until {cutOff} you can swap it for another dish of the day, skip it (the meal moves to the end of your plan) or contact us.',
  choicesOpenOne:
    'Until {cutOff} you can skip it (the meal moves to the end of your plan) or contact us.',
  choicesOpenManySwap:
    "Until each meal's cut-off (the first is {cutOff}) you can swap them for another dish of the day, skip them (the meal moves to the end of your plan) or contact us.",
  choicesOpenMany:
    "Until each meal's cut-off (the first is {cutOff}) you can skip them (the meal moves to the end of your plan) or contact us.",
} as const;

/** The confirm page's line for one day: what will be picked, or that nothing fits. */
export function warningLine(warning: PreferenceWarning): string {
  const values = {
    slot: warning.slot,
    date: formatIndiaDate(warning.date),
    dish: warning.dish.name,
    avoids: avoidsPhrase(warning.conflicts),
  };
  return warning.pick
    ? fill(PREFS_TEMPLATES.warningPick, { ...values, pick: warning.pick.name })
    : fill(PREFS_TEMPLATES.warningNothingFits, values);
}

/** The most meals a conflict notice names one by one; the plan page lists the rest. */
export const NOTICE_MEALS_LISTED = 5;

/**
 * The meals of a conflict notice on one line (a WhatsApp parameter holds no line breaks):
 * 'Lunch on Thu, 3 Dec: Egg bhurji (egg); Dinner on Fri, 4 Dec: Prawn curry (crustaceans)', the
 * first few, then how many more.
 */
export function conflictMealsList(meals: readonly ConflictedMeal[]): string {
  const listed = meals.slice(0, NOTICE_MEALS_LISTED).map((meal) =>
    fill(PREFS_NOTICE_TEMPLATES.conflictMeal, {
      slot: meal.slot,
      date: formatIndiaDate(meal.date),
      dish: meal.dishName,
      avoids: avoidsPhrase(meal.conflicts),
    }),
  );
  const more = meals.length - listed.length;
  const list = listed.join('; ');
  return more > 0 ? fill(PREFS_NOTICE_TEMPLATES.conflictMealsMore, { list, count: more }) : list;
}

/**
 * What the customer can do about a meal in conflict: before its cut-off, swap (when the day offers
 * another dish), skip or contact us; after it, only contact us.
 */
export function conflictChoicesLine(options: {
  count: number;
  open: boolean;
  canSwap: boolean;
  cutOff: string;
}): string {
  const one = options.count === 1;
  const template = !options.open
    ? one
      ? PREFS_NOTICE_TEMPLATES.choicesClosedOne
      : PREFS_NOTICE_TEMPLATES.choicesClosedMany
    : one
      ? options.canSwap
        ? PREFS_NOTICE_TEMPLATES.choicesOpenOneSwap
        : PREFS_NOTICE_TEMPLATES.choicesOpenOne
      : options.canSwap
        ? PREFS_NOTICE_TEMPLATES.choicesOpenManySwap
        : PREFS_NOTICE_TEMPLATES.choicesOpenMany;
  return fill(template, { cutOff: options.cutOff });
}
