import type { StoredAddress } from '@fitthali/domain/address';
import { DELIVERY_STATUSES } from '@fitthali/domain/delivery-schedule';
import { DISH_CHOICES } from '@fitthali/domain/dish-pick';
import type { Avoidable } from '@fitthali/domain/dishes';
import { KITCHEN_SLOTS } from '@fitthali/domain/plans';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { actorColumns } from './columns.ts';
import { orderRef } from './orders.ts';

/**
 * One meal an order owes: a date and a kitchen slot (a Lunch + Dinner order has two a day). Created
 * when the order is confirmed (COD at once, online when paid), so the kitchen and the run sheet
 * read only what is owed. A skipped row stays on its day and a makeup row joins the plan's end, so
 * meals sold = rows not skipped (issue 13; `packages/domain/src/delivery-schedule.ts`).
 */
export const deliveries = pgTable(
  'deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: orderRef(),
    date: date('date', { mode: 'string' }).notNull(),
    slot: text('slot', { enum: KITCHEN_SLOTS }).notNull(),
    status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('scheduled'),
    /** Added at the end of the plan for a skipped or paused meal. */
    makeup: boolean('makeup').notNull().default(false),
    /** The pause that skipped it. */
    pauseId: uuid('pause_id'),
    /** Frozen from the order, so the kitchen counts from this table alone. */
    planName: text('plan_name').notNull(),
    mealOption: text('meal_option').notNull(),
    /** Set when this one delivery goes somewhere other than the order's address. */
    address: jsonb('address').$type<StoredAddress>(),
    missedReason: text('missed_reason'),
    /**
     * The dish this meal will be or was (issue 26): the menu's default, the customer's swap, or the
     * alternative their preferences pick; null while no menu is planned for its date. Kept by
     * apps/server/src/menus/ whenever the menu, the customer's swap or their preferences change,
     * so the kitchen counts dishes from this table alone.
     */
    dishId: uuid('dish_id'),
    /** How the dish was chosen: `default`, `swap`, `preference` or `conflict` (dish-pick.ts). */
    dishChoice: text('dish_choice', { enum: DISH_CHOICES }),
    /** For `conflict`: what in the dish the customer avoids; the kitchen sees it flagged. */
    dishConflicts: text('dish_conflicts').array().$type<Avoidable[]>(),
    /**
     * The run sheet's order, frozen from the address the meal goes to (its own, else the order's):
     * the PIN, then the area (post office, then house line, lower-cased). Kept by triggers
     * (migration 0010), so every insert and address change keeps it without each caller knowing.
     */
    pin: text('pin').notNull().default(''),
    area: text('area').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Deferred to the end of the transaction (migration 0009), so a plan's makeups can shift
    // along by a day one row at a time.
    unique('deliveries_one_per_meal').on(t.subscriptionId, t.date, t.slot),
    // The kitchen sheet counts one date and slot from the index alone.
    index('deliveries_kitchen').on(t.date, t.slot, t.status, t.planName, t.mealOption),
    // The kitchen's per-dish counts for one date and slot, from the index alone.
    index('deliveries_dishes').on(t.date, t.slot, t.status, t.dishId),
    // The few meals whose dish is still to decide, and those flagged for what the customer
    // avoids: found in as many steps as there are of them (migration 0032, decision 173).
    index('deliveries_undecided')
      .on(t.date, t.slot)
      .where(sql`${t.status} = 'scheduled' and ${t.dishChoice} is null`),
    index('deliveries_dish_conflicts')
      .on(t.date, t.slot, t.status, t.dishId)
      .where(sql`${t.dishChoice} = 'conflict'`),
    // The run sheet pages through one date and slot in this order, from the index alone.
    index('deliveries_run_sheet')
      .on(t.date, t.slot, t.pin, t.area, t.id)
      .where(sql`${t.status} in ('scheduled', 'delivered', 'missed')`),
  ],
);

/** A pause of an order's deliveries; `until` is trimmed to the days really paused on resume. */
export const pauses = pgTable(
  'pauses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: orderRef(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    untilDate: date('until_date', { mode: 'string' }).notNull(),
    /** Asked "until I resume": `until` is then the day it resumes by itself. */
    openEnded: boolean('open_ended').notNull().default(false),
    resumedAt: timestamp('resumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pauses_subscription').on(t.subscriptionId)],
);

/** Who changed what on an order, and why (issue 13 point 7). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: orderRef(),
    deliveryId: uuid('delivery_id'),
    ...actorColumns(),
    action: text('action').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_events_subscription').on(t.subscriptionId, t.createdAt),
    // A keyed cancel finds the line its Idempotency-Key wrote (orders/cancel-plan.ts).
    index('order_events_cancel_key')
      .on(sql`(${t.detail}->>'idempotencyKey')`)
      .where(sql`${t.action} = 'cancel'`),
  ],
);
