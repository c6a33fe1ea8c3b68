import { z } from 'zod';
import { API_MSG } from '../api-messages.ts';
import {
  DISH_CALORIES_MAX,
  DISH_DESCRIPTION_MAX,
  DISH_GRAMS_MAX,
  DISH_MSG,
  DISH_NAME_MAX,
  DISH_NAME_MIN,
  DISH_ODIA_DESCRIPTION_MAX,
  DISH_ODIA_NAME_MAX,
  unknownAllergenMessage,
  unknownTagMessage,
} from '../dish-messages.ts';
import { hasOdiaScript } from '../dish-words.ts';
import {
  ALLERGENS,
  type Allergen,
  DIETS,
  DISH_TAGS,
  type DishTag,
  isAllergen,
  isDishTag,
} from '../dishes.ts';
import { text } from './fields.ts';
import { uuidOrNotFound } from './ids.ts';
import { bodyFields } from './request-body.ts';

/** Spaces inside a name collapse to one, so "Dal  tadka" and "Dal tadka" are one name. */
const dishName = text(DISH_MSG.nameRequired)
  .max(DISH_NAME_MAX * 4, { error: DISH_MSG.nameRequired, abort: true })
  .transform((name) => name.trim().replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(DISH_NAME_MIN, { error: DISH_MSG.nameRequired })
      .max(DISH_NAME_MAX, { error: DISH_MSG.nameRequired }),
  );

const description = text(DISH_MSG.invalidDescription)
  .trim()
  .max(DISH_DESCRIPTION_MAX, { error: DISH_MSG.descriptionTooLong });

/**
 * An Odia twin of the name or the description (issue 27): optional, and empty (or null) means
 * "none", so the English is shown; written, it must be in Odia script, so an English name pasted
 * into the Odia box is caught. Spaces are tidied as the English name's are.
 */
function odiaText(invalid: string, max: number, tooLong: string, notOdia: string) {
  return z
    .union([text(invalid), z.null()], { error: invalid })
    .transform((value) => (value ?? '').trim().replace(/\s+/g, ' '))
    .pipe(
      z
        .string()
        .max(max, { error: tooLong, abort: true })
        .refine((value) => value === '' || hasOdiaScript(value), { error: notOdia }),
    )
    .transform((value) => (value === '' ? null : value));
}

const nameOr = odiaText(
  DISH_MSG.invalidNameOr,
  DISH_ODIA_NAME_MAX,
  DISH_MSG.nameOrTooLong,
  DISH_MSG.nameOrNotOdia,
);
const descriptionOr = odiaText(
  DISH_MSG.invalidDescriptionOr,
  DISH_ODIA_DESCRIPTION_MAX,
  DISH_MSG.descriptionOrTooLong,
  DISH_MSG.descriptionOrNotOdia,
);

const diet = z.enum(DIETS, { error: DISH_MSG.invalidDiet });

/** A whole number from 0 to `max`: kcal for calories, grams for the rest, per serving. */
const amount = (max: number, message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(0, { error: message })
    .max(max, { error: message });

const NUTRITION = {
  calories: amount(DISH_CALORIES_MAX, DISH_MSG.invalidCalories),
  protein: amount(DISH_GRAMS_MAX, DISH_MSG.invalidProtein),
  carbs: amount(DISH_GRAMS_MAX, DISH_MSG.invalidCarbs),
  fat: amount(DISH_GRAMS_MAX, DISH_MSG.invalidFat),
  fibre: amount(DISH_GRAMS_MAX, DISH_MSG.invalidFibre),
};

/**
 * A list of known keys, each named in the refusal when unknown; kept once each, in the catalogue's
 * own order, so the same dish always stores (and labels) the same list.
 */
function keyList<K extends string>(
  keys: readonly K[],
  isKey: (value: unknown) => value is K,
  required: string,
  unknown: (value: unknown) => string,
) {
  return z
    .array(z.unknown(), { error: required })
    .max(keys.length * 4, { error: required })
    .superRefine((values, ctx) => {
      const wrong = values.findIndex((value) => !isKey(value));
      if (wrong >= 0) ctx.addIssue({ code: 'custom', message: unknown(values[wrong]) });
    })
    .transform((values) => keys.filter((key) => values.includes(key)));
}

const allergens = keyList<Allergen>(
  ALLERGENS,
  isAllergen,
  DISH_MSG.allergensRequired,
  unknownAllergenMessage,
);
const tags = keyList<DishTag>(DISH_TAGS, isDishTag, DISH_MSG.tagsRequired, unknownTagMessage);
const available = z.boolean({ error: DISH_MSG.invalidAvailable });

/**
 * POST /api/admin/dishes: a whole dish. Nutrition and the allergen list are required (an empty
 * list says "none"): a new dish is never put on a menu with its allergens left to a default.
 */
export const newDishBody = bodyFields({
  name: dishName,
  description: description.optional().transform((value) => value ?? ''),
  nameOr: nameOr.optional().transform((value) => value ?? null),
  descriptionOr: descriptionOr.optional().transform((value) => value ?? null),
  diet,
  ...NUTRITION,
  allergens,
  tags,
  available: available.optional().transform((value) => value ?? true),
});
export type NewDish = z.output<typeof newDishBody>;

/** PUT /api/admin/dishes/{id}: only the fields sent change, and at least one must be sent. */
export const dishChangeBody = bodyFields({
  name: dishName.optional(),
  description: description.optional(),
  nameOr: nameOr.optional(),
  descriptionOr: descriptionOr.optional(),
  diet: diet.optional(),
  calories: NUTRITION.calories.optional(),
  protein: NUTRITION.protein.optional(),
  carbs: NUTRITION.carbs.optional(),
  fat: NUTRITION.fat.optional(),
  fibre: NUTRITION.fibre.optional(),
  allergens: allergens.optional(),
  tags: tags.optional(),
  available: available.optional(),
}).refine((change) => Object.values(change).some((value) => value !== undefined), {
  error: API_MSG.nothingToChange,
});
export type DishChange = z.output<typeof dishChangeBody>;

/** A dish's id in a path: a malformed one is answered like an unknown one (404). */
export const dishParams = z.object({ id: uuidOrNotFound(DISH_MSG.dishNotFound) });
