import type { FastifyInstance } from 'fastify';
import { adminBooksRoute } from './books.ts';
import { adminCancelSubscriptionRoute } from './cancel-subscription.ts';
import { adminCashDueRoutes } from './cash-due.ts';
import { adminCollectionsRoute } from './collections.ts';
import { adminCouponsRoutes } from './coupons.ts';
import { adminDashboardRoute } from './dashboard.ts';
import { adminDeliveriesRoutes } from './deliveries.ts';
import { adminDeliveryBooksRoute } from './delivery-books.ts';
import { adminDeliverySettingsRoute } from './delivery-settings.ts';
import { adminKitchenRoutes } from './kitchen.ts';
import { adminLoginRoute } from './login.ts';
import { adminMessagesRoute } from './messages.ts';
import { adminNewsletterSubscribersRoute } from './newsletter-subscribers.ts';
import { adminPasswordRoute } from './password.ts';
import { adminPlansRoutes } from './plans.ts';
import { adminRevenueRoute } from './revenue.ts';
import { adminSubscriptionScheduleRoutes } from './subscription-schedule.ts';
import { adminSubscriptionsRoute } from './subscriptions.ts';
import { adminTransactionsRoute } from './transactions.ts';
import { adminUnappliedPaymentsRoute } from './unapplied-payments.ts';
import { adminUserSubscriptionsRoute } from './user-subscriptions.ts';
import { adminUsersRoute } from './users.ts';

/** /api/admin/*: one file per URL; every route but login requires an admin. */
export async function adminRoutes(app: FastifyInstance) {
  await app.register(adminLoginRoute);
  await app.register(adminDashboardRoute);
  await app.register(adminSubscriptionsRoute);
  await app.register(adminCancelSubscriptionRoute);
  await app.register(adminUserSubscriptionsRoute);
  await app.register(adminUsersRoute);
  await app.register(adminRevenueRoute);
  await app.register(adminKitchenRoutes);
  await app.register(adminDeliverySettingsRoute);
  await app.register(adminDeliveriesRoutes);
  await app.register(adminDeliveryBooksRoute);
  await app.register(adminSubscriptionScheduleRoutes);
  await app.register(adminPlansRoutes);
  await app.register(adminCouponsRoutes);
  await app.register(adminTransactionsRoute);
  await app.register(adminUnappliedPaymentsRoute);
  await app.register(adminCollectionsRoute);
  await app.register(adminCashDueRoutes);
  await app.register(adminBooksRoute);
  await app.register(adminPasswordRoute);
  await app.register(adminMessagesRoute);
  await app.register(adminNewsletterSubscribersRoute);
}
