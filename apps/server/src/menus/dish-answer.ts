import type { DishAnswer } from '@fitthali/domain/dish-answer';
import { dishPhoto } from '@fitthali/domain/dish-photo';
import { dishWords } from '@fitthali/domain/dish-words';
import type { Locale } from '@fitthali/domain/i18n/locales';
import type { Dish } from '../db/schema/dishes.ts';

export type { DishAnswer };

/**
 * A dish as every API answers it, its name and description in `locale` (the request's language,
 * or the customer's for a notification), each falling back to the English where the Odia is empty.
 */
export function dishAnswer(dish: Dish, locale: Locale = 'en'): DishAnswer {
  return {
    _id: dish.id,
    ...dishWords(dish, locale),
    diet: dish.diet,
    calories: dish.calories,
    protein: dish.protein,
    carbs: dish.carbs,
    fat: dish.fat,
    fibre: dish.fibre,
    allergens: dish.allergens,
    tags: dish.tags,
    photo: dish.photoId ? dishPhoto(dish.photoId) : null,
    illustration: dish.illustration ? `/images/${dish.illustration}` : null,
  };
}
