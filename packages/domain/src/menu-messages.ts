// What the admin menu planner and the public menu say (issue 26 point 3): the server answers with
// these sentences and the planner shows them as they come.
import { dishUnusableMessage } from './dish-messages.ts';
import { formatIndiaDate, formatIndiaDateTime } from './india-format.ts';
import { MAX_ALTERNATIVES, MAX_ROTATION_WEEKS } from './menu-rotation.ts';

/** The longest range one menu read answers: a month. */
export const MAX_MENU_RANGE_DAYS = 31;

/** The longest reason a late menu change may give; it is quoted to every customer affected. */
export const MENU_REASON_MAX = 300;

export const MENU_MSG = {
  invalidPlan: 'Choose one of the plans on sale, by its name (for example High Protein).',
  invalidMealOption: 'Choose the Veg or the Non-Veg menu.',
  invalidSlot: 'Choose the Lunch or the Dinner menu.',
  invalidDate: 'Give the date as YYYY-MM-DD.',
  invalidFrom: 'Give the first date as YYYY-MM-DD.',
  invalidTo: 'Give the last date as YYYY-MM-DD.',
  rangeBackwards: 'The last date must be on or after the first.',
  rangeTooLong: `Ask for at most ${MAX_MENU_RANGE_DAYS} days of menu at a time.`,
  invalidDish: 'Choose the day’s dish from the catalogue.',
  invalidAlternatives: 'Alternatives must be a list of dishes from the catalogue.',
  tooManyAlternatives: `A day may offer at most ${MAX_ALTERNATIVES} alternatives.`,
  duplicateAlternative: 'Each alternative may be offered once.',
  defaultAmongAlternatives: 'The day’s dish cannot also be one of its alternatives.',
  unknownDish: 'One of the chosen dishes is not in the catalogue.',
  dateInPast: 'That date has passed: its menu stays as it was served.',
  reasonTooLong: `Keep the reason under ${MENU_REASON_MAX} characters: every customer affected reads it.`,
  invalidWeeks: `A rotation runs for 1 to ${MAX_ROTATION_WEEKS} weeks.`,
  invalidRotationDays:
    'Give each week of the rotation as 7 days, Monday to Sunday, each a dish with its alternatives or left empty.',
  rotationWeeksMismatch: 'Give exactly one row of 7 days for each week of the rotation.',
  emptyRotation: 'Put a dish on at least one day of the rotation.',
  invalidStartDate: 'Give the rotation’s first date as YYYY-MM-DD.',
  notAMonday: 'Copy a week by its Monday.',
  invalidReplace: 'Say whether dates set by hand are replaced: true or false.',
  invalidEggFriendly: 'Say whether the plan’s Veg menu may serve egg dishes: true or false.',
  menuSaved: 'Menu saved.',
  menuCleared: 'The date serves its rotation again.',
  rotationSaved: 'Rotation saved.',
  nothingToClear: 'That date has no menu of its own to clear; it already serves its rotation.',
  eggFriendlySaved: 'Saved.',
} as const;

/** A dish the catalogue keeps for history but no menu may offer any more (one sentence, dish-messages.ts). */
export function dishRetiredMessage(name: string): string {
  return dishUnusableMessage({ name, available: true, retired: true }) ?? '';
}

/** A dish the operator marked unavailable: it stays where planned but cannot be added. */
export function dishUnavailableMessage(name: string): string {
  return dishUnusableMessage({ name, available: false, retired: false }) ?? '';
}

/** A change to a date whose cut-off has passed, sent without a reason. */
export function menuReasonNeededMessage(date: string, slot: string, cutOff: Date): string {
  return `Changes to ${slot.toLowerCase()} on ${formatIndiaDate(date)} closed at ${formatIndiaDateTime(cutOff)}. Give a reason: the customers whose meal changes are told the new dish and why.`;
}

/** Today's meals of a slot whose delivery window has opened. */
export function menuOutForDeliveryMessage(date: string, slot: string): string {
  return `${slot} on ${formatIndiaDate(date)} is already out for delivery: its menu stays as served.`;
}

/** A rotation saved from a date the kitchen already prepares for. */
export function rotationStartTooEarlyMessage(firstOpen: string): string {
  return `A rotation can take over from ${formatIndiaDate(firstOpen)} at the earliest: the meals before it are past their cut-off. Change an earlier date on its own, with a reason.`;
}

/** "Copy last week" onto a week whose every date is past its cut-off. */
export function copyWeekClosedMessage(monday: string): string {
  return `Every date of the week from ${formatIndiaDate(monday)} is past its cut-off. Change a date on its own, with a reason.`;
}

/** A week copied from one whose menu is empty. */
export function copyWeekEmptyMessage(monday: string): string {
  return `The week from ${formatIndiaDate(monday)} has no menu to copy.`;
}

/** A plan unmarked egg-friendly while its Veg menu still serves an egg dish. */
export function eggStillOnMenuMessage(
  planName: string,
  dishName: string,
  where: { date: string } | { rotationFrom: string },
): string {
  const on =
    'date' in where
      ? `on ${formatIndiaDate(where.date)}`
      : `in the rotation from ${formatIndiaDate(where.rotationFrom)}`;
  return `The ${planName} Veg menu still serves ${dishName} ${on}. Replace its egg dishes before unmarking the plan.`;
}
