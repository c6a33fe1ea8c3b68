import { randomBytes } from 'node:crypto';
import type { Writable } from 'node:stream';
import { MSG } from '@fitthali/domain/messages';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { createLocalAdminIfNone } from './admin/create-admin.ts';
import { resolveJwtSecret } from './auth/jwt-secret.ts';
import { hashPassword } from './auth/password.ts';
import { pruneAttempts, type ThrottleLimits } from './auth/throttle.ts';
import { CatalogueCache } from './catalogue/catalogue.ts';
import { seedCatalogue } from './catalogue/seed-catalogue.ts';
import { type AppConfig, DEFAULT_TIMEOUTS } from './config.ts';
import { ensureAdmin } from './db/queries/ensure-admin.ts';
import type { GeocoderOptions } from './geo/geocoder.ts';
import { loggerOptions } from './logging.ts';
import { expireUnpaidOrders } from './orders/expire-unpaid-orders.ts';
import { defaultWebDir } from './paths.ts';
import { paymentsPlugin } from './payments/payments-plugin.ts';
import { authPlugin } from './plugins/auth.ts';
import { databasePlugin } from './plugins/database.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { staticWebPlugin } from './plugins/static-web.ts';
import { realtimePlugin } from './realtime/realtime.ts';
import type { SocketLimits } from './realtime/socket-limits.ts';
import { adminCatalogueRoutes } from './routes/api/admin/admin-catalogue.ts';
import { adminKitchenRoutes } from './routes/api/admin/admin-kitchen.ts';
import { adminLoginRoute } from './routes/api/admin/admin-login.ts';
import { adminOrderRoutes } from './routes/api/admin/admin-orders.ts';
import { adminRevenueRoutes } from './routes/api/admin/admin-revenue.ts';
import { adminSettingsRoutes } from './routes/api/admin/admin-settings.ts';
import { adminTransactionRoutes } from './routes/api/admin/admin-transactions.ts';
import { adminUnappliedPaymentRoutes } from './routes/api/admin/admin-unapplied-payments.ts';
import { loginRoute } from './routes/api/auth/login.ts';
import { signupRoute } from './routes/api/auth/signup.ts';
import { contactRoutes } from './routes/api/contact/contact-routes.ts';
import { couponRoute } from './routes/api/coupons/coupon-route.ts';
import { geoRoutes } from './routes/api/geo/geo-routes.ts';
import { healthRoutes } from './routes/api/health.ts';
import { paymentsRoutes } from './routes/api/payments/payments-routes.ts';
import { plansRoutes } from './routes/api/plans/plans-routes.ts';
import { siteConfigRoute } from './routes/api/site-config/site-config-route.ts';
import { subscribeRoute } from './routes/api/subscribe/subscribe-route.ts';
import { addressRoutes } from './routes/api/user/addresses.ts';
import { deleteAccountRoute } from './routes/api/user/delete-account.ts';
import { profileRoute } from './routes/api/user/profile.ts';
import { unpaidOrdersRoutes } from './routes/api/user/unpaid-orders.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig & { jwtSecret: string };
    throttleLimits: ThrottleLimits;
    /** Verified against when no account matches, so a wrong identifier costs as much as a wrong password. */
    dummyPasswordHash: string;
    catalogue: CatalogueCache;
  }
}

const PRUNE_EVERY_MS = 10 * 60_000;
const EXPIRE_EVERY_MS = 60_000;

export const BODY_LIMIT = 1024 * 1024;

/**
 * Errors the router raises before any handler (a malformed %-escape, an overlong path parameter)
 * get the same `{ success: false, message }` shape as every other refusal.
 */
function answerRouterError(code: string, reply: FastifyReply) {
  if (code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.code(414).send({ success: false, message: MSG.urlTooLong });
  }
  return reply.code(400).send({ success: false, message: MSG.invalidUrl });
}

/** Builds the whole server without listening, so tests drive it through `inject`. */
export interface BuildOptions {
  /** Tests shorten the geocoder's interval and timeout. */
  geocoder?: Partial<Omit<GeocoderOptions, 'baseUrl' | 'db'>>;
  /** Coupon previews one client address may make per minute (default 20). */
  couponLookupsPerMinute?: number;
  /** Location lookups one client address may make per minute (default 30). */
  geoLookupsPerMinute?: number;
  /** Socket.IO limits (tests make them small). */
  socketLimits?: SocketLimits;
  /** Told every route as it is registered (the route fuzz test walks them all). */
  onRoute?: (route: { method: string | string[]; url: string }) => void;
  /** Tests read the log from here instead of standard output. */
  logStream?: Writable;
}

