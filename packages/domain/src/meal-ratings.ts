// A customer's rating of a delivered meal (issue 26 point 8): 1 to 5 stars and an optional comment,
// given until the end of the third India day after the meal's date (decision 179). The server
// judges every rating with these rules; the plan page shows the same window and labels.
import { z } from 'zod';
import { addDays, type IsoDate } from './dates.ts';

export const MIN_STARS = 1;
export const MAX_STARS = 5;
export const MAX_RATING_COMMENT = 500;
/** Whole India calendar days after the meal's date during which it can be rated. */
export const RATING_WINDOW_DAYS = 3;
/** The admin's "lowest rated" looks at ratings given in this many days before now. */
export const LOWEST_RATED_DAYS = 30;
export const LOWEST_RATED_COUNT = 5;
/** Comments the admin reads per dish, newest first. */
export const RECENT_COMMENTS = 5;

export const RATING_MSG = {
  invalidStars: 'Choose 1 to 5 stars.',
  commentTooLong: `A comment can be at most ${MAX_RATING_COMMENT} characters.`,
  notDelivered: 'Only a meal marked delivered can be rated.',
  tooLate: 'A meal can be rated until the end of the third day after it was delivered.',
  noDish: 'This meal has no dish recorded, so there is nothing to rate.',
  saveFailed: 'We could not save your rating. Please try again.',
  rateThisMeal: 'Rate this meal',
  rateBy: (until: string) => `You can rate it until ${until}.`,
  rated: (stars: number) => `You rated this meal ${starsLabel(stars)}.`,
  saved: 'Thank you: your rating is saved.',
  deleted: 'Your rating is deleted.',
} as const;

/**
 * The last instant a meal of `date` can be rated or its rating changed: 23:59:59.999 India time
 * on the third day after it, whatever the slot (a dinner and a lunch of one day close together).
 */
export function ratableUntil(date: IsoDate): Date {
  const nextDay = addDays(date, RATING_WINDOW_DAYS + 1);
  return new Date(new Date(`${nextDay}T00:00:00+05:30`).getTime() - 1);
}

/** Whether a meal is still open to rating at `now` (its status and dish are judged apart). */
export function withinRatingWindow(date: IsoDate, now: Date): boolean {
  return now.getTime() <= ratableUntil(date).getTime();
}

/** The refusal for rating a meal at `now`, or null when it can be rated. */
export function ratingRefusal(
  delivery: { date: IsoDate; status: string; dishId: string | null },
  now: Date,
): string | null {
  if (delivery.status !== 'delivered') return RATING_MSG.notDelivered;
  if (delivery.dishId === null) return RATING_MSG.noDish;
  if (!withinRatingWindow(delivery.date, now)) return RATING_MSG.tooLate;
  return null;
}

/** A dish's average to one decimal (half up), from the sum and count of its stars. */
export function ratingAverage(totalStars: number, count: number): number | null {
  if (count <= 0) return null;
  return Math.round((totalStars * 10) / count) / 10;
}

/** How a star choice is read out: "1 star", "4 stars". */
export function starsLabel(stars: number): string {
  return stars === 1 ? '1 star' : `${stars} stars`;
}

/** The first word of a customer's name, as the admin sees a comment signed; null without one. */
export function firstNameOf(name: string | null | undefined): string | null {
  const first = name?.trim().split(/\s+/)[0];
  return first ? first : null;
}

const stars = z
  .number({ error: RATING_MSG.invalidStars })
  .int({ error: RATING_MSG.invalidStars })
  .min(MIN_STARS, { error: RATING_MSG.invalidStars })
  .max(MAX_STARS, { error: RATING_MSG.invalidStars });

/** Trimmed; an empty comment is no comment (stored as null). */
const comment = z
  .string({ error: RATING_MSG.commentTooLong })
  .trim()
  .max(MAX_RATING_COMMENT, { error: RATING_MSG.commentTooLong })
  .nullish()
  .transform((text) => (text ? text : null));

/** PUT /api/user/deliveries/:id/rating: `{ stars, comment? }`, the whole rating each time. */
export const mealRatingBody = z.object({ stars, comment }, { error: RATING_MSG.invalidStars });
export type MealRatingBody = z.infer<typeof mealRatingBody>;
