import { mealsOf } from '@fitthali/domain/cut-off';
import { addDays, compareIsoDates } from '@fitthali/domain/dates';
import { PREFS_MSG, warningLine } from '@fitthali/domain/dish-preference-messages';
import {
  type MenuOffer,
  type NamedDish,
  preferenceWarnings,
} from '@fitthali/domain/dish-preferences';
import { dishNameIn } from '@fitthali/domain/dish-words';
import type { Locale } from '@fitthali/domain/i18n/locales';
import type { PreferencesCheckQuery } from '@fitthali/domain/schemas/dish-preferences';
import { eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { plans } from '../db/schema/catalogue.ts';
import { type Dish, dishes } from '../db/schema/dishes.ts';
import { users } from '../db/schema/users.ts';
import { HttpError } from '../http-error.ts';
import { dishAnswer } from './dish-answer.ts';
import { type MenuKey, menuKeyOf, plannedMenus } from './menu-of-date.ts';

/** The confirm page looks at the first week of the order: its start date and the six days after. */
export const CHECK_DAYS = 7;

/**
 * GET /api/user/preferences/check: the days of the chosen plan's menu (its meal option and the
 * order's slots) in the week from the chosen start date whose default holds what the customer
 * avoids, each with the alternative that will be picked for them or none. Every calendar day is
 * answered; the page keeps the days the order delivers on. Dishes are named in `locale`, in the
 * answer and in each warning's sentence (issue 27).
 */
export async function preferenceCheck(
  db: Db,
  userId: string,
  query: PreferencesCheckQuery,
  locale: Locale,
) {
  const [[user], [plan]] = await Promise.all([
    db.select({ avoids: users.avoids }).from(users).where(eq(users.id, userId)),
    db
      .select({ id: plans.id, name: plans.name })
      .from(plans)
      .where(or(eq(plans.name, query.plan), eq(plans.id, query.plan))),
  ]);
  if (!plan) throw new HttpError(400, PREFS_MSG.unknownPlan(query.plan));
  const avoids = user?.avoids ?? [];
  const from = query.startDate;
  const to = addDays(from, CHECK_DAYS - 1);
  const answer = { avoids, plan: plan.name, from, to };
  if (avoids.length === 0) return { ...answer, days: [] };

  const keys: MenuKey[] = mealsOf(query.slot).map((slot) => ({
    planId: plan.id,
    mealOption: query.mealOption,
    slot,
  }));
  const menus = await plannedMenus(db, keys, from, to);
  const ids = new Set<string>();
  for (const byDate of menus.values()) {
    for (const day of byDate.values())
      for (const id of [day.dishId, ...day.alternatives]) ids.add(id);
  }
  const found = new Map<string, Dish>();
  if (ids.size > 0) {
    for (const dish of await db
      .select()
      .from(dishes)
      .where(inArray(dishes.id, [...ids]))) {
      found.set(dish.id, dish);
    }
  }
  const offers: MenuOffer[] = [];
  for (const key of keys) {
    for (const [date, day] of menus.get(menuKeyOf(key)) ?? []) {
      const offered = [day.dishId, ...day.alternatives].flatMap((id): NamedDish[] => {
        const dish = found.get(id);
        return dish ? [{ ...dish, name: dishNameIn(dish, locale) }] : [];
      });
      offers.push({ date, slot: key.slot, offered });
    }
  }
  offers.sort((a, b) => compareIsoDates(a.date, b.date));
  const days = preferenceWarnings(offers, avoids).map((warning) => {
    const dish = found.get(warning.dish.id);
    const pick = warning.pick ? found.get(warning.pick.id) : undefined;
    return {
      date: warning.date,
      slot: warning.slot,
      dish: dish ? dishAnswer(dish, locale) : null,
      conflicts: warning.conflicts,
      pick: pick ? dishAnswer(pick, locale) : null,
      message: warningLine(warning),
    };
  });
  return { ...answer, days };
}
