import { REFUND_SPEEDS, type RefundSpeed } from '@fitthali/domain/refunds';
import { ADMIN_PASSWORD_MIN } from '@fitthali/domain/schemas/admin-password';
import {
  isInternationalPhone,
  PLACEHOLDER_CONTACT,
  type SiteContact,
} from '@fitthali/domain/site-contact';
import { z } from 'zod';

// This file imports nothing from the rest of the server, so any part of it (and the admin CLI) can
// read settings without an import cycle.

export interface ThrottleRule {
  /** How many attempts a bucket may make within the window; the next one is refused. */
  limit: number;
  windowMs: number;
}

export interface ThrottleLimits {
  /** One identifier from one address: this is what locks (a script guessing one account). */
  loginPerPair: ThrottleRule;
  /** One address across identifiers: a script trying many accounts. */
  loginPerAddress: ThrottleRule;
  /**
   * One identifier across all addresses: past this ceiling attempts are slowed to one per
   * `loginSlowdown` window, never locked, so nobody can lock the real owner (or the admin) out by
   * failing on purpose from elsewhere.
   */
  loginPerIdentifier: ThrottleRule;
  loginSlowdown: ThrottleRule;
  signupPerAddress: ThrottleRule;
  /** One-time codes asked for one account (a reset, or a contact change), from anywhere. */
  codeRequestsPerIdentifier: ThrottleRule;
  /** One-time codes asked for from one address, across accounts. */
  codeRequestsPerAddress: ThrottleRule;
  /** Codes tried from one address, across accounts (each code also dies after 5 wrong tries). */
  codeGuessesPerAddress: ThrottleRule;
}

