import type { DishAnswer } from '@fitthali/domain/dish-answer';
import { dishPhoto } from '@fitthali/domain/dish-photo';
import type { Dish } from '../db/schema/dishes.ts';

export type { DishAnswer };

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
