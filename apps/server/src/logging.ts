import type { Writable } from 'node:stream';
import type { FastifyServerOptions } from 'fastify';

// Values that must never reach a log line, wherever they appear in what is logged.
const SECRET_KEYS = new Set([
  'password',
  'oldpassword',
  'newpassword',
  'passwordhash',
  'password_hash',
  'token',
  'authorization',
  'cookie',
  'x-razorpay-signature',
  'razorpay_signature',
  'params',
  'parameters',
  'detail',
]);
const REDACTED = '[redacted]';

/**
 * A database error's message (and so its stack) carries the query's parameter values after
 * `params:`; everything from there to the stack frames goes.
 */
function scrubMessage(message: string): string {
  return message.replace(/\n\s*params:[\s\S]*?(?=\n\s+at |$)/gi, `\nparams: ${REDACTED}`);
}

/**
 * Copies what will be logged with secrets and query parameters removed, however deep (errors carry
 * their driver error as `cause`). Bounded in depth, so a strange object cannot stall logging.
 */
function scrub(value: unknown, depth = 0): unknown {
  if (depth > 6 || value === null || typeof value !== 'object') {
    return typeof value === 'string' ? scrubMessage(value) : value;
  }
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => scrub(v, depth + 1));
  const out: Record<string, unknown> = {};
  const source = value as Record<string, unknown>;
  const keys = new Set([
    ...Object.keys(source),
    ...(value instanceof Error ? ['message', 'stack', 'cause'] : []),
  ]);
  if (value instanceof Error) out.type = value.constructor.name;
  for (const key of keys) {
    const v = source[key];
    if (v === undefined) continue;
    out[key] = SECRET_KEYS.has(key.toLowerCase()) ? REDACTED : scrub(v, depth + 1);
  }
  return out;
}

/** The server's logger: JSON lines, request headers and every secret redacted, errors scrubbed. */
export function loggerOptions(level: string, stream?: Writable): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-razorpay-signature"]',
        '*.password',
        '*.passwordHash',
        '*.token',
      ],
      censor: REDACTED,
    },
    serializers: {
      err: (err: Error) => {
        const safe = scrub(err) as Record<string, unknown>;
        return {
          ...safe,
          type: String(safe.type ?? 'Error'),
          message: String(safe.message ?? ''),
          stack: String(safe.stack ?? ''),
        };
      },
    },
  };
}
