import { todayInIndia } from '@fitthali/domain/dates';
import type { FastifyInstance } from 'fastify';
import { creditBalance } from '../../../credits/credit-ledger.ts';
import { newestOfCustomer } from '../../../db/queries/newest-of-customer.ts';
import { subscriptions, transactions } from '../../../db/schema/orders.ts';
import { orderState, pausesAhead } from '../../../orders/order-states.ts';
import { mealCounts, NO_MEALS } from '../../../orders/plan-meals.ts';
import { subscriptionView } from '../../../orders/subscription-view.ts';
import { hasUsedTrial } from '../../../orders/trial-claims.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { refundsOfCustomer, refundView } from '../../../refunds/refund-view.ts';

export async function profileRoute(app: FastifyInstance) {
  app.get('/api/user/profile', { preValidation: app.requireUser }, async (request) => {
    const user = currentUser(request);
    const [subs, txns, trialUsed, credits, refunds] = await Promise.all([
      newestOfCustomer(app.db.select().from(subscriptions).$dynamic(), subscriptions, user.id),
      newestOfCustomer(app.db.select().from(transactions).$dynamic(), transactions, user.id),
      hasUsedTrial(app.db, user.id),
      creditBalance(app.db, user.id, app.now()),
      refundsOfCustomer(app.db, user.id),
    ]);
    const today = todayInIndia(app.now());
    const ids = subs.map((sub) => sub.id);
    const [paused, meals] = await Promise.all([
      pausesAhead(app.db, ids, today),
      mealCounts(app.db, ids),
    ]);
    return {
      success: true,
      user: {
        _id: user.id,
        name: user.name,
        phone: user.phone,
        email: user.email,
        // The ledger's balance in meals (decision 84): the same figure as GET /api/user/credits.
        credits: credits.meals,
        // One 3 day trial per phone number: the plan pages explain the Trial button once it is used.
        trialUsed,
        // Each order with what the profile shows of it now (decisions 76, 77): its state, pause
        // and end date, and its meals delivered of those bought.
        subscriptions: subs.map((sub) => ({
          ...subscriptionView(sub),
          ...orderState(sub, paused.get(sub.id), today),
          meals: { bought: sub.totalMeals, ...(meals.get(sub.id) ?? NO_MEALS) },
        })),
        transactions: txns.map((t) => ({
          _id: t.id,
          subscriptionId: t.subscriptionId,
          amount: t.amount,
          mode: t.mode,
          status: t.status,
          gateway: t.gateway,
          createdAt: t.createdAt,
        })),
        // Money going back (issue 14 point 5): each refund, its status and when to expect it.
        refunds: refunds.map(refundView),
      },
    };
  });
}
