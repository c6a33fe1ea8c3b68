import { addDays, todayInIndia, weekdayIndex } from '@fitthali/domain/dates';
import { and, gte, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { moneyFigures } from '../../../db/queries/money-figures.ts';
import { REVENUE_CONDITION } from '../../../db/queries/revenue.ts';
import { subscriptions } from '../../../db/schema/orders.ts';

const LABELS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** The India calendar date an order was confirmed on (paid or placed as COD). */
const indiaDay = sql<string>`to_char((${subscriptions.confirmedAt} at time zone 'UTC') + interval '330 minutes', 'YYYY-MM-DD')`;

/** Start of an India calendar day as an instant, for range filters that can use an index. */
function indiaMidnight(date: string): Date {
  return new Date(`${date}T00:00:00+05:30`);
}

export async function adminRevenueRoute(app: FastifyInstance) {
  app.get('/api/admin/revenue', { preValidation: app.requireAdmin }, async () => {
    const today = todayInIndia(app.now());
    // Monday-first week, as the chart's x axis is Mon to Sun.
    const monday = addDays(today, -((weekdayIndex(today) + 6) % 7));
    const nextMonday = addDays(monday, 7);
    const monthStart = `${today.slice(0, 7)}-01`;
    const [y, m] = monthStart.split('-').map(Number) as [number, number];
    const nextMonth = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;

    const from = monday < monthStart ? monday : monthStart;
    const to = nextMonday > nextMonth ? nextMonday : nextMonth;
    const booksRead = Promise.all([
      moneyFigures(
        app.db,
        { from: indiaMidnight(monthStart), to: indiaMidnight(nextMonth) },
        app.now(),
      ),
      moneyFigures(app.db, undefined, app.now()),
    ]);
    const rows = await app.db
      .select({
        day: indiaDay,
        revenue: sql<number>`sum(${subscriptions.totalPrice})`.mapWith(Number),
      })
      .from(subscriptions)
      .where(
        and(
          REVENUE_CONDITION,
          gte(subscriptions.confirmedAt, indiaMidnight(from)),
          lt(subscriptions.confirmedAt, indiaMidnight(to)),
        ),
      )
      .groupBy(indiaDay);
    const byDay = new Map(rows.map((r) => [r.day, r.revenue]));

    // Days still to come this week (India time) have taken nothing yet rather than ₹0: `future`
    // lets the chart leave them out. Their revenue stays 0 so older screens read the same shape.
    const days = LABELS.map((label, i) => {
      const date = addDays(monday, i);
      return { date, label, revenue: byDay.get(date) ?? 0, future: date > today };
    });
    let monthTotal = 0;
    for (const [day, revenue] of byDay)
      if (day >= monthStart && day < nextMonth) monthTotal += revenue;
    // Sold, collected and refunded this month and since the start (issue 14 point 7), beside the
    // spec's revenue figures, which keep their meaning (decision 24).
    const [monthBooks, allTime] = await booksRead;
    // What is held or owed now is not a month's figure: only the totals carry it.
    const { creditsOutstanding: _held, cashDue: _owed, ...monthMoney } = monthBooks;
    return {
      success: true,
      week: {
        start: monday,
        end: addDays(monday, 6),
        days,
        total: days.reduce((sum, d) => sum + d.revenue, 0),
      },
      month: { start: monthStart, end: addDays(nextMonth, -1), total: monthTotal, ...monthMoney },
      books: allTime,
    };
  });
}
