import { findControlCharacters } from '@fitthali/domain/control-characters';
import { MSG } from '@fitthali/domain/messages';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http-error.ts';

/**
 * The domain's control-character rule applied once to everything a request carries (path
 * parameters, query string and JSON body), before any handler or query sees it. The field schemas
 * apply the same rule with a message per field; this guard is what keeps routes without a schema
 * (admin paths, lookups) from ever handing PostgreSQL a NUL.
 */
export const inputGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      if (
        findControlCharacters(request.params) ||
        findControlCharacters(request.query) ||
        (typeof request.body === 'object' && findControlCharacters(request.body))
      ) {
        throw new HttpError(400, MSG.controlCharacters);
      }
    });
  },
  { name: 'input-guard' },
);