// A person who mistypes a password a few times is never stopped; a script guessing passwords for
// one account from one address is stopped after 10 tries, one address trying many accounts after
// 50, and many addresses guessing one account get one try every 2 seconds between them.
export const DEFAULT_THROTTLE_LIMITS: ThrottleLimits = {
  loginPerPair: { limit: 10, windowMs: 15 * 60_000 },
  loginPerAddress: { limit: 50, windowMs: 15 * 60_000 },
  loginPerIdentifier: { limit: 10, windowMs: 15 * 60_000 },
  loginSlowdown: { limit: 1, windowMs: 2_000 },
  signupPerAddress: { limit: 20, windowMs: 60 * 60_000 },
  codeRequestsPerIdentifier: { limit: 5, windowMs: 15 * 60_000 },
  codeRequestsPerAddress: { limit: 20, windowMs: 15 * 60_000 },
  codeGuessesPerAddress: { limit: 30, windowMs: 15 * 60_000 },
};

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const contactPhone = optionalString.pipe(
  z
    .string()
    .refine(isInternationalPhone, 'must be an international number: +, country code, number')
    .optional(),
);

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().trim().min(1).default('localhost'),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
        .optional(),
    ),
    JWT_SECRET: optionalString.pipe(
      z.string().min(32, 'must be at least 32 characters long').optional(),
    ),
    ADMIN_EMAIL: optionalString.pipe(z.email('must be an email address').optional()),
    ADMIN_PASSWORD: optionalString.pipe(
      z
        .string()
        .min(ADMIN_PASSWORD_MIN, `must be at least ${ADMIN_PASSWORD_MIN} characters long`)
        .optional(),
    ),
    NOMINATIM_URL: z.url('must be an http(s) URL').default('https://nominatim.openstreetmap.org'),
    WEB_DIR: optionalString,
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    SIGNUP_LIMIT_PER_HOUR: z.coerce
      .number()
      .int()
      .min(1)
      .default(DEFAULT_THROTTLE_LIMITS.signupPerAddress.limit),
    LOGIN_FAILURES_PER_IDENTIFIER: z.coerce
      .number()
      .int()
      .min(1)
      .default(DEFAULT_THROTTLE_LIMITS.loginPerPair.limit),
    LOGIN_FAILURES_PER_ADDRESS: z.coerce
      .number()
      .int()
      .min(1)
      .default(DEFAULT_THROTTLE_LIMITS.loginPerAddress.limit),
    REDIS_URL: optionalString.pipe(
      z
        .string()
        .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
        .optional(),
    ),
    RAZORPAY_KEY_ID: optionalString,
    RAZORPAY_KEY_SECRET: optionalString,
    RAZORPAY_WEBHOOK_SECRET: optionalString,
    RAZORPAY_API_URL: z.url('must be an http(s) URL').default('https://api.razorpay.com'),
    REFUND_SPEED: z.enum(REFUND_SPEEDS).default('normal'),
    PAYMENT_TEST_MODE: z.enum(['true', 'false', '1', '0']).optional(),
    ALLOW_TEST_PAYMENTS_IN_PRODUCTION: z
      .enum(['true', 'false', '1', '0'])
      .default('false')
      .transform((v) => v === 'true' || v === '1'),
    REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
    HEADERS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
    KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(72),
    // The menu pages promise an operator's change within a minute: this cache, then a browser's
    // copy for as long again (decision 178).
    MENU_CACHE_SECONDS: z.coerce
      .number()
      .int()
      .min(0)
      .max(30, 'must be at most 30: the menu pages show a change within a minute')
      .default(30),
    // After SIGTERM the readiness route answers 503 this long before the server stops listening,
    // so a load balancer's health checks see it and send no new requests (issue 28).
    // GET /metrics answers only a request with `Authorization: Bearer <METRICS_TOKEN>`; without
    // a token set it does not exist (issue 28).
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(120).default(0),
    ONLINE_ORDER_TTL_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(30),
    TRUST_PROXY: z
      .enum(['true', 'false', '1', '0'])
      .default('false')
      .transform((v) => v === 'true' || v === '1'),
    SUPPORT_PHONE: contactPhone,
    SUPPORT_WHATSAPP: contactPhone,
    SUPPORT_EMAIL: optionalString.pipe(z.email('must be an email address').optional()),
    JOBS: z.enum(['in-process', 'off']).default('in-process'),
    PUBLIC_URL: z.url('must be an http(s) URL').optional(),
    SMTP_URL: optionalString.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
        .optional(),
    ),
    MAIL_FROM: optionalString,
    WHATSAPP_TOKEN: optionalString,
    WHATSAPP_PHONE_ID: optionalString,
    WHATSAPP_API_URL: z.url('must be an http(s) URL').default('https://graph.facebook.com'),
    WHATSAPP_API_VERSION: z
      .string()
      .regex(/^v\d+\.\d+$/, 'must look like v21.0')
      .default('v21.0'),
    WHATSAPP_TEMPLATE_LANGUAGE: z.string().trim().min(2).default('en'),
    // Browser journeys run a server whose clock starts at this instant (a delivery day's hour);
    // refused outside NODE_ENV=test, so no real server can run on a moved clock.
    TEST_CLOCK_START: optionalString.pipe(
      z.iso.datetime({ offset: true, error: 'must be an ISO instant with its zone' }).optional(),
    ),
  })
  .superRefine((env, ctx) => {
    if (env.TEST_CLOCK_START && env.NODE_ENV !== 'test') {
      ctx.addIssue({
        code: 'custom',
        path: ['TEST_CLOCK_START'],
        message: 'is only for NODE_ENV=test: a real server keeps the real time',
      });
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
      });
    }
    const razorpay = [env.RAZORPAY_KEY_ID, env.RAZORPAY_KEY_SECRET, env.RAZORPAY_WEBHOOK_SECRET];
    if (razorpay.some(Boolean) && !razorpay.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: [
          !env.RAZORPAY_KEY_ID
            ? 'RAZORPAY_KEY_ID'
            : !env.RAZORPAY_KEY_SECRET
              ? 'RAZORPAY_KEY_SECRET'
              : 'RAZORPAY_WEBHOOK_SECRET',
        ],
        message:
          'RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET must be set together',
      });
    }
    const testPayments = env.PAYMENT_TEST_MODE === 'true' || env.PAYMENT_TEST_MODE === '1';
    if (env.NODE_ENV === 'production' && testPayments && !env.ALLOW_TEST_PAYMENTS_IN_PRODUCTION) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_TEST_MODE'],
        message:
          'must not be true when NODE_ENV=production: the test gateway lets anyone "pay" for free. ' +
          'For a staging server that really needs it, also set ALLOW_TEST_PAYMENTS_IN_PRODUCTION=true',
      });
    }
    if (Boolean(env.WHATSAPP_TOKEN) !== Boolean(env.WHATSAPP_PHONE_ID)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.WHATSAPP_TOKEN ? 'WHATSAPP_PHONE_ID' : 'WHATSAPP_TOKEN'],
        message: 'WHATSAPP_TOKEN and WHATSAPP_PHONE_ID must be set together',
      });
    }
    if (env.SMTP_URL && !env.MAIL_FROM) {
      ctx.addIssue({
        code: 'custom',
        path: ['MAIL_FROM'],
        message: 'is required with SMTP_URL (the address emails come from)',
      });
    }
    if (env.HEADERS_TIMEOUT_SECONDS > env.REQUEST_TIMEOUT_SECONDS) {
      ctx.addIssue({
        code: 'custom',
        path: ['HEADERS_TIMEOUT_SECONDS'],
        message: 'must not be longer than REQUEST_TIMEOUT_SECONDS',
      });
    }
    if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message:
          'is required when NODE_ENV=production (generate one with: openssl rand -base64 48)',
      });
    }
  });

