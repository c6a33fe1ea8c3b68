import { KITCHEN_SLOTS } from '@fitthali/domain/plans';
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { dishes } from './dishes.ts';
import { users } from './users.ts';

export const MENU_SOURCES = ['override', 'copy'] as const;

/**
 * What a plan × meal option × slot serves on a date when the operator set that date itself (issue
 * 26 point 3): one default dish and up to three alternatives, by hand (`override`) or by "copy last
 * week" (`copy`). A date without a row serves its rotation (below); a row always wins over it.
 */
export const menuDays = pgTable(
  'menu_days',
  {
    planId: text('plan_id').notNull(),
    mealOption: text('meal_option', { enum: ['Veg', 'Non-Veg'] }).notNull(),
    slot: text('slot', { enum: KITCHEN_SLOTS }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    dishId: uuid('dish_id')
      .notNull()
      .references(() => dishes.id),
    alternatives: uuid('alternatives').array().notNull().default(sql`'{}'`),
    source: text('source', { enum: MENU_SOURCES }).notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.planId, t.mealOption, t.slot, t.date] }),
    index('menu_days_date').on(t.date, t.slot),
  ],
);

export type MenuDay = typeof menuDays.$inferSelect;

/**
 * A weekly rotation: a template of weekdays repeated over `weeks` weeks from `startDate` on. A date
 * serves the rotation of its menu with the latest start on or before it, so a new rotation takes
 * over from its start and the menu never runs out (packages/domain/src/menu-rotation.ts).
 */
export const menuRotations = pgTable(
  'menu_rotations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: text('plan_id').notNull(),
    mealOption: text('meal_option', { enum: ['Veg', 'Non-Veg'] }).notNull(),
    slot: text('slot', { enum: KITCHEN_SLOTS }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    weeks: integer('weeks').notNull(),
    /** `days[week][weekday]` as packages/domain/src/menu-rotation.ts reads it. */
    days: jsonb('days').$type<({ dishId: string; alternatives: string[] } | null)[][]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('menu_rotations_start').on(t.planId, t.mealOption, t.slot, t.startDate)],
);
