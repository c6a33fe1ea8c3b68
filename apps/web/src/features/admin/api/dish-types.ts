import type { DishAnswer } from '@fitthali/domain/dish-answer';
import type { Allergen, Diet, DishTag } from '@fitthali/domain/dishes';
import type { KitchenSlot, MealOption } from '@fitthali/domain/plans';

/** Where a dish is still served, as GET /api/admin/dishes answers it. */
export interface DishUse {
  planId: string;
  plan: string;
  mealOption: MealOption;
  slot: KitchenSlot;
  kind: 'dates' | 'rotation';
  from: string;
  label: string;
}

/** A dish as the admin's catalogue answers it (the shared dish answer plus the admin's fields). */
export interface AdminDish extends DishAnswer {
  /** The Odia the operator wrote beside the English (issue 27); null shows the English. */
  nameOr: string | null;
  descriptionOr: string | null;
  available: boolean;
  retired: boolean;
  retiredAt: string | null;
  seeded: boolean;
  menuUses: DishUse[];
  createdAt: string;
  updatedAt: string;
}

/** What the form sends: a whole dish when new, only what changed when edited. */
export interface DishFields {
  name: string;
  description: string;
  nameOr: string | null;
  descriptionOr: string | null;
  diet: Diet;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  fibre: number;
  allergens: Allergen[];
  tags: DishTag[];
  available: boolean;
}
