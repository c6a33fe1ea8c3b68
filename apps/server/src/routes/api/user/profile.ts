import { todayInIndia } from '@fitthali/domain/dates';
import { paymentStanding } from '@fitthali/domain/payment-status';
import type { FastifyInstance } from 'fastify';
import { creditBalance } from '../../../credits/credit-ledger.ts';
import { newestOfCustomer } from '../../../db/queries/newest-of-customer.ts';
import { subscriptions, transactions } from '../../../db/schema/orders.ts';
import { orderState, pausesAhead } from '../../../orders/order-states.ts';
import { mealCounts, NO_MEALS } from '../../../orders/plan-meals.ts';
import { subscriptionView } from '../../../orders/subscription-view.ts';
import { hasUsedTrial } from '../../../orders/trial-claims.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { paymentStandings } from '../../../refunds/payment-standings.ts';
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
    const [paused, meals, standings] = await Promise.all([
      pausesAhead(app.db, ids, today),
      mealCounts(app.db, ids),
      paymentStandings(app.db, subs),
    ]);
    return {
      success: true,
      user: {
        _id: user.id,
        name: user.name,
        phone: user.phone,
        email: user.email,
        language: user.language,
        // The ledger's balance in meals (decision 84): the same figure as GET /api/user/credits.
        credits: credits.meals,
        // One 3 day trial per phone number: the plan pages explain the Trial button once it is used.
        trialUsed,
        // Each order with what the profile shows of it now (decisions 76, 77): its state, pause
        // and end date (its last meal still coming or delivered, decision 152), its meals
        // delivered of those bought, and its payment after refunds (decision 153).
        subscriptions: subs.map((sub) => {
          const counts = meals.get(sub.id);
          const { delivered, remaining } = counts ?? NO_MEALS;
          return {
            ...subscriptionView(sub),
            ...orderState(sub, paused.get(sub.id), today, counts),
            meals: { bought: sub.totalMeals, delivered, remaining },
            paymentStanding: standings.get(sub.id) ?? sub.paymentStatus,
          };
        }),
        transactions: txns.map((t) => ({
          _id: t.id,
          subscriptionId: t.subscriptionId,
          amount: t.amount,
          mode: t.mode,
          status: t.status,
          // The payment less its own refunds: "Refunded", not "Paid", once the money went back.
          paymentStanding: paymentStanding(
            t.status,
            t.amount,
            refunds.filter((refund) => refund.transactionId === t.id),
          ),
          gateway: t.gateway,
          createdAt: t.createdAt,
        })),
        // Money going back (issue 14 point 5): each refund, its status and when to expect it.
        refunds: refunds.map(refundView),
      },
    };
  });
}