export type DatabaseConfig =
  | {
      kind: 'pglite';
      dataDir: string | null;
      /**
       * Files of an already migrated database (a PGlite `dumpDataDir` tarball) to start an
       * in-memory one from, instead of creating and migrating it: how the tests get a database
       * each without paying for the migrations each time (decision 280). Never set in production.
       */
      image?: Blob;
    }
  | { kind: 'postgres'; url: string };

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  /** TEST_CLOCK_START: where a journey's server clock starts; it then runs at the real pace. */
  clockStart?: Date;
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  /** Absent means: generate one and keep it under dataDir (never in production). */
  jwtSecret: string | undefined;
  admin: { email: string; password: string } | undefined;
  nominatimUrl: string;
  webDir: string | undefined;
  logLevel: string;
  trustProxy: boolean;
  throttle: ThrottleLimits;
  redisUrl: string | undefined;
  payments: PaymentsConfig;
  /** How long a client may take to send a request; absent means the defaults. */
  timeouts?: HttpTimeouts;
  /** The public contact points the pages show; absent means the development placeholders. */
  contact?: SiteContact;
  /** The SUPPORT_* settings still showing a placeholder: logged as an error in production. */
  contactPlaceholders?: ContactSetting[];
  /**
   * Whether this process runs the job queue's handlers (`in-process`, the default) or only
   * enqueues (`off`: web instances beside a separate `npm run worker`). Absent means in-process.
   */
  jobs?: JobsMode;
  /** Email and WhatsApp (issue 15); absent means both channels only write to the log. */
  notifications?: NotificationsConfig;
  /**
   * MENU_CACHE_SECONDS: how long each instance keeps a plan's week menu before reading it again;
   * pages made from it may be kept as long by a browser. Absent means 30 (decision 178).
   */
  menuCacheSeconds?: number;
  /**
   * SHUTDOWN_DRAIN_SECONDS: how long a stopping instance answers readiness with 503 before it
   * stops listening. Absent means 0 (one instance has no load balancer to tell).
   */
  drainSeconds?: number;
  /** METRICS_TOKEN: the bearer token Prometheus sends for `GET /metrics`; absent: no metrics route. */
  metricsToken?: string;
}

export interface NotificationsConfig {
  /** Where links in messages point (PUBLIC_URL; default http://localhost:PORT). */
  publicUrl: string;
  smtp: { url: string; from: string } | undefined;
  whatsapp:
    | { token: string; phoneId: string; apiUrl: string; apiVersion: string; language: string }
    | undefined;
}

export type JobsMode = 'in-process' | 'off';

export type ContactSetting = 'SUPPORT_PHONE' | 'SUPPORT_WHATSAPP' | 'SUPPORT_EMAIL';

const digitsOf = (value: string) => value.replace(/\D/g, '');
const PLACEHOLDER_NUMBERS = new Set(
  [PLACEHOLDER_CONTACT.phone, PLACEHOLDER_CONTACT.whatsapp].map(digitsOf),
);

/**
 * The contact points from SUPPORT_*: WhatsApp defaults to the phone number. A setting counts as a
 * placeholder when it is unset or (for the numbers) still the made-up development number.
 */
function contactFrom(env: {
  SUPPORT_PHONE?: string;
  SUPPORT_WHATSAPP?: string;
  SUPPORT_EMAIL?: string;
}): { contact: SiteContact; placeholders: ContactSetting[] } {
  const phone = env.SUPPORT_PHONE ?? PLACEHOLDER_CONTACT.phone;
  const whatsapp = env.SUPPORT_WHATSAPP ?? env.SUPPORT_PHONE ?? PLACEHOLDER_CONTACT.whatsapp;
  const isPlaceholderNumber = (value: string) => PLACEHOLDER_NUMBERS.has(digitsOf(value));
  const placeholders: ContactSetting[] = [];
  if (isPlaceholderNumber(phone)) placeholders.push('SUPPORT_PHONE');
  if (isPlaceholderNumber(whatsapp)) placeholders.push('SUPPORT_WHATSAPP');
  if (!env.SUPPORT_EMAIL) placeholders.push('SUPPORT_EMAIL');
  return {
    contact: { phone, whatsapp, email: env.SUPPORT_EMAIL ?? PLACEHOLDER_CONTACT.email },
    placeholders,
  };
}

