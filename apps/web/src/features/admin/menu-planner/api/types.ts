import type { DishAnswer } from '@fitthali/domain/dish-answer';
import type { MenuChoice } from '@fitthali/domain/menu-rotation';
import type { KitchenSlot, MealOption } from '@fitthali/domain/plans';

// Shapes of the admin menu API's answers (issue 26 point 3), as the server sends them.

/** A dish as the planner reads it: the public dish answer and whether it may still be added. */
export type PlannerDish = DishAnswer & {
  available: boolean;
  retired: boolean;
};

export type MenuSource = 'override' | 'copy' | 'rotation';

export type PlannerDay = {
  date: string;
  dish: PlannerDish | null;
  alternatives: PlannerDish[];
  source: MenuSource | null;
  /** When customers' changes close (ISO instant); a change after it needs a reason. */
  changeUntil: string;
  open: boolean;
  /** False once the meal is out for delivery or served: its menu stays as it was. */
  editable: boolean;
};

export type MenuWeek = {
  plan: { _id: string; name: string; eggFriendly: boolean };
  mealOption: MealOption;
  slot: KitchenSlot;
  from: string;
  to: string;
  /** The first date whose cut-off is still open: a rotation may start from it. */
  firstOpenDate: string;
  days: PlannerDay[];
};

/** One menu: a plan by its name (as GET /api/plans names it), a meal option and a slot. */
export type MenuKey = { plan: string; mealOption: MealOption; slot: KitchenSlot };

/** A rotation as the API answers it: `days[week]` runs Monday to Sunday. */
export type RotationAnswer = {
  _id: string;
  startDate: string;
  weeks: number;
  days: (MenuChoice | null)[][];
  updatedAt: string;
};
