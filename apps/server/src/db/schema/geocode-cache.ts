import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Geocoder answers by query or rounded coordinates, shared by every instance, so one question goes
 * upstream at most once a day (the public Nominatim usage policy asks for caching).
 */
export const geocodeCache = pgTable('geocode_cache', {
  key: text('key').primaryKey(),
  // null when the geocoder found nothing: "no result" is an answer worth caching too.
  body: jsonb('body'),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
});
