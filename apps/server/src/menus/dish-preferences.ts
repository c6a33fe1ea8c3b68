import { compareIsoDates, type IsoDate, todayInIndia } from '@fitthali/domain/dates';
import { canChangeAt } from '@fitthali/domain/delivery-settings';
import {
  type PreferenceOutcome as OutcomeCounts,
  preferenceOutcomeClauses,
  preferenceOutcomeMessage,
} from '@fitthali/domain/dish-preference-messages';
import { type Avoidable, dishConflicts } from '@fitthali/domain/dishes';
import type { Locale } from '@fitthali/domain/i18n/locales';
import { localizeMessage } from '@fitthali/domain/i18n/localize';
import type { KitchenSlot } from '@fitthali/domain/plans';
import { and, eq, gte, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { deliveries } from '../db/schema/deliveries.ts';
import { type Dish, dishes } from '../db/schema/dishes.ts';
import { subscriptions } from '../db/schema/orders.ts';
import { users } from '../db/schema/users.ts';
import { loadDeliverySettings } from '../deliveries/delivery-settings.ts';
import { type DishAnswer, dishAnswer } from './dish-answer.ts';
import { notifyDishConflicts } from './notify-dish-conflicts.ts';
import { type DishChange, resolveDishes } from './resolve-dishes.ts';

/** One of the customer's meals as the preference answers name it. */
export interface PreferenceMeal {
  deliveryId: string;
  subscriptionId: string;
  date: IsoDate;
  slot: KitchenSlot;
  dish: DishAnswer | null;
  /** What in the dish the customer avoids. */
  conflicts: Avoidable[];
}

/** A meal whose dish a save changed: from the dish it was to the one it is now. */
export interface SwitchedMeal {
  deliveryId: string;
  subscriptionId: string;
  date: IsoDate;
  slot: KitchenSlot;
  from: DishAnswer | null;
  to: DishAnswer | null;
}

export interface PreferenceOutcome {
  /** Meals now getting a fitting alternative instead of the day's dish. */
  switched: SwitchedMeal[];
  /** Meals back on the day's dish (the customer avoids less than before). */
  restored: SwitchedMeal[];
  /** Meals still open to changes whose dish holds what they avoid, with nothing fitting. */
  conflicts: PreferenceMeal[];
  /** Meals past their cut-off (being prepared) whose dish holds what they now avoid. */
  tooLate: PreferenceMeal[];
}

interface MealRow {
  id: string;
  subscriptionId: string;
  date: IsoDate;
  slot: KitchenSlot;
  dishId: string | null;
  dishChoice: string | null;
  dishConflicts: Avoidable[] | null;
}

const byDay = (a: { date: IsoDate; slot: KitchenSlot }, b: { date: IsoDate; slot: KitchenSlot }) =>
  compareIsoDates(a.date, b.date) || (a.slot === b.slot ? 0 : a.slot === 'Lunch' ? -1 : 1);

/**
 * The customer's scheduled meals from today on, split by the cut-off the skip uses (a meal is open
 * while the customer may still skip it): the first open date may have its lunch closed and its
 * dinner open, so the split is per meal, never per date.
 */
async function upcomingMeals(tx: Db, userId: string, now: Date) {
  const settings = await loadDeliverySettings(tx);
  const rows: MealRow[] = await tx
    .select({
      id: deliveries.id,
      subscriptionId: deliveries.subscriptionId,
      date: deliveries.date,
      slot: deliveries.slot,
      dishId: deliveries.dishId,
      dishChoice: deliveries.dishChoice,
      dishConflicts: deliveries.dishConflicts,
    })
    .from(deliveries)
    .innerJoin(subscriptions, eq(subscriptions.id, deliveries.subscriptionId))
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(deliveries.status, 'scheduled'),
        gte(deliveries.date, todayInIndia(now)),
      ),
    );
  rows.sort(byDay);
  const open: MealRow[] = [];
  const closed: MealRow[] = [];
  for (const row of rows) {
    (canChangeAt(row.date, row.slot, now, settings.slots) ? open : closed).push(row);
  }
  return { open, closed };
}

