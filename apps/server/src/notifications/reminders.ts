import { addDays, todayInIndia } from '@fitthali/domain/dates';
import { changeUntil } from '@fitthali/domain/delivery-settings';
import { dishNameIn } from '@fitthali/domain/dish-words';
import { formatIndiaDate, formatIndiaDateTime } from '@fitthali/domain/india-format';
import {
  CREDITS_EXPIRING_DAYS_BEFORE,
  indiaTime,
  PLAN_ENDING_DAYS_BEFORE,
  QUIET_FROM_HOUR,
  REMINDER_HOUR,
} from '@fitthali/domain/notifications';
import { mealsWithDishes } from '@fitthali/domain/swap-messages';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { loadDeliverySettings } from '../deliveries/delivery-settings.ts';
import { odiaTwins } from './odia-values.ts';
import { notify } from './outbox.ts';

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(query: Promise<unknown>) => ((await query) as Rows<T>).rows;

interface TomorrowRow {
  subscription_id: string;
  user_id: string;
  plan_name: string;
  delivery_id: string;
  slots: string[];
  /** Each slot's dish, in the same order; null while its menu is not planned. */
  dishes: (string | null)[];
  /** Their Odia names where the operator wrote them (issue 27). */
  dishes_or: (string | null)[];
}

/**
 * The evening before a delivery day, from 19:00 until the quiet hours start: one reminder per order
 * with meals tomorrow, naming the meals and their dishes (decision 169) and until when they can be
 * skipped (or that changes have closed), and linking to that delivery.
 */
async function deliveryReminders(db: Db, now: Date): Promise<number> {
  const today = todayInIndia(now);
  const opens = indiaTime(today, REMINDER_HOUR);
  if (now < opens || now >= indiaTime(today, QUIET_FROM_HOUR)) return 0;
  const tomorrow = addDays(today, 1);
  const settings = (await loadDeliverySettings(db)).slots;
  const rows = await rowsOf<TomorrowRow>(
    db.execute(sql`
      select s.id as subscription_id, s.user_id, s.plan_name,
        (array_agg(d.id order by d.slot))[1] as delivery_id,
        array_agg(d.slot order by d.slot) as slots,
        array_agg(di.name order by d.slot) as dishes,
        array_agg(di.name_or order by d.slot) as dishes_or
      from deliveries d join subscriptions s on s.id = d.subscription_id
        left join dishes di on di.id = d.dish_id
      where d.date = ${tomorrow}::date and d.status = 'scheduled' and s.status = 'active'
        and s.user_id is not null
      group by s.id, s.user_id, s.plan_name`),
  );
  let written = 0;
  for (const row of rows) {
    const first = row.slots[0] as 'Lunch' | 'Dinner' | undefined;
    if (!first) continue;
    // With a 24-hour notice tomorrow's lunch is already past its cut-off at 19:00 (its dinner is
    // not): the reminder still says what comes, and says when changes closed instead.
    const cutOff = changeUntil(tomorrow, first, settings);
    const menuIn = (locale: 'en' | 'or') =>
      mealsWithDishes(
        row.slots.map((slot, i) => {
          const name = row.dishes[i];
          const dish = name ? dishNameIn({ name, nameOr: row.dishes_or[i] ?? null }, locale) : null;
          return { slot, dish };
        }),
      );
    const menu = menuIn('en');
    await db.transaction((tx) =>
      notify(tx as unknown as Db, {
        userId: row.user_id,
        kind: 'delivery-reminder',
        key: `${row.subscription_id}:${tomorrow}`,
        subscriptionId: row.subscription_id,
        data: {
          subscriptionId: row.subscription_id,
          deliveryId: row.delivery_id,
          plan: row.plan_name,
          meals: row.slots.join(' and '),
          menu,
          ...odiaTwins({ menu }, { menu: menuIn('or') }),
          date: formatIndiaDate(tomorrow),
          cutOff: formatIndiaDateTime(cutOff),
          canSkip: cutOff > now ? 'yes' : 'no',
        },
        now,
        dueAt: opens,
      }),
    );
    written += 1;
  }
  return written;
}

interface EndingRow {
  subscription_id: string;
  user_id: string;
  plan_name: string;
  end_date: string;
}

/** Three days before an active plan's last delivery, and on that day: "renew in one tap". */
async function planEndingReminders(db: Db, now: Date): Promise<number> {
  const today = todayInIndia(now);
  const days = PLAN_ENDING_DAYS_BEFORE.map((n) => addDays(today, n));
  const rows = await rowsOf<EndingRow>(
    db.execute(sql`
      select s.id as subscription_id, s.user_id, s.plan_name, to_char(max(d.date), 'YYYY-MM-DD') as end_date
      from subscriptions s join deliveries d on d.subscription_id = s.id and d.status = 'scheduled'
      where s.status = 'active' and s.user_id is not null
      group by s.id, s.user_id, s.plan_name
      having max(d.date) = any(${sql.param(days)}::date[])`),
  );
  for (const row of rows) {
    const daysLeft = PLAN_ENDING_DAYS_BEFORE.find((n) => addDays(today, n) === row.end_date) ?? 0;
    await db.transaction((tx) =>
      notify(tx as unknown as Db, {
        userId: row.user_id,
        kind: 'plan-ending',
        key: `${row.subscription_id}:${row.end_date}:${daysLeft}`,
        subscriptionId: row.subscription_id,
        data: {
          subscriptionId: row.subscription_id,
          plan: row.plan_name,
          endDate: formatIndiaDate(row.end_date),
          daysLeft: String(daysLeft),
        },
        now,
      }),
    );
  }
  return rows.length;
}

interface ExpiringRow {
  user_id: string;
  expires_on: string;
  meals: number;
  value: number;
}

/** Live meal credits that expire on the day a week from today, one message per customer. */
async function creditsExpiringReminders(db: Db, now: Date): Promise<number> {
  const day = addDays(todayInIndia(now), CREDITS_EXPIRING_DAYS_BEFORE);
  const rows = await rowsOf<ExpiringRow>(
    db.execute(sql`
      select l.user_id, ${day} as expires_on, count(*)::int as meals, sum(l.value)::int as value
      from credit_entries l
      where l.meals = 1 and l.user_id is not null and l.expires_at > ${now.toISOString()}::timestamptz
        and ((l.expires_at at time zone 'UTC') + interval '330 minutes')::date = ${day}::date
        and not exists (select 1 from credit_entries c where c.lot_id = l.id)
      group by l.user_id`),
  );
  for (const row of rows) {
    await db.transaction((tx) =>
      notify(tx as unknown as Db, {
        userId: row.user_id,
        kind: 'credits-expiring',
        key: `${row.user_id}:${row.expires_on}`,
        data: {
          meals: String(row.meals),
          value: String(row.value),
          expiresOn: formatIndiaDate(row.expires_on),
        },
        now,
      }),
    );
  }
  return rows.length;
}

/**
 * Writes the time-based notifications due at `now` (issue 15 point 2): the evening-before
 * reminders, plans ending in 3 days or today, credits expiring in 7 days. Each is keyed by what it
 * is about and its date, so running this every few minutes, or on two instances, stores each once.
 */
export async function scheduleDueReminders(db: Db, now: Date): Promise<number> {
  const reminders = await deliveryReminders(db, now);
  const ending = await planEndingReminders(db, now);
  const expiring = await creditsExpiringReminders(db, now);
  return reminders + ending + expiring;
}
