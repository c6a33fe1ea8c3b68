import { createHash } from 'node:crypto';
import { compareIsoDates } from '@fitthali/domain/dates';
import { canChangeAt, changeUntil } from '@fitthali/domain/delivery-settings';
import { type ConflictedMeal, conflictMealsList } from '@fitthali/domain/dish-preference-messages';
import { avoidsPhrase } from '@fitthali/domain/dish-preferences';
import { dishNameIn } from '@fitthali/domain/dish-words';
import { formatIndiaDate, formatIndiaDateTime } from '@fitthali/domain/india-format';
import type { MealOption } from '@fitthali/domain/plans';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { loadDeliverySettings } from '../deliveries/delivery-settings.ts';
import { odiaTwins } from '../notifications/odia-values.ts';
import { notify } from '../notifications/outbox.ts';
import { type MenuKey, menuKeyOf, plannedMenus } from './menu-of-date.ts';
import type { DishChange } from './resolve-dishes.ts';

interface ToldMeal extends ConflictedMeal {
  deliveryId: string;
  subscriptionId: string;
  userId: string;
  planId: string;
  planName: string;
  mealOption: MealOption;
  /** The dish's Odia name where the operator wrote it (issue 27). */
  dishNameOr: string | null;
  told: string;
}

/** The meals as an Odia notice names them: each dish by its Odia name where written. */
const inOdia = (meals: readonly ToldMeal[]): ToldMeal[] =>
  meals.map((meal) => ({
    ...meal,
    dishName: dishNameIn({ name: meal.dishName, nameOr: meal.dishNameOr }, 'or'),
  }));

/** An array as one parameter (Drizzle's template would spread a bare array into a list). */
const list = (values: readonly string[]) => sql.param(values);

/** What makes one conflict this conflict: the dish and what in it the customer avoids. */
const conflictKey = (change: DishChange) =>
  `${change.after.dishId}:${change.after.conflicts.join('+')}`;

/**
 * Tells customers of the meals `changes` put in conflict (a dish holding what they avoid, with
 * nothing on that day's menu free of it): one notice per order and change (email, WhatsApp, inbox)
 * naming each meal's date, slot, dish and what it holds, and what they can do before the cut-off.
 * Each meal is told once per conflict, however often its dish is decided again: the conflict told
 * is kept per delivery (`dish_conflict_notices`), and only a different dish or a different thing
 * it holds is told again. Pass `resolveDishes`'s result, inside the same transaction, from every
 * change that decides dishes (an order, a payment, a schedule change, a preference, a menu).
 * Answers how many meals were told.
 */
