import { DELIVERY_MSG } from '@fitthali/domain/delivery-messages';
import {
  type MealRatingBody,
  RATING_MSG,
  ratableUntil,
  ratingRefusal,
} from '@fitthali/domain/meal-ratings';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { deliveries } from '../db/schema/deliveries.ts';
import { subscriptions } from '../db/schema/orders.ts';
import { mealRatings } from '../db/schema/ratings.ts';
import type { DeliveryRow } from '../deliveries/order-schedule.ts';
import { HttpError } from '../http-error.ts';

export type MealRating = typeof mealRatings.$inferSelect;

/** A rating over the API. */
export function ratingView(rating: MealRating) {
  return {
    deliveryId: rating.deliveryId,
    dishId: rating.dishId,
    stars: rating.stars,
    comment: rating.comment,
    createdAt: rating.createdAt,
    updatedAt: rating.updatedAt,
  };
}

/** The customer's own delivery, locked so a mark (missed, undone) waits for the rating. */
async function ownDelivery(tx: Db, deliveryId: string, userId: string) {
  const [row] = await tx
    .select({
      id: deliveries.id,
      date: deliveries.date,
      status: deliveries.status,
      dishId: deliveries.dishId,
    })
    .from(deliveries)
    .innerJoin(subscriptions, eq(subscriptions.id, deliveries.subscriptionId))
    .where(and(eq(deliveries.id, deliveryId), eq(subscriptions.userId, userId)))
    .for('update', { of: deliveries });
  if (!row) throw new HttpError(404, DELIVERY_MSG.deliveryNotFound);
  return row;
}

/**
 * Gives or changes the customer's rating of one of their own meals: only a delivered one with a
 * dish, until the end of the third day after it. The same rating again changes nothing but its
 * time; the dish is the one the delivery recorded when first rated.
 */
export async function rateMeal(
  db: Db,
  input: { deliveryId: string; userId: string; rating: MealRatingBody; now: Date },
): Promise<MealRating> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const row = await ownDelivery(tx, input.deliveryId, input.userId);
    const refusal = ratingRefusal(row, input.now);
    if (refusal || !row.dishId) throw new HttpError(409, refusal ?? RATING_MSG.noDish);
    const { stars, comment } = input.rating;
    const [saved] = await tx
      .insert(mealRatings)
      .values({
        deliveryId: row.id,
        userId: input.userId,
        dishId: row.dishId,
        stars,
        comment,
        createdAt: input.now,
        updatedAt: input.now,
      })
      .onConflictDoUpdate({
        target: mealRatings.deliveryId,
        set: { stars, comment, updatedAt: input.now },
      })
      .returning();
    if (!saved) throw new Error('upsert returned no rating');
    return saved;
  });
}

/**
 * Takes the customer's rating back: their words are theirs, so at any time and whatever became of
 * the meal; deleting what is not there answers the same.
 */
export async function deleteMealRating(db: Db, input: { deliveryId: string; userId: string }) {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const row = await ownDelivery(tx, input.deliveryId, input.userId);
    await tx.delete(mealRatings).where(eq(mealRatings.deliveryId, row.id));
  });
}

/** One order's ratings, by delivery id. */
export async function ratingsOfOrder(db: Db, subscriptionId: string) {
  const rows = await db
    .select({ rating: mealRatings })
    .from(mealRatings)
    .innerJoin(deliveries, eq(deliveries.id, mealRatings.deliveryId))
    .where(eq(deliveries.subscriptionId, subscriptionId));
  return new Map(rows.map(({ rating }) => [rating.deliveryId, rating]));
}

/**
 * The plan page's deliveries with the customer's rating and, for a meal that can be rated (a
 * delivered one with a dish), the last instant it can be (issue 26 point 8).
 */
export function withRatings<T extends { _id: string }>(
  answers: readonly T[],
  rows: readonly DeliveryRow[],
  ratings: ReadonlyMap<string, MealRating>,
) {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return answers.map((answer) => {
    const row = byId.get(answer._id);
    const rating = ratings.get(answer._id);
    const ratable = row?.status === 'delivered' && row.dishId !== null;
    return {
      ...answer,
      rating: rating ? { stars: rating.stars, comment: rating.comment } : null,
      ratableUntil: ratable && row ? ratableUntil(row.date).toISOString() : null,
    };
  });
}
