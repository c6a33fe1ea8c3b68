import type { Allergen, Diet, DishTag } from '@fitthali/domain/dishes';
import {
  type DishChange,
  dishChangeBody,
  type NewDish,
  newDishBody,
} from '@fitthali/domain/schemas/admin-dishes';
import { type ValidationResult, validate } from '@fitthali/domain/schemas/first-error';
import type { AdminDish } from '../api/dish-types';

export const NUTRIENTS = ['calories', 'protein', 'carbs', 'fat', 'fibre'] as const;
export type Nutrient = (typeof NUTRIENTS)[number];

export const NUTRIENT_LABELS: Readonly<Record<Nutrient, string>> = {
  calories: 'Calories (kcal)',
  protein: 'Protein (g)',
  carbs: 'Carbohydrate (g)',
  fat: 'Fat (g)',
  fibre: 'Fibre (g)',
};

/** The form as typed: numbers as the text in their boxes, so an empty box stays empty. */
export interface DishFormValues {
  name: string;
  description: string;
  /** The Odia twins (issue 27): empty shows the English on Odia pages. */
  nameOr: string;
  descriptionOr: string;
  diet: Diet;
  nutrition: Record<Nutrient, string>;
  allergens: Allergen[];
  tags: DishTag[];
  available: boolean;
}

export function formValuesOf(dish: AdminDish | null): DishFormValues {
  const number = (value: number | null | undefined) => (value == null ? '' : String(value));
  return {
    name: dish?.name ?? '',
    description: dish?.description ?? '',
    nameOr: dish?.nameOr ?? '',
    descriptionOr: dish?.descriptionOr ?? '',
    diet: dish?.diet ?? 'veg',
    nutrition: {
      calories: number(dish?.calories),
      protein: number(dish?.protein),
      carbs: number(dish?.carbs),
      fat: number(dish?.fat),
      fibre: number(dish?.fibre),
    },
    allergens: [...(dish?.allergens ?? [])],
    tags: [...(dish?.tags ?? [])],
    available: dish?.available ?? true,
  };
}

/** A box's text as the schema reads it: empty is absent, anything else a number (or NaN). */
function amountOf(text: string): number | undefined {
  return text.trim() === '' ? undefined : Number(text);
}

/** A new dish, checked by the server's own schema. */
export function newDishFrom(values: DishFormValues): ValidationResult<NewDish> {
  return validate(newDishBody, {
    name: values.name,
    description: values.description,
    nameOr: values.nameOr,
    descriptionOr: values.descriptionOr,
    diet: values.diet,
    ...Object.fromEntries(NUTRIENTS.map((key) => [key, amountOf(values.nutrition[key])])),
    allergens: values.allergens,
    tags: values.tags,
    available: values.available,
  });
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  [...a].sort().join() === [...b].sort().join();

/**
 * What an edit changes, checked by the server's own schema: only the fields whose value differs
 * from the dish as loaded, so a seeded dish whose protein was never stated can be renamed without
 * inventing one. Nothing changed is `null`.
 */
export function dishChangeFrom(
  dish: AdminDish,
  values: DishFormValues,
): ValidationResult<DishChange> | null {
  const loaded = formValuesOf(dish);
  const change: Record<string, unknown> = {};
  if (values.name !== loaded.name) change.name = values.name;
  if (values.description !== loaded.description) change.description = values.description;
  if (values.nameOr !== loaded.nameOr) change.nameOr = values.nameOr;
  if (values.descriptionOr !== loaded.descriptionOr) change.descriptionOr = values.descriptionOr;
  if (values.diet !== loaded.diet) change.diet = values.diet;
  for (const key of NUTRIENTS) {
    if (values.nutrition[key].trim() !== loaded.nutrition[key]) {
      // A box emptied of a stated figure is refused in the figure's own words.
      change[key] = amountOf(values.nutrition[key]) ?? null;
    }
  }
  if (!sameList(values.allergens, loaded.allergens)) change.allergens = values.allergens;
  if (!sameList(values.tags, loaded.tags)) change.tags = values.tags;
  if (values.available !== loaded.available) change.available = values.available;
  if (Object.keys(change).length === 0) return null;
  return validate(dishChangeBody, change);
}

/** Adds or removes `key` from a list kept in the catalogue's order. */
export function toggled<K extends string>(
  list: readonly K[],
  key: K,
  on: boolean,
  order: readonly K[],
): K[] {
  return order.filter((item) => (item === key ? on : list.includes(item)));
}

/** The dishes whose name or description (English or Odia) holds every word of `query`, in any case. */
export function matchingDishes(
  dishes: readonly AdminDish[],
  query: string,
  showRetired: boolean,
): AdminDish[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return dishes.filter((dish) => {
    if (dish.retired && !showRetired) return false;
    const text =
      `${dish.name} ${dish.description} ${dish.nameOr ?? ''} ${dish.descriptionOr ?? ''}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