export interface HttpTimeouts {
  /** The whole request, headers and body: a client trickling bytes is cut off after this. */
  requestMs: number;
  /** The request's headers. */
  headersMs: number;
  /** An idle keep-alive connection. */
  keepAliveMs: number;
}

export const DEFAULT_TIMEOUTS: HttpTimeouts = {
  requestMs: 30_000,
  headersMs: 10_000,
  keepAliveMs: 72_000,
};

export interface PaymentsConfig {
  razorpay: { keyId: string; keySecret: string; webhookSecret: string; apiUrl: string } | undefined;
  /** The built-in test gateway; on by default except in production. */
  testMode: boolean;
  /** Test payments in production, explicitly allowed (a staging server); logged loudly. */
  testModeInProduction?: boolean;
  onlineOrderTtlMinutes: number;
  /** Razorpay's refund speed (REFUND_SPEED): `normal`, or `optimum` for instant where possible. */
  refundSpeed?: RefundSpeed;
}

export class ConfigError extends Error {}

/** Parses the environment once at start-up; a bad value stops the process with its name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = issue.path.join('.') || 'environment';
      return `  ${name}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const { contact, placeholders } = contactFrom(e);
  return {
    env: e.NODE_ENV,
    ...(e.TEST_CLOCK_START ? { clockStart: new Date(e.TEST_CLOCK_START) } : {}),
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir: `${e.DATA_DIR}/pglite` },
    jwtSecret: e.JWT_SECRET,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD }
        : undefined,
    nominatimUrl: e.NOMINATIM_URL,
    webDir: e.WEB_DIR,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    redisUrl: e.REDIS_URL,
    payments: {
      razorpay:
        e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET && e.RAZORPAY_WEBHOOK_SECRET
          ? {
              keyId: e.RAZORPAY_KEY_ID,
              keySecret: e.RAZORPAY_KEY_SECRET,
              webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
              apiUrl: e.RAZORPAY_API_URL,
            }
          : undefined,
      testMode:
        e.PAYMENT_TEST_MODE === undefined
          ? e.NODE_ENV !== 'production'
          : e.PAYMENT_TEST_MODE === 'true' || e.PAYMENT_TEST_MODE === '1',
      onlineOrderTtlMinutes: e.ONLINE_ORDER_TTL_MINUTES,
      testModeInProduction: e.ALLOW_TEST_PAYMENTS_IN_PRODUCTION,
      refundSpeed: e.REFUND_SPEED,
    },
    timeouts: {
      requestMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
      headersMs: e.HEADERS_TIMEOUT_SECONDS * 1000,
      keepAliveMs: e.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    },
    contact,
    contactPlaceholders: placeholders,
    jobs: e.JOBS,
    menuCacheSeconds: e.MENU_CACHE_SECONDS,
    drainSeconds: e.SHUTDOWN_DRAIN_SECONDS,
    metricsToken: e.METRICS_TOKEN,
    notifications: {
      publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
      smtp: e.SMTP_URL && e.MAIL_FROM ? { url: e.SMTP_URL, from: e.MAIL_FROM } : undefined,
      whatsapp:
        e.WHATSAPP_TOKEN && e.WHATSAPP_PHONE_ID
          ? {
              token: e.WHATSAPP_TOKEN,
              phoneId: e.WHATSAPP_PHONE_ID,
              apiUrl: e.WHATSAPP_API_URL,
              apiVersion: e.WHATSAPP_API_VERSION,
              language: e.WHATSAPP_TEMPLATE_LANGUAGE,
            }
          : undefined,
    },
    throttle: {
      ...DEFAULT_THROTTLE_LIMITS,
      loginPerPair: {
        ...DEFAULT_THROTTLE_LIMITS.loginPerPair,
        limit: e.LOGIN_FAILURES_PER_IDENTIFIER,
      },
      loginPerIdentifier: {
        ...DEFAULT_THROTTLE_LIMITS.loginPerIdentifier,
        limit: e.LOGIN_FAILURES_PER_IDENTIFIER,
      },
      loginPerAddress: {
        ...DEFAULT_THROTTLE_LIMITS.loginPerAddress,
        limit: e.LOGIN_FAILURES_PER_ADDRESS,
      },
      signupPerAddress: {
        ...DEFAULT_THROTTLE_LIMITS.signupPerAddress,
        limit: e.SIGNUP_LIMIT_PER_HOUR,
      },
    },
  };
}
