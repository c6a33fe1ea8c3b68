import type { Writable } from 'node:stream';
import { API_MSG } from '@fitthali/domain/api-messages';
import Fastify, { type FastifyInstance, type FastifyReply, LogController } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { resolveJwtSecret } from './auth/jwt-secret.ts';
import { backupPlugin } from './backup/backup-plugin.ts';
import { type AppConfig, DEFAULT_TIMEOUTS } from './config.ts';
import type { GeocoderOptions } from './geo/geocoder.ts';
import { loggerOptions } from './logging.ts';
import { metricsPlugin } from './metrics/metrics-plugin.ts';
import { notificationsPlugin } from './notifications/notifications-plugin.ts';
import { defaultWebDir } from './paths.ts';
import { paymentsPlugin } from './payments/payments-plugin.ts';
import { authPlugin } from './plugins/auth.ts';
import { cataloguePlugin } from './plugins/catalogue.ts';
import { answerClientError } from './plugins/client-errors.ts';
import { databasePlugin } from './plugins/database.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { type JobTimings, jobsPlugin } from './plugins/jobs.ts';
import { languagePlugin } from './plugins/language.ts';
import { readinessPlugin } from './plugins/readiness.ts';
import { requestIdOf, requestIdPlugin } from './plugins/request-id.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { startUpChecksPlugin } from './plugins/start-up-checks.ts';
import { staticWebPlugin } from './plugins/static-web.ts';
import { weekMenusPlugin } from './plugins/week-menus.ts';
import { realtimePlugin } from './realtime/realtime.ts';
import type { SocketLimits } from './realtime/socket-limits.ts';
import { apiRoutes } from './routes/api/api-routes.ts';
import { mediaDishesRoute } from './routes/media/dishes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig & { jwtSecret: string };
    /** The server's clock; every cut-off is judged against it (tests set it). */
    now: () => Date;
  }
}

export const BODY_LIMIT = 1024 * 1024;

/**
 * Errors the router raises before any handler (a malformed %-escape, an overlong path parameter)
 * get the same `{ success: false, message }` shape as every other refusal.
 */
function answerRouterError(code: string, reply: FastifyReply) {
  if (code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.code(414).send({ success: false, message: API_MSG.urlTooLong });
  }
  return reply.code(400).send({ success: false, message: API_MSG.invalidUrl });
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
  /** The clock the delivery cut-offs are judged by (tests move it). */
  clock?: () => Date;
  /** Tests make the job queue poll and recover quickly. */
  jobTimings?: JobTimings;
}

/** The real clock, or for a journey's server one that started at TEST_CLOCK_START and runs on. */
function configuredClock(start: Date | undefined): () => Date {
  if (!start) return () => new Date();
  const shift = start.getTime() - Date.now();
  return () => new Date(Date.now() + shift);
}

export async function buildApp(
  config: AppConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const timeouts = config.timeouts ?? DEFAULT_TIMEOUTS;
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    bodyLimit: BODY_LIMIT,
    // The database plugin creates and migrates the embedded database on a first start; on a busy
    // machine that took longer than Fastify's 10 s default and the server refused to start.
    pluginTimeout: 120_000,
    // A client that sends its request slowly (a byte every few seconds) holds a connection; these
    // cut it off. Node checks them on an interval, so the interval is short enough to matter.
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: Math.min(1000, timeouts.headersMs),
    },
    trustProxy: config.trustProxy,
    // One id per request, the proxy's when it sends a sane one (plugins/request-id.ts).
    requestIdHeader: false,
    genReqId: requestIdOf,
    logController: new LogController({
      requestIdLogLabel: 'requestId',
      // A load balancer asks every two seconds; its questions would drown the log.
      disableRequestLogging: (request) =>
        request.url === '/api/ready' || request.url === '/api/health',
    }),
    frameworkErrors: (error, _request, reply) =>
      answerRouterError(error.code, reply as FastifyReply),
    clientErrorHandler: answerClientError,
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
  app.decorate('now', options.clock ?? configuredClock(config.clockStart));

  await app.register(requestIdPlugin);
  await app.register(languagePlugin);
  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(securityHeadersPlugin, { razorpay: Boolean(config.payments.razorpay) });
  await app.register(databasePlugin, { config: config.database });
  await app.register(readinessPlugin);
  await app.register(startUpChecksPlugin);
  await app.register(cataloguePlugin);
  await app.register(jobsPlugin, { timings: options.jobTimings });
  await app.register(authPlugin);
  await app.register(paymentsPlugin);
  await app.register(notificationsPlugin);
  await app.register(realtimePlugin, { limits: options.socketLimits });
  await app.register(weekMenusPlugin);
  await app.register(apiRoutes, {
    geocoder: options.geocoder ?? {},
    couponLookupsPerMinute: options.couponLookupsPerMinute ?? 20,
    geoLookupsPerMinute: options.geoLookupsPerMinute ?? 30,
  });
  await app.register(metricsPlugin);
  await app.register(backupPlugin);
  // Before the web app, whose fallback would otherwise answer these paths with a page.
  await app.register(mediaDishesRoute);
  await app.register(staticWebPlugin, { webDir: config.webDir ?? defaultWebDir });

  return app;
}
