import { z } from 'zod';
import { isIsoDate } from '../dates.ts';
import { menuChoiceProblem } from '../menu-choice.ts';
import { MENU_MSG, MENU_REASON_MAX } from '../menu-messages.ts';
import { MAX_ALTERNATIVES, MAX_ROTATION_WEEKS } from '../menu-rotation.ts';
import { findPlan } from '../plan-lookup.ts';
import { KITCHEN_SLOTS, MEAL_OPTIONS, type PlanId } from '../plans.ts';
import { text } from './fields.ts';
import { uuid } from './ids.ts';
import { bodyFields } from './request-body.ts';

// The admin menu API and the public menu (issue 26 point 3): one schema per request, each field
// with its own sentence.

/** A plan by its name as GET /api/plans spells it (or an alias the domain knows), as its id. */
const plan = z.unknown().transform((value, ctx): PlanId => {
  const found = typeof value === 'string' ? findPlan(value) : undefined;
  if (!found) {
    ctx.addIssue({ code: 'custom', message: MENU_MSG.invalidPlan });
    return z.NEVER;
  }
  return found.id;
});

const mealOption = z.enum(MEAL_OPTIONS, { error: MENU_MSG.invalidMealOption });
const slot = z.enum(KITCHEN_SLOTS, { error: MENU_MSG.invalidSlot });
const calendarDate = (message: string) =>
  z.string({ error: message }).refine(isIsoDate, { error: message });

/** Absent and empty both mean "not given", as a form with nothing picked sends it. */
const unlessEmpty = (value: unknown) => (value === '' ? undefined : value);
const optionalDate = (message: string) =>
  z.preprocess(unlessEmpty, calendarDate(message).optional());

/** A late change's reason: quoted to the customers affected, so plain text and short. */
const reason = z.preprocess(
  (value) => (value === null ? undefined : value),
  text(MENU_MSG.reasonTooLong)
    .trim()
    .max(MENU_REASON_MAX, { error: MENU_MSG.reasonTooLong })
    .optional(),
);

/** A day's default dish and its alternatives (at most three, none twice, not the default). */
const choiceFields = {
  dishId: uuid(MENU_MSG.invalidDish),
  alternatives: z
    .array(uuid(MENU_MSG.invalidAlternatives), { error: MENU_MSG.invalidAlternatives })
    .max(MAX_ALTERNATIVES, { error: MENU_MSG.tooManyAlternatives })
    .optional()
    .transform((list) => list ?? []),
};

function checkChoice(choice: { dishId: string; alternatives: string[] }, ctx: z.RefinementCtx) {
  const problem = menuChoiceProblem(choice);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
}

const menuChoice = z
  .object(choiceFields, { error: MENU_MSG.invalidRotationDays })
  .superRefine(checkChoice);

const menuKey = { plan, mealOption, slot };

/** PUT /api/admin/menu: one date of one menu. */
export const menuDayBody = bodyFields({
  ...menuKey,
  date: calendarDate(MENU_MSG.invalidDate),
  ...choiceFields,
  reason,
}).superRefine(checkChoice);

/** DELETE /api/admin/menu: one date back to its rotation. */
export const menuDayClearBody = bodyFields({
  ...menuKey,
  date: calendarDate(MENU_MSG.invalidDate),
  reason,
});

/**
 * PUT /api/admin/menu/rotation: `days` is one row per week, each 7 cells Monday to Sunday (the
 * kitchen's week; stored Sunday first as `Date` counts, menu-choice.ts), a cell a dish with its
 * alternatives or null for a day left to the chef.
 */
export const rotationBody = bodyFields({
  ...menuKey,
  startDate: calendarDate(MENU_MSG.invalidStartDate),
  weeks: z
    .number({ error: MENU_MSG.invalidWeeks })
    .int({ error: MENU_MSG.invalidWeeks })
    .min(1, { error: MENU_MSG.invalidWeeks })
    .max(MAX_ROTATION_WEEKS, { error: MENU_MSG.invalidWeeks }),
  days: z
    .array(
      z
        .array(menuChoice.nullable(), { error: MENU_MSG.invalidRotationDays })
        .length(7, { error: MENU_MSG.invalidRotationDays }),
      { error: MENU_MSG.invalidRotationDays },
    )
    .min(1, { error: MENU_MSG.invalidRotationDays })
    .max(MAX_ROTATION_WEEKS, { error: MENU_MSG.invalidRotationDays }),
}).superRefine((body, ctx) => {
  if (body.days.length !== body.weeks) {
    ctx.addIssue({ code: 'custom', message: MENU_MSG.rotationWeeksMismatch });
  } else if (body.days.every((week) => week.every((cell) => cell === null))) {
    ctx.addIssue({ code: 'custom', message: MENU_MSG.emptyRotation });
  }
});

/** POST /api/admin/menu/copy-week: a week's menu (from its Monday) onto the week after. */
export const copyWeekBody = bodyFields({
  ...menuKey,
  fromMonday: calendarDate(MENU_MSG.notAMonday).refine(
    (date) => new Date(`${date}T00:00:00Z`).getUTCDay() === 1,
    { error: MENU_MSG.notAMonday },
  ),
  /** Also replace the dates of the next week the operator set by hand. */
  replaceOverrides: z
    .boolean({ error: MENU_MSG.invalidReplace })
    .optional()
    .transform((value) => value ?? false),
});

/** GET /api/admin/menu/rotations: one menu's rotations. */
export const rotationsQuery = z.object(menuKey);

/** GET /api/admin/menu: one menu's dates for the planner (the current week unless asked). */
export const adminMenuQuery = z.object({
  ...menuKey,
  from: optionalDate(MENU_MSG.invalidFrom),
  to: optionalDate(MENU_MSG.invalidTo),
});

/** GET /api/menu (public): a plan's Veg or Non-Veg menu, both slots, the current week unless asked. */
export const publicMenuQuery = z.object({
  plan,
  mealOption,
  from: optionalDate(MENU_MSG.invalidFrom),
  to: optionalDate(MENU_MSG.invalidTo),
});

/** PUT /api/admin/plans/:planId/egg-friendly. */
export const eggFriendlyBody = bodyFields({
  eggFriendly: z.boolean({ error: MENU_MSG.invalidEggFriendly }),
});
