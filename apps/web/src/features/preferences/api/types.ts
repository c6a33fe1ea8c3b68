import type { Avoidable } from '@fitthali/domain/dishes';
import type { KitchenSlot } from '@fitthali/domain/plans';

/** The parts of a dish (the server's DishAnswer) the preference screens show. */
export type DishName = { _id: string; name: string };

/** One of the customer's meals as the preference answers name it. */
export type PreferenceMeal = {
  deliveryId: string;
  subscriptionId: string;
  date: string;
  slot: KitchenSlot;
  dish: DishName | null;
  conflicts: Avoidable[];
};

/** A meal whose dish a save changed. */
export type SwitchedMeal = {
  deliveryId: string;
  subscriptionId: string;
  date: string;
  slot: KitchenSlot;
  from: DishName | null;
  to: DishName | null;
};

/** GET /api/user/preferences */
export type DietaryPreferences = {
  avoids: Avoidable[];
  conflicts: PreferenceMeal[];
  tooLate: PreferenceMeal[];
};

/** PUT /api/user/preferences */
export type SavedPreferences = {
  avoids: Avoidable[];
  message: string;
  outcome: {
    switched: SwitchedMeal[];
    restored: SwitchedMeal[];
    conflicts: PreferenceMeal[];
    tooLate: PreferenceMeal[];
  };
};

/** One day of GET /api/user/preferences/check. */
export type PreferenceWarningDay = {
  date: string;
  slot: KitchenSlot;
  dish: DishName | null;
  conflicts: Avoidable[];
  pick: DishName | null;
  message: string;
};