async function dishesById(tx: Db, ids: Iterable<string | null>): Promise<Map<string, Dish>> {
  const wanted = [...new Set([...ids].filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const found = await tx.select().from(dishes).where(inArray(dishes.id, wanted));
  return new Map(found.map((dish) => [dish.id, dish]));
}

function mealOf(
  row: MealRow,
  found: Map<string, Dish>,
  conflicts: Avoidable[],
  locale: Locale,
): PreferenceMeal {
  const dish = row.dishId ? found.get(row.dishId) : undefined;
  return {
    deliveryId: row.id,
    subscriptionId: row.subscriptionId,
    date: row.date,
    slot: row.slot,
    dish: dish ? dishAnswer(dish, locale) : null,
    conflicts,
  };
}

/**
 * The open meals in conflict, and the closed ones whose dish holds what the customer avoids, their
 * dishes named in `locale` (decision 251).
 */
async function standing(
  tx: Db,
  userId: string,
  avoids: readonly Avoidable[],
  now: Date,
  locale: Locale,
) {
  const { open, closed } = await upcomingMeals(tx, userId, now);
  const inConflict = open.filter((row) => row.dishChoice === 'conflict');
  const found = await dishesById(
    tx,
    [...inConflict, ...closed].map((row) => row.dishId),
  );
  const tooLate = closed.flatMap((row) => {
    const dish = row.dishId ? found.get(row.dishId) : undefined;
    const holds = dish && row.dishChoice !== 'swap' ? dishConflicts(dish, avoids) : [];
    return holds.length > 0 ? [mealOf(row, found, holds, locale)] : [];
  });
  return {
    conflicts: inConflict.map((row) => mealOf(row, found, row.dishConflicts ?? [], locale)),
    tooLate,
  };
}

/** GET /api/user/preferences: what the customer avoids and the meals it leaves in conflict. */
export async function preferencesOf(db: Db, userId: string, now: Date, locale: Locale = 'en') {
  const [user] = await db.select({ avoids: users.avoids }).from(users).where(eq(users.id, userId));
  const avoids = user?.avoids ?? [];
  return { avoids, ...(await standing(db, userId, avoids, now, locale)) };
}

function switchedOf(changes: readonly DishChange[], found: Map<string, Dish>, locale: Locale) {
  const answer = (id: string | null) => {
    const dish = id ? found.get(id) : undefined;
    return dish ? dishAnswer(dish, locale) : null;
  };
  const view = (change: DishChange): SwitchedMeal => ({
    deliveryId: change.deliveryId,
    subscriptionId: change.subscriptionId,
    date: change.date,
    slot: change.slot,
    from: answer(change.before.dishId),
    to: answer(change.after.dishId),
  });
  const moved = changes.filter((change) => change.before.dishId !== change.after.dishId);
  return {
    switched: moved
      .filter((c) => c.after.choice === 'preference')
      .map(view)
      .sort(byDay),
    restored: moved
      .filter((c) => c.after.choice === 'default')
      .map(view)
      .sort(byDay),
  };
}

/**
 * PUT /api/user/preferences: stores what the customer avoids and, in the same transaction,
 * decides again the dish of each of their scheduled meals still before its cut-off (meals past it
 * are being prepared and keep their dish), tells them of the meals left in conflict
 * (notifyDishConflicts) and answers what changed. The user row's update comes first, so two saves
 * at once run one after the other and the later one decides last.
 */
/**
 * The save's answer in the request's language: in Odia each clause is said by the catalogue and
 * the list closed with the Odia full stop (the whole answer is no one template, decision 271).
 */
function outcomeMessage(locale: Locale, counts: OutcomeCounts): string {
  if (locale === 'en') return preferenceOutcomeMessage(counts);
  const clauses = preferenceOutcomeClauses(counts).map((clause) => localizeMessage(clause, locale));
  if (clauses.length === 0) return preferenceOutcomeMessage(counts);
  return `${clauses.join('; ')}।`;
}

export function saveDishPreferences(
  db: Db,
  userId: string,
  avoids: Avoidable[],
  now: Date,
  locale: Locale = 'en',
): Promise<{ avoids: Avoidable[]; message: string; outcome: PreferenceOutcome }> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await tx.update(users).set({ avoids }).where(eq(users.id, userId));
    const { open } = await upcomingMeals(tx, userId, now);
    const first = open[0];
    const changes = first
      ? await resolveDishes(tx, {
          userId,
          from: open.reduce((min, row) => (row.date < min ? row.date : min), first.date),
          deliveryIds: open.map((row) => row.id),
        })
      : [];
    await notifyDishConflicts(tx, changes, now);
    const found = await dishesById(
      tx,
      changes.flatMap((change) => [change.before.dishId, change.after.dishId]),
    );
    const outcome = {
      ...switchedOf(changes, found, locale),
      ...(await standing(tx, userId, avoids, now, locale)),
    };
    const message = outcomeMessage(locale, {
      switched: outcome.switched.length,
      restored: outcome.restored.length,
      conflicts: outcome.conflicts.map((meal) => ({
        date: meal.date,
        slot: meal.slot,
        dishName: meal.dish?.name ?? '',
        conflicts: meal.conflicts,
      })),
      tooLate: outcome.tooLate.length,
    });
    return { avoids, message, outcome };
  });
}
