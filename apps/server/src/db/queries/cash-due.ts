import {
  CASH_DUE_AFTER_DELIVERIES,
  type CashOrder,
  cashToCollect,
} from '@fitthali/domain/cash-collection';
import type { CashDueOrder } from '@fitthali/domain/money-answers';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';

/**
 * COD orders whose cash is still due after `CASH_DUE_AFTER_DELIVERIES` deliveries done, or, once
 * cancelled mid-plan with cash owed for the meals kept, after the last of those was delivered
 * (issue 14 point 6, decision 101; `isCashDue` in the domain says the same for one order), oldest
 * order first, with the amount owed (`cashToCollect`: the total, or the meals kept). Reads the partial index `subscriptions_cash_due` (COD orders still due) and counts each
 * one's delivered meals through its deliveries' unique (order, date, slot) index.
 */
export async function cashDuePage(db: Db, { limit, offset }: { limit: number; offset: number }) {
  const due = sql`
    select s.id, s.plan_name, s.slot, s.total_price, s.cash_due, s.status, s.created_at, s.user_id, d.done, d.last_delivered
    from subscriptions s
    cross join lateral (
      select count(*) filter (where status = 'delivered')::int as done,
        count(*) filter (where status = 'scheduled')::int as left_to_deliver,
        max(date) filter (where status = 'delivered')::text as last_delivered
      from deliveries where subscription_id = s.id
    ) d
    where s.payment_mode = 'COD' and s.payment_status = 'due'
      and (
        (s.status <> 'cancelled' and d.done >= ${CASH_DUE_AFTER_DELIVERIES})
        or (s.status = 'cancelled' and s.cash_due > 0 and d.done > 0 and d.left_to_deliver = 0)
      )`;
  const [page, total] = await Promise.all([
    db.execute(sql`
      with due as (${due})
      select due.*, u.name, u.phone from due left join users u on u.id = due.user_id
      order by due.created_at, due.id limit ${limit} offset ${offset}`) as unknown as Promise<{
      rows: Record<string, unknown>[];
    }>,
    db.execute(sql`with due as (${due}) select count(*)::int as n from due`) as unknown as Promise<{
      rows: { n: number }[];
    }>,
  ]);
  const orders: CashDueOrder[] = page.rows.map((r) => ({
    subscriptionId: String(r.id),
    plan: String(r.plan_name),
    slot: String(r.slot),
    amount:
      cashToCollect({
        paymentMode: 'COD',
        paymentStatus: 'due',
        status: r.status as CashOrder['status'],
        totalPrice: Number(r.total_price),
        cashDue: r.cash_due === null ? null : Number(r.cash_due),
      }) ?? 0,
    status: String(r.status),
    createdAt: new Date(String(r.created_at)).toISOString(),
    deliveriesDone: Number(r.done),
    lastDelivered: String(r.last_delivered),
    customer:
      r.user_id === null
        ? null
        : {
            _id: String(r.user_id),
            name: r.name as string | null,
            phone: r.phone as string | null,
          },
  }));
  return { orders, total: Number(total.rows[0]?.n ?? 0) };
}
