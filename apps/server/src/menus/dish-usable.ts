import { dishUnusableMessage } from '@fitthali/domain/dish-messages';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type Dish, dishes } from '../db/schema/dishes.ts';

/**
 * Whether a dish may be newly put on a menu (a date or a rotation): available and not retired. An
 * unavailable dish stays on the menus already planned; a retired one is on none from today on
 * (retiring is refused while a menu serves it).
 */
export function isDishUsable(dish: Pick<Dish, 'available' | 'retiredAt'>): boolean {
  return dish.available && dish.retiredAt === null;
}

/** The sentence refusing `dish` on a new menu entry, or undefined when it is usable. */
export function dishUnusableReason(
  dish: Pick<Dish, 'name' | 'available' | 'retiredAt'>,
): string | undefined {
  return dishUnusableMessage({
    name: dish.name,
    available: dish.available,
    retired: dish.retiredAt !== null,
  });
}

/**
 * The dishes a menu change is about to use, read with a share lock inside the change's
 * transaction: retiring a dish takes the row's update lock and then checks the menus, so a menu
 * saved at the same moment either waits for the retire (and sees it retired) or is seen by it.
 */
export async function lockDishesForMenu(tx: Db, ids: readonly string[]): Promise<Dish[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(dishes)
    .where(inArray(dishes.id, [...new Set(ids)]))
    .for('share');
}
