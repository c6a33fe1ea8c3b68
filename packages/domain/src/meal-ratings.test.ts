import { describe, expect, it } from 'vitest';
import {
  firstNameOf,
  mealRatingBody,
  RATING_MSG,
  ratableUntil,
  ratingAverage,
  ratingRefusal,
  starsLabel,
  withinRatingWindow,
} from './meal-ratings.ts';

const india = (date: string, time: string) => new Date(`${date}T${time}+05:30`);

describe('the rating window (decision 179)', () => {
  it('closes at the end of the third India day after the meal', () => {
    // 10 March's meal: until 13 March 23:59:59.999 in India, 18:29:59.999 UTC.
    expect(ratableUntil('2026-03-10').toISOString()).toBe('2026-03-13T18:29:59.999Z');
    expect(withinRatingWindow('2026-03-10', india('2026-03-13', '23:59:59.999'))).toBe(true);
    expect(withinRatingWindow('2026-03-10', india('2026-03-14', '00:00:00'))).toBe(false);
  });

  it('is open from the meal itself, whatever the slot', () => {
    expect(withinRatingWindow('2026-03-10', india('2026-03-10', '13:00:00'))).toBe(true);
    expect(withinRatingWindow('2026-03-10', india('2026-03-11', '00:00:00'))).toBe(true);
  });

  it('crosses month and year ends', () => {
    expect(ratableUntil('2026-02-27').toISOString()).toBe('2026-03-02T18:29:59.999Z');
    expect(ratableUntil('2028-02-27').toISOString()).toBe('2028-03-01T18:29:59.999Z');
    expect(ratableUntil('2026-12-30').toISOString()).toBe('2027-01-02T18:29:59.999Z');
  });
});

describe('what may be rated', () => {
  const meal = { date: '2026-03-10', status: 'delivered', dishId: 'd1' };
  const during = india('2026-03-12', '09:00:00');

  it('is a delivered meal with a dish, inside its window', () => {
    expect(ratingRefusal(meal, during)).toBeNull();
  });

  it('refuses with a sentence otherwise', () => {
    expect(ratingRefusal({ ...meal, status: 'scheduled' }, during)).toBe(RATING_MSG.notDelivered);
    expect(ratingRefusal({ ...meal, status: 'missed' }, during)).toBe(RATING_MSG.notDelivered);
    expect(ratingRefusal({ ...meal, dishId: null }, during)).toBe(RATING_MSG.noDish);
    expect(ratingRefusal(meal, india('2026-03-14', '00:00:00'))).toBe(RATING_MSG.tooLate);
  });
});

describe('the rating sent', () => {
  it('takes 1 to 5 whole stars', () => {
    for (const stars of [1, 5]) expect(mealRatingBody.parse({ stars }).stars).toBe(stars);
    for (const stars of [0, 6, 3.5, '4', null]) {
      const result = mealRatingBody.safeParse({ stars });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(RATING_MSG.invalidStars);
    }
    expect(mealRatingBody.safeParse(undefined).error?.issues[0]?.message).toBe(
      RATING_MSG.invalidStars,
    );
  });

  it('trims the comment, keeps an empty one as none, and refuses over 500 characters', () => {
    expect(mealRatingBody.parse({ stars: 4, comment: '  Good dal  ' }).comment).toBe('Good dal');
    expect(mealRatingBody.parse({ stars: 4, comment: '   ' }).comment).toBeNull();
    expect(mealRatingBody.parse({ stars: 4, comment: null }).comment).toBeNull();
    expect(mealRatingBody.parse({ stars: 4 }).comment).toBeNull();
    const padded = ` ${'a'.repeat(500)} `;
    expect(mealRatingBody.parse({ stars: 4, comment: padded }).comment).toHaveLength(500);
    const long = mealRatingBody.safeParse({ stars: 4, comment: 'a'.repeat(501) });
    expect(long.error?.issues[0]?.message).toBe(RATING_MSG.commentTooLong);
  });
});

describe('what the admin reads', () => {
  it('averages to one decimal, half up', () => {
    expect(ratingAverage(13, 4)).toBe(3.3); // 3.25
    expect(ratingAverage(10, 3)).toBe(3.3); // 3.33…
    expect(ratingAverage(5, 1)).toBe(5);
    expect(ratingAverage(0, 0)).toBeNull();
  });

  it('signs a comment with the first name only', () => {
    expect(firstNameOf('  Priya   Das ')).toBe('Priya');
    expect(firstNameOf('')).toBeNull();
    expect(firstNameOf(null)).toBeNull();
  });

  it('reads stars out', () => {
    expect(starsLabel(1)).toBe('1 star');
    expect(starsLabel(4)).toBe('4 stars');
  });
});
