import type { IsoDate } from '@fitthali/domain/dates';
import type { KitchenSlot, MealOption } from '@fitthali/domain/plans';
import type { Dish } from '../db/schema/dishes.ts';
import { type DishAnswer, dishAnswer } from './dish-answer.ts';
import { type MenuUse, menuUseWords } from './dish-uses.ts';

/** Where the admin's catalogue says a dish is still served. */
export interface DishUseAnswer {
  planId: string;
  plan: string;
  mealOption: MealOption;
  slot: KitchenSlot;
  kind: 'dates' | 'rotation';
  from: IsoDate;
  /** The same words the retire refusal uses. */
  label: string;
}

/** A dish as the admin's catalogue answers it: the shared dish, with what only the admin needs. */
export interface AdminDishAnswer extends DishAnswer {
  /** The Odia the operator wrote beside the English (issue 27); null shows the English. */
  nameOr: string | null;
  descriptionOr: string | null;
  available: boolean;
  retired: boolean;
  retiredAt: string | null;
  /** Seeded from the old static menus (its protein, carbs, fat and fibre may still be empty). */
  seeded: boolean;
  /** The menus serving it from today on (a dish on any cannot be retired). */
  menuUses: DishUseAnswer[];
  createdAt: string;
  updatedAt: string;
}

export function adminDishAnswer(dish: Dish, uses: readonly MenuUse[] = []): AdminDishAnswer {
  return {
    ...dishAnswer(dish),
    nameOr: dish.nameOr,
    descriptionOr: dish.descriptionOr,
    available: dish.available,
    retired: dish.retiredAt !== null,
    retiredAt: dish.retiredAt?.toISOString() ?? null,
    seeded: dish.seedKey !== null,
    menuUses: uses.map((use) => ({
      planId: use.planId,
      plan: use.planName,
      mealOption: use.mealOption,
      slot: use.slot,
      kind: use.kind,
      from: use.from,
      label: menuUseWords(use),
    })),
    createdAt: dish.createdAt.toISOString(),
    updatedAt: dish.updatedAt.toISOString(),
  };
}
