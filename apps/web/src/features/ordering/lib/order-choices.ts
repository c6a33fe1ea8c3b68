import { consecutiveWeekdays } from '@fitthali/domain/delivery-dates';
import {
  DEFAULT_PLAN_PAGE_DURATION,
  type DurationDays,
  durationForCustomDayCount,
  TRIAL_DURATION,
} from '@fitthali/domain/durations';
import { DEFAULT_SLOT, type MealOption, type PlanId, type Slot } from '@fitthali/domain/plans';
import {
  MONDAY_FIRST_INDEXES,
  parseWeekday,
  sortMondayFirst,
  type Weekday,
  weekdayName,
} from '@fitthali/domain/weekdays';

/** '7 days a week', or only the weekdays the customer picks (SPEC §2.10). */
export type DayMode = 'all' | 'custom';

/**
 * What a customer chooses on a plan page and can change again on the confirm page. Weekdays are
 * JavaScript day numbers (0 = Sunday).
 */
export type OrderChoices = {
  planId: PlanId | null;
  mealOption: MealOption;
  slot: Slot;
  duration: DurationDays;
  dayMode: DayMode;
  customDays: number[];
  /**
   * The 3 day trial's days were filled in for the customer (3 consecutive weekdays from the start
   * date), so they follow the start date when it changes.
   */
  trial: boolean;
};

export function defaultChoices(
  planId: PlanId | null,
  duration: DurationDays = DEFAULT_PLAN_PAGE_DURATION,
): OrderChoices {
  return {
    planId,
    mealOption: 'Veg',
    slot: DEFAULT_SLOT,
    duration,
    dayMode: 'all',
    customDays: [],
    trial: false,
  };
}

export type ChoiceAction =
  | { type: 'mealOption'; value: MealOption }
  | { type: 'slot'; value: Slot }
  /** A trial needs its start date (its days are the 3 weekdays from it); others do not. */
  | { type: 'duration'; value: DurationDays; startDate?: string }
  | { type: 'dayMode'; value: DayMode }
  | { type: 'toggleDay'; day: number }
  | { type: 'startDate'; startDate: string }
  | { type: 'trial'; startDate: string }
  | { type: 'plan'; planId: PlanId }
  | { type: 'replace'; value: OrderChoices };

function trialDays(startDate: string): number[] {
  return consecutiveWeekdays(startDate, TRIAL_DURATION)
    .map((name) => parseWeekday(name))
    .filter((day): day is number => day !== undefined);
}

/**
 * The rules of SPEC §4 'Plan page duration and days', the same on every plan page and on the
 * confirm page (docs/decisions.md: the Diabetic page follows them too):
 * - a 3 day duration (or the 3 day Trial button) switches to Custom and fills 3 consecutive
 *   weekdays starting at the start date's weekday;
 * - '7 days a week' clears the picked days;
 * - in Custom, picking 3, 5 or 7 days sets the duration to 3, 7 or 21 days.
 */
export function choicesReducer(state: OrderChoices, action: ChoiceAction): OrderChoices {
  switch (action.type) {
    case 'mealOption':
      return { ...state, mealOption: action.value };
    case 'slot':
      return { ...state, slot: action.value };
    case 'plan':
      return { ...state, planId: action.planId };
    case 'trial':
      return {
        ...state,
        duration: TRIAL_DURATION,
        dayMode: 'custom',
        customDays: trialDays(action.startDate),
        trial: true,
      };
    case 'duration': {
      if (action.value === TRIAL_DURATION) {
        return action.startDate
          ? choicesReducer(state, { type: 'trial', startDate: action.startDate })
          : state;
      }
      // Leaving the trial drops the three days it filled in, rather than keeping a choice the
      // customer never made.
      if (state.trial) {
        return { ...state, duration: action.value, dayMode: 'all', customDays: [], trial: false };
      }
      return { ...state, duration: action.value };
    }
    case 'dayMode': {
      if (action.value === 'custom') return { ...state, dayMode: 'custom' };
      // Every day of the week cannot be a 3 day trial, which needs exactly 3 weekdays.
      const duration =
        state.duration === TRIAL_DURATION ? DEFAULT_PLAN_PAGE_DURATION : state.duration;
      return { ...state, dayMode: 'all', customDays: [], trial: false, duration };
    }
    case 'toggleDay': {
      const has = state.customDays.includes(action.day);
      const customDays = sortMondayFirst(
        has ? state.customDays.filter((d) => d !== action.day) : [...state.customDays, action.day],
      );
      const mapped = durationForCustomDayCount(customDays.length);
      return {
        ...state,
        dayMode: 'custom',
        customDays,
        duration: mapped ?? state.duration,
        trial: false,
      };
    }
    case 'startDate':
      return state.trial ? { ...state, customDays: trialDays(action.startDate) } : state;
    case 'replace':
      return action.value;
  }
}

/** The weekdays meals come on: all seven, or the picked ones; Monday first. */
export function selectedWeekdays(choices: OrderChoices): Weekday[] {
  const days =
    choices.dayMode === 'all' ? MONDAY_FIRST_INDEXES : sortMondayFirst(choices.customDays);
  return days.map(weekdayName);
}

/** 'Every day' or 'Mon, Wed, Fri'. */
export function weekdaysText(choices: OrderChoices): string {
  if (choices.dayMode === 'all') return 'Every day';
  const names = selectedWeekdays(choices);
  return names.length === 0 ? 'No days picked' : names.map((n) => n.slice(0, 3)).join(', ');
}
