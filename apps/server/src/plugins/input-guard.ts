import { findControlCharacters } from '@fitthali/domain/control-characters';
import { MSG } from '@fitthali/domain/messages';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http-error.ts';

/**
 * The domain's control-character rule applied once to everything a request carries (path
 * parameters, query string and JSON body), before any schema or handler sees it. The form schemas
 * apply the same rule with a message per field; this guard covers every value no form schema
 * words (admin paths, codes, lookups, fields a schema ignores), so PostgreSQL is never handed a
 * NUL.
 */
export const inputGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      if (
        findControlCharacters(request.params) ||
        findControlCharacters(request.query) ||
        // A photo upload's body is bytes (a Buffer), not text: walking it would visit every byte.
        (typeof request.body === 'object' &&
          !Buffer.isBuffer(request.body) &&
          findControlCharacters(request.body))
      ) {
        throw new HttpError(400, MSG.controlCharacters);
      }
    });
  },
  { name: 'input-guard' },
);
