import { todayInIndia } from '@fitthali/domain/dates';
import { userListQuery } from '@fitthali/domain/schemas/admin-orders';
import { subscriptionStateOn } from '@fitthali/domain/subscription-status';
import { count, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { subscriptions } from '../../../db/schema/orders.ts';
import { users } from '../../../db/schema/users.ts';
import { pausesAhead } from '../../../orders/order-states.ts';

/** How many of a customer's newest orders the users list carries (`orderCount` has them all). */
export const ORDERS_PER_USER = 20;

/** GET /api/admin/users: customers, the most recent buyers first, each with their newest orders. */
export const adminUsersRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/users',
    { preValidation: app.requireAdmin, schema: { querystring: userListQuery } },
    async (request) => {
      const { limit, offset } = request.query;
      // One pass over the orders gives every customer's latest order and count; a per-user
      // subquery would run once per customer.
      const perUser = app.db
        .select({
          userId: subscriptions.userId,
          lastOrderAt: max(subscriptions.createdAt).as('last_order_at'),
          orderCount: count().as('order_count'),
        })
        .from(subscriptions)
        .groupBy(subscriptions.userId)
        .as('per_user');
      const [rows, [total]] = await Promise.all([
        app.db
          .select({
            id: users.id,
            name: users.name,
            email: users.email,
            phone: users.phone,
            createdAt: users.createdAt,
            orderCount: perUser.orderCount,
          })
          .from(users)
          .leftJoin(perUser, eq(perUser.userId, users.id))
          .where(eq(users.role, 'customer'))
          .orderBy(
            sql`${perUser.lastOrderAt} desc nulls last`,
            desc(users.createdAt),
            desc(users.id),
          )
          .limit(limit)
          .offset(offset),
        app.db.select({ n: count() }).from(users).where(eq(users.role, 'customer')),
      ]);
      const ids = rows.map((r) => r.id);
      // Each listed customer's newest orders only, each read through the (user_id, created_at)
      // index; the full history is one click away (user-subscriptions).
      const recent = app.db
        .select({
          id: subscriptions.id,
          plan: subscriptions.planName,
          totalPrice: subscriptions.totalPrice,
          status: subscriptions.status,
          createdAt: subscriptions.createdAt,
        })
        .from(subscriptions)
        .where(eq(subscriptions.userId, users.id))
        .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
        .limit(ORDERS_PER_USER)
        .as('recent');
      const orders = ids.length
        ? await app.db
            .select({
              userId: users.id,
              id: recent.id,
              plan: recent.plan,
              totalPrice: recent.totalPrice,
              status: recent.status,
              createdAt: recent.createdAt,
            })
            .from(users)
            .crossJoinLateral(recent)
            .where(inArray(users.id, ids))
            .orderBy(desc(recent.createdAt), desc(recent.id))
        : [];
      // Each order's state as All Subscriptions gives it (decision 76): paused read from its pause.
      const today = todayInIndia(app.now());
      const paused = await pausesAhead(
        app.db,
        orders.map((o) => o.id),
        today,
      );
      const byUser = new Map<string, typeof orders>();
      for (const o of orders) {
        const list = byUser.get(o.userId);
        if (list) list.push(o);
        else byUser.set(o.userId, [o]);
      }
      return {
        success: true,
        users: rows.map((u) => ({
          _id: u.id,
          name: u.name,
          email: u.email,
          phone: u.phone,
          createdAt: u.createdAt,
          orderCount: u.orderCount ?? 0,
          orders: (byUser.get(u.id) ?? []).map((o) => {
            const pause = paused.get(o.id);
            const window = pause ? { from: pause.fromDate, until: pause.untilDate } : null;
            return {
              _id: o.id,
              plan: o.plan,
              totalPrice: o.totalPrice,
              status: o.status,
              /** active, paused, completed, cancelled, pending or expired. */
              state: subscriptionStateOn(o.status, window, today),
              pause: pause
                ? { from: pause.fromDate, until: pause.untilDate, openEnded: pause.openEnded }
                : null,
              createdAt: o.createdAt,
            };
          }),
        })),
        total: total?.n ?? 0,
        limit,
        offset,
      };
    },
  );
};