export async function notifyDishConflicts(
  tx: Db,
  changes: readonly DishChange[],
  now: Date = new Date(),
): Promise<number> {
  const conflicts = changes.filter(
    (change) => change.after.choice === 'conflict' && change.after.dishId && change.userId,
  );
  if (conflicts.length === 0) return 0;

  // Claims the telling: a conflict already told (by this change or a concurrent one, which this
  // upsert waits for) returns no row.
  const claimed = (await tx.execute(sql`
    insert into dish_conflict_notices as n (delivery_id, told, told_at)
    select k.id, k.told, ${now.toISOString()}::timestamptz
    from unnest(${list(conflicts.map((c) => c.deliveryId))}::uuid[],
      ${list(conflicts.map(conflictKey))}::text[]) as k(id, told)
    on conflict (delivery_id) do update set told = excluded.told, told_at = excluded.told_at
      where n.told is distinct from excluded.told
    returning n.delivery_id`)) as unknown as { rows: { delivery_id: string }[] };
  const toTell = new Set(claimed.rows.map((row) => row.delivery_id));
  if (toTell.size === 0) return 0;

  const meals = await describe(
    tx,
    conflicts.filter((change) => toTell.has(change.deliveryId)),
  );
  const settings = await loadDeliverySettings(tx);
  const alternativesOf = await alternativesCounter(tx, meals);

  // One notice per order, and apart for meals already past their cut-off (the customer can only
  // contact us about those), so each notice says one true thing about what can be done.
  const groups = new Map<string, ToldMeal[]>();
  for (const meal of meals) {
    const open = canChangeAt(meal.date, meal.slot, now, settings.slots);
    const key = `${meal.subscriptionId}:${open ? 'open' : 'closed'}`;
    groups.set(key, [...(groups.get(key) ?? []), meal]);
  }
  for (const [key, group] of groups) {
    const [first] = group;
    if (!first) continue;
    const open = key.endsWith(':open');
    const listed = conflictMealsList(group);
    const [odiaFirst] = inOdia([first]);
    const digest = createHash('sha256')
      .update(group.map((meal) => `${meal.deliveryId}:${meal.told}`).join('|'))
      .digest('hex')
      .slice(0, 16);
    await notify(tx, {
      userId: first.userId,
      kind: 'dish-conflict',
      key: `${first.subscriptionId}:${digest}`,
      subscriptionId: first.subscriptionId,
      data: {
        subscriptionId: first.subscriptionId,
        deliveryId: first.deliveryId,
        plan: first.planName,
        count: String(group.length),
        date: formatIndiaDate(first.date),
        slot: first.slot,
        dish: first.dishName,
        holds: avoidsPhrase(first.conflicts),
        meals: listed,
        ...odiaTwins(
          { dish: first.dishName, meals: listed },
          { dish: odiaFirst?.dishName, meals: conflictMealsList(inOdia(group)) },
        ),
        open: open ? 'yes' : 'no',
        canSwap: group.some((meal) => alternativesOf(meal) > 0) ? 'yes' : 'no',
        cutOff: formatIndiaDateTime(changeUntil(first.date, first.slot, settings.slots)),
      },
      now,
    });
  }
  return meals.length;
}

/** The meals to tell of, with their order, plan and dish name, by date then Lunch first. */
async function describe(tx: Db, changes: readonly DishChange[]): Promise<ToldMeal[]> {
  const result = (await tx.execute(sql`
    select d.id, s.plan_id, s.plan_name, d.meal_option, x.name as dish_name, x.name_or as dish_name_or
    from deliveries d
    join subscriptions s on s.id = d.subscription_id
    join dishes x on x.id = d.dish_id
    where d.id = any(${list(changes.map((c) => c.deliveryId))}::uuid[])`)) as unknown as {
    rows: {
      id: string;
      plan_id: string;
      plan_name: string;
      meal_option: MealOption;
      dish_name: string;
      dish_name_or: string | null;
    }[];
  };
  const byId = new Map(result.rows.map((row) => [row.id, row]));
  return changes
    .flatMap((change): ToldMeal[] => {
      const row = byId.get(change.deliveryId);
      if (!row || !change.userId) return [];
      return [
        {
          deliveryId: change.deliveryId,
          subscriptionId: change.subscriptionId,
          userId: change.userId,
          planId: row.plan_id,
          planName: row.plan_name,
          mealOption: row.meal_option,
          date: change.date,
          slot: change.slot,
          dishName: row.dish_name,
          dishNameOr: row.dish_name_or,
          conflicts: change.after.conflicts,
          told: conflictKey(change),
        },
      ];
    })
    .sort(
      (a, b) =>
        compareIsoDates(a.date, b.date) || (a.slot === b.slot ? 0 : a.slot === 'Lunch' ? -1 : 1),
    );
}

/** How many other dishes each meal's day offers, for "swap" in the notice. */
async function alternativesCounter(tx: Db, meals: readonly ToldMeal[]) {
  const keys = new Map<string, MenuKey>();
  let from = meals[0]?.date ?? '';
  let to = from;
  for (const meal of meals) {
    const key: MenuKey = { planId: meal.planId, mealOption: meal.mealOption, slot: meal.slot };
    keys.set(menuKeyOf(key), key);
    if (meal.date < from) from = meal.date;
    if (meal.date > to) to = meal.date;
  }
  const menus = meals.length > 0 ? await plannedMenus(tx, [...keys.values()], from, to) : new Map();
  return (meal: ToldMeal) =>
    menus
      .get(menuKeyOf({ planId: meal.planId, mealOption: meal.mealOption, slot: meal.slot }))
      ?.get(meal.date)?.alternatives.length ?? 0;
}
