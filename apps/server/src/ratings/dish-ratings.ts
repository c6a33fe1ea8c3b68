import {
  firstNameOf,
  LOWEST_RATED_COUNT,
  LOWEST_RATED_DAYS,
  RECENT_COMMENTS,
  ratingAverage,
} from '@fitthali/domain/meal-ratings';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

interface TotalRow {
  dish_id: string;
  name: string;
  total: number | string;
  count: number | string;
}

interface CommentRow {
  dish_id: string;
  stars: number;
  comment: string;
  date: string;
  name: string | null;
}

// A rating counts while its meal stands delivered: a meal later found missed (a report accepted)
// was never eaten, so its stars say nothing about the dish (decision 180).
const counted = sql`meal_ratings r join deliveries d on d.id = r.delivery_id and d.status = 'delivered'
  join dishes s on s.id = r.dish_id`;

const totals = (rows: TotalRow[]) =>
  rows.map((row) => {
    const count = Number(row.count);
    return {
      dishId: row.dish_id,
      name: row.name,
      average: ratingAverage(Number(row.total), count) ?? 0,
      count,
    };
  });

/**
 * GET /api/admin/dishes/ratings: each rated dish's average and count with its latest comments,
 * by name, and the dishes rated lowest in the last 30 days. Three grouped queries, whatever the
 * number of ratings: the comments are ranked per dish in SQL, not read whole.
 */
export async function dishRatings(db: Db, now: Date) {
  const since = new Date(now.getTime() - LOWEST_RATED_DAYS * 86_400_000);
  const [all, lowest, comments] = await Promise.all([
    db.execute(sql`
      select r.dish_id, s.name, sum(r.stars)::int as total, count(*)::int as count
      from ${counted}
      group by r.dish_id, s.name
      order by s.name, r.dish_id`),
    db.execute(sql`
      select r.dish_id, s.name, sum(r.stars)::int as total, count(*)::int as count
      from ${counted}
      where r.created_at >= ${since.toISOString()}::timestamptz and r.created_at <= ${now.toISOString()}::timestamptz
      group by r.dish_id, s.name
      order by avg(r.stars), count(*) desc, s.name, r.dish_id
      limit ${LOWEST_RATED_COUNT}`),
    db.execute(sql`
      select dish_id, stars, comment, date, name from (
        select r.dish_id, r.stars, r.comment, d.date::text as date, u.name, r.created_at,
          row_number() over (partition by r.dish_id order by r.created_at desc, r.delivery_id) as n
        from ${counted}
        left join users u on u.id = r.user_id
        where r.comment is not null
      ) ranked
      where n <= ${RECENT_COMMENTS}
      order by dish_id, created_at desc, n`),
  ]);
  const recent = new Map<
    string,
    { stars: number; comment: string; date: string; firstName: string | null }[]
  >();
  for (const row of (comments as unknown as { rows: CommentRow[] }).rows) {
    const list = recent.get(row.dish_id) ?? [];
    list.push({
      stars: Number(row.stars),
      comment: row.comment,
      date: row.date,
      firstName: firstNameOf(row.name),
    });
    recent.set(row.dish_id, list);
  }
  return {
    dishes: totals((all as unknown as { rows: TotalRow[] }).rows).map((dish) => ({
      ...dish,
      recent: recent.get(dish.dishId) ?? [],
    })),
    lowest: totals((lowest as unknown as { rows: TotalRow[] }).rows),
  };
}
