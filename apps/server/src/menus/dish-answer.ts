import { type DishPhoto, dishPhoto } from '@fitthali/domain/dish-photo';
import type { Allergen, Diet, DishTag } from '@fitthali/domain/dishes';
import type { Dish } from '../db/schema/dishes.ts';

/**
 * A dish as every API answers it (issue 26's contract: `{ _id, name, diet, calories, protein,
 * carbs, fat, allergens, photo }`, with the rest a screen needs). `photo` is null until the
 * operator uploads one; a seeded dish then has its old drawing as `illustration`.
 */
export interface DishAnswer {
  _id: string;
  name: string;
  description: string;
  diet: Diet;
  calories: number | null;
  protein: number | null;
  carbs: number | null;
  fat: number | null;
  fibre: number | null;
  allergens: Allergen[];
  tags: DishTag[];
  photo: DishPhoto | null;
  illustration: string | null;
}

export function dishAnswer(dish: Dish): DishAnswer {
  return {
    _id: dish.id,
    name: dish.name,
    description: dish.description,
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
