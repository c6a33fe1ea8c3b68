// A dish as every API answers it (issue 26's contract), one shape for the server that writes it
// and the screens that read it.
import type { DishPhoto } from './dish-photo.ts';
import type { Allergen, Diet, DishTag } from './dishes.ts';

/** `photo` is null until the operator uploads one; a seeded dish then shows its `illustration`. */
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