export async function buildApp(
  config: AppConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const timeouts = config.timeouts ?? DEFAULT_TIMEOUTS;
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    bodyLimit: BODY_LIMIT,
    // A client that sends its request slowly (a byte every few seconds) holds a connection; these
    // cut it off. Node checks them on an interval, so the interval is short enough to matter.
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: Math.min(1000, timeouts.headersMs),
    },
    trustProxy: config.trustProxy,
    frameworkErrors: (error, _request, reply) =>
      answerRouterError(error.code, reply as FastifyReply),
    // Lets shutdown finish in-flight requests while idle keep-alive sockets are closed at once.
    forceCloseConnections: 'idle',
  });

  // Every route's body, params, query and headers are zod schemas from packages/domain; a refusal
  // reaches the error plugin, which answers it in the schema's own words.
  app.setValidatorCompiler(validatorCompiler);

  if (options.onRoute) {
    const tell = options.onRoute;
    app.addHook('onRoute', (route) => tell({ method: route.method, url: route.url }));
  }

  const jwtSecret = await resolveJwtSecret(config.jwtSecret, config.dataDir);
  app.decorate('config', { ...config, jwtSecret });

  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(securityHeadersPlugin, { razorpay: Boolean(config.payments.razorpay) });
  await app.register(databasePlugin, { config: config.database });

  if (config.admin) {
    const result = await ensureAdmin(app.db, config.admin);
    app.log.info({ adminEmail: config.admin.email, result }, 'admin account checked');
  } else if (config.env === 'development') {
    const local = await createLocalAdminIfNone(app.db);
    // Printed once, on the start that creates it; only a hash is kept.
    if (local) {
      console.log(
        `\nFirst admin created for local use. Log in at /admin-login with\n  email:    ${local.email}\n  password: ${local.password}\nand change the password in Settings. This is shown only once.\n`,
      );
    }
  } else {
    app.log.warn(
      'no ADMIN_EMAIL configured: create an admin with `npm run admin -- create --email <address>`',
    );
  }

  if (config.env === 'production' && config.payments.testMode && !config.payments.razorpay) {
    app.log.error(
      'PAYMENT TEST MODE IS ON IN PRODUCTION (ALLOW_TEST_PAYMENTS_IN_PRODUCTION=true): online orders are "paid" without money. Never run a real shop like this.',
    );
  }

  const placeholders = config.contactPlaceholders ?? [];
  if (config.env === 'production' && placeholders.length > 0) {
    // Not a refusal: the shop works, but customers would be shown a number nobody answers.
    app.log.error(
      { settings: placeholders },
      `CONTACT DETAILS ARE PLACEHOLDERS: set ${placeholders.join(', ')} so customers can reach the business`,
    );
  }

  app.decorate('throttleLimits', config.throttle);
  app.decorate('dummyPasswordHash', await hashPassword(randomBytes(16).toString('hex')));
  const pruneTimer = setInterval(() => {
    pruneAttempts(app.db).catch((err) => app.log.warn({ err }, 'pruning auth failures failed'));
  }, PRUNE_EVERY_MS);
  pruneTimer.unref();
  app.addHook('onClose', async () => clearInterval(pruneTimer));

  await seedCatalogue(app.db);
  app.decorate('catalogue', new CatalogueCache(app.db));
  const expiryTimer = setInterval(() => {
    expireUnpaidOrders(app.db).catch((err) =>
      app.log.warn({ err }, 'expiring unpaid orders failed'),
    );
  }, EXPIRE_EVERY_MS);
  expiryTimer.unref();
  app.addHook('onClose', async () => clearInterval(expiryTimer));

  await app.register(authPlugin);
  await app.register(paymentsPlugin);
  await app.register(realtimePlugin, { limits: options.socketLimits });
  await app.register(healthRoutes);
  await app.register(signupRoute);
  await app.register(loginRoute);
  await app.register(profileRoute);
  await app.register(unpaidOrdersRoutes);
  await app.register(deleteAccountRoute);
  await app.register(addressRoutes);
  await app.register(adminLoginRoute);
  await app.register(adminOrderRoutes);
  await app.register(adminRevenueRoutes);
  await app.register(adminKitchenRoutes);
  await app.register(adminCatalogueRoutes);
  await app.register(adminTransactionRoutes);
  await app.register(adminUnappliedPaymentRoutes);
  await app.register(adminSettingsRoutes);
  await app.register(plansRoutes);
  await app.register(subscribeRoute);
  await app.register(couponRoute, { lookupsPerMinute: options.couponLookupsPerMinute ?? 20 });
  await app.register(paymentsRoutes);
  await app.register(contactRoutes);
  await app.register(siteConfigRoute);
  await app.register(geoRoutes, {
    geocoder: options.geocoder ?? {},
    lookupsPerMinute: options.geoLookupsPerMinute ?? 30,
  });
  await app.register(staticWebPlugin, { webDir: config.webDir ?? defaultWebDir });

  return app;
}
