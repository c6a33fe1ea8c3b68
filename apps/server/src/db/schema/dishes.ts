import { type Allergen, DIETS, type DishTag } from '@fitthali/domain/dishes';
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The dish catalogue the operator keeps (issue 26 point 1). A dish a delivery has used is never
 * deleted: it is retired, so history keeps its name and nutrition. Nutrition is per serving in
 * grams (calories in kcal); null only on dishes seeded from the old static menus until the
 * operator fills them in (decision 160).
 */
export const dishes = pgTable(
  'dishes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** The Odia name and description (issue 27, migration 0034); null shows the English. */
    nameOr: text('name_or'),
    descriptionOr: text('description_or'),
    diet: text('diet', { enum: DIETS }).notNull(),
    calories: integer('calories'),
    protein: integer('protein'),
    carbs: integer('carbs'),
    fat: integer('fat'),
    fibre: integer('fibre'),
    allergens: text('allergens').array().$type<Allergen[]>().notNull().default(sql`'{}'`),
    tags: text('tags').array().$type<DishTag[]>().notNull().default(sql`'{}'`),
    /** The current photo; its variants are served from /media/dishes (dish_photo_variants). */
    photoId: uuid('photo_id'),
    /** The storefront drawing a seeded dish shows until the operator uploads a photo. */
    illustration: text('illustration'),
    /** Offered on menus; an unavailable dish stays on the menus already planned. */
    available: boolean('available').notNull().default(true),
    /** Retired dishes are kept for history and can no longer be put on a menu. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    /** Set on the dishes the migration seeded from the old static menus (their old text). */
    seedKey: text('seed_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('dishes_name').on(t.name),
    uniqueIndex('dishes_seed_key').on(t.seedKey).where(sql`${t.seedKey} is not null`),
    // Migration 0028: dishes on offer have distinct names in any letter case.
    uniqueIndex('dishes_live_name').on(sql`lower(${t.name})`).where(sql`${t.retiredAt} is null`),
  ],
);

export type Dish = typeof dishes.$inferSelect;

/** An uploaded photo as the admin sent it (checked to be JPEG, PNG or WebP by its bytes). */
export const dishPhotos = pgTable('dish_photos', {
  id: uuid('id').primaryKey().defaultRandom(),
  dishId: uuid('dish_id').notNull(),
  contentType: text('content_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The resized AVIF and WebP the storefront serves, made once at upload. */
export const dishPhotoVariants = pgTable(
  'dish_photo_variants',
  {
    photoId: uuid('photo_id')
      .notNull()
      .references(() => dishPhotos.id, { onDelete: 'cascade' }),
    format: text('format', { enum: ['avif', 'webp'] }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.photoId, t.format, t.width] })],
);
