import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** What a proxy's X-Request-Id may be: short, and nothing that could forge a log line. */
const PROXY_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/**
 * The request's id: the proxy's `X-Request-Id` when it is a sane token (nginx's `$request_id`,
 * HAProxy's `unique-id-format`), so one id follows the request from the proxy's log to ours;
 * else one made here. Fastify writes it on every log line of the request.
 */
export function requestIdOf(request: IncomingMessage): string {
  const header = request.headers['x-request-id'];
  if (typeof header === 'string' && PROXY_ID.test(header)) return header;
  return randomBytes(8).toString('hex');
}

/**
 * Every answer names its request id (`X-Request-Id`), and a 5xx answer carries it as
 * `reference`, which a customer can quote and the operator finds in the log (issue 28).
 */
export const requestIdPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
    app.addHook('onSend', async (request, reply, payload) => {
      if (reply.statusCode < 500 || typeof payload !== 'string') return payload;
      const type = reply.getHeader('content-type');
      if (typeof type !== 'string' || !type.startsWith('application/json')) return payload;
      try {
        const body = JSON.parse(payload) as unknown;
        if (body && typeof body === 'object' && !Array.isArray(body)) {
          return JSON.stringify({ ...body, reference: request.id });
        }
      } catch {}
      return payload;
    });
  },
  { name: 'request-id' },
);
