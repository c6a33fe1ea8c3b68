// Every API answer in the language the request asks for (issue 27): `Accept-Language`, which the
// web app sets to the customer's explicit choice. Routes keep answering with the catalogues'
// English sentences; this hook says the answer's `message` (and a dialog's `lines`) in Odia when
// asked, so no call site changes and an English answer stays byte for byte what it was.

import { type Locale, negotiateLocale } from '@fitthali/domain/i18n/locales';
import { localizeMessage } from '@fitthali/domain/i18n/localize';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language this request's answer is given in. */
    locale: Locale;
  }
}

/**
 * How deep in an answer a `message` or `lines` is looked for (`{ closing: { lines } }`,
 * `{ days: [{ message }] }`).
 */
const MAX_DEPTH = 3;

/** Says each `message` and `lines` entry of `value` in `locale`, in place; true when any changed. */
function localizeAnswer(value: unknown, locale: Locale, depth = 0): boolean {
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return false;
  let changed = false;
  const record = value as Record<string, unknown>;
  for (const [key, entry] of Object.entries(record)) {
    if (key === 'message' && typeof entry === 'string') {
      const said = localizeMessage(entry, locale);
      if (said !== entry) {
        record[key] = said;
        changed = true;
      }
    } else if (key === 'lines' && Array.isArray(entry)) {
      record[key] = entry.map((line) => {
        if (typeof line !== 'string') return line;
        const said = localizeMessage(line, locale);
        if (said !== line) changed = true;
        return said;
      });
    } else if (Array.isArray(entry)) {
      for (const item of entry) changed = localizeAnswer(item, locale, depth + 1) || changed;
    } else if (typeof entry === 'object') {
      changed = localizeAnswer(entry, locale, depth + 1) || changed;
    }
  }
  return changed;
}

export function requestLocale(request: FastifyRequest): Locale {
  return negotiateLocale(request.headers['accept-language']);
}

export const languagePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('locale', 'en');
    app.addHook('onRequest', (request, reply, done) => {
      request.locale = requestLocale(request);
      if (request.url.startsWith('/api/')) reply.header('vary', 'Accept-Language');
      done();
    });
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.locale === 'en' || typeof payload !== 'string') return done(null, payload);
      const type = reply.getHeader('content-type');
      if (typeof type !== 'string' || !type.startsWith('application/json')) {
        return done(null, payload);
      }
      let answer: unknown;
      try {
        answer = JSON.parse(payload);
      } catch {
        return done(null, payload);
      }
      if (!localizeAnswer(answer, request.locale)) return done(null, payload);
      reply.header('content-language', 'or');
      done(null, JSON.stringify(answer));
    });
  },
  { name: 'language' },
);
