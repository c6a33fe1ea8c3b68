import { DEFAULT_PLAN_PAGE_DURATION } from '@fitthali/domain/durations';
import { DEFAULT_SLOT, type Slot } from '@fitthali/domain/plans';
import { choicesReducer, type OrderChoices } from './order-choices';
import { parseChoices } from './order-draft';
import { ORDER_FIELDS } from './order-fields';

/**
 * The choices a plan page's form sent in the confirm page's address, or null when it names no
 * plan or anything in it is not a value the form offers. A trial fills its three days from
 * `trialStart(slot)`, as the Trial button does on the page.
 */
export function choicesFromQuery(
  params: URLSearchParams,
  trialStart: (slot: Slot) => string,
): OrderChoices | null {
  if (!params.has(ORDER_FIELDS.plan)) return null;
  const dayMode = params.get(ORDER_FIELDS.dayMode) ?? 'all';
  const choices = parseChoices({
    planId: params.get(ORDER_FIELDS.plan),
    mealOption: params.get(ORDER_FIELDS.mealOption) ?? 'Veg',
    slot: params.get(ORDER_FIELDS.slot) ?? DEFAULT_SLOT,
    duration: Number(params.get(ORDER_FIELDS.duration) ?? DEFAULT_PLAN_PAGE_DURATION),
    dayMode,
    customDays: dayMode === 'custom' ? params.getAll(ORDER_FIELDS.day).map(Number) : [],
    trial: false,
  });
  if (!choices?.planId) return null;
  if (!params.has(ORDER_FIELDS.trial)) return choices;
  return choicesReducer(choices, { type: 'trial', startDate: trialStart(choices.slot) });
}
