import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** Whether the request carries `Authorization: Bearer <token>`, compared in constant time. */
export function bearerMatches(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || !header.startsWith('Bearer ')) return false;
  const given = Buffer.from(header.slice(7));
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}
