import type { FastifyInstance } from 'fastify';
import type { GeocoderOptions } from '../../geo/geocoder.ts';
import { adminRoutes } from './admin/admin-routes.ts';
import { loginRoute } from './auth/login.ts';
import { passwordResetRoutes } from './auth/password-reset.ts';
import { signupRoute } from './auth/signup.ts';
import { businessSettingsRoute } from './business-settings.ts';
import { contactRoute } from './contact.ts';
import { couponRoute } from './coupons.ts';
import { deliverySettingsRoute } from './delivery-settings.ts';
import { geoRoutes } from './geo.ts';
import { healthRoutes } from './health.ts';
import { weekMenuRoute } from './menu/week.ts';
import { menuRoute } from './menu.ts';
import { newsletterRoute } from './newsletter.ts';
import { paymentsRoutes } from './payments.ts';
import { plansRoutes } from './plans.ts';
import { readyRoutes } from './ready.ts';
import { siteConfigRoute } from './site-config.ts';
import { subscribeRoute } from './subscribe.ts';
import { userAccountRoutes } from './user/account.ts';
import { addressRoutes } from './user/address.ts';
import { userCreditsRoute } from './user/credits.ts';
import { userDataExportRoute } from './user/data-export.ts';
import { deleteAccountRoute } from './user/delete.ts';
import { userDeliveriesRoutes } from './user/deliveries.ts';
import { userInvoicesRoutes } from './user/invoices.ts';
import { userLanguageRoute } from './user/language.ts';
import { userMealRatingRoutes } from './user/meal-ratings.ts';
import { userNotificationsRoutes } from './user/notifications.ts';
import { userPreferencesRoutes } from './user/preferences.ts';
import { profileRoute } from './user/profile.ts';
import { subscriptionCancelRoutes } from './user/subscription-cancel.ts';
import { userSubscriptionScheduleRoutes } from './user/subscription-schedule.ts';
import { unpaidOrdersRoutes } from './user/subscriptions.ts';

export interface ApiRoutesOptions {
  geocoder: Partial<Omit<GeocoderOptions, 'baseUrl' | 'db'>>;
  couponLookupsPerMinute: number;
  geoLookupsPerMinute: number;
}

/** Every /api route; each file under routes/api/ is named after the URL it serves. */
export async function apiRoutes(app: FastifyInstance, opts: ApiRoutesOptions) {
  await app.register(healthRoutes);
  await app.register(readyRoutes);
  await app.register(signupRoute);
  await app.register(loginRoute);
  await app.register(passwordResetRoutes);
  await app.register(userAccountRoutes);
  await app.register(profileRoute);
  await app.register(unpaidOrdersRoutes);
  await app.register(subscriptionCancelRoutes);
  await app.register(userSubscriptionScheduleRoutes);
  await app.register(userDeliveriesRoutes);
  await app.register(userCreditsRoute);
  await app.register(userInvoicesRoutes);
  await app.register(deleteAccountRoute);
  await app.register(userNotificationsRoutes);
  await app.register(userPreferencesRoutes);
  await app.register(userLanguageRoute);
  await app.register(userMealRatingRoutes);
  await app.register(userDataExportRoute);
  await app.register(addressRoutes);
  await app.register(adminRoutes);
  await app.register(plansRoutes);
  await app.register(menuRoute);
  await app.register(subscribeRoute);
  await app.register(couponRoute, { lookupsPerMinute: opts.couponLookupsPerMinute });
  await app.register(paymentsRoutes);
  await app.register(contactRoute);
  await app.register(newsletterRoute);
  await app.register(siteConfigRoute);
  await app.register(deliverySettingsRoute);
  await app.register(businessSettingsRoute);
  await app.register(weekMenuRoute);
  await app.register(geoRoutes, {
    geocoder: opts.geocoder,
    lookupsPerMinute: opts.geoLookupsPerMinute,
  });
}
