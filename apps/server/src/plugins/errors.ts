import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ZodError } from 'zod';
import { HttpError } from '../http-error.ts';

const BAD_REQUEST = 'The request could not be understood.';
const GENERIC_BY_STATUS: Record<number, string> = {
  400: BAD_REQUEST,
  401: 'Please log in to continue.',
  403: 'You are not allowed to do that.',
  404: 'Not found.',
  405: 'Method not allowed.',
  406: 'Not acceptable.',
  408: 'The request took too long.',
  409: 'That conflicts with existing data.',
  413: 'The request body is too large (limit 1 MB).',
  415: 'Unsupported content type; send JSON.',
  429: 'Too many requests. Please wait a moment and try again.',
};

/** Picks what the customer is told: our own messages as written, framework ones translated. */
function publicError(error: FastifyError | Error): { status: number; message: string } {
  if (error instanceof HttpError) return { status: error.statusCode, message: error.message };
  if (error instanceof ZodError) {
    return { status: 400, message: error.issues[0]?.message ?? BAD_REQUEST };
  }
  const fe = error as FastifyError;
  const status = typeof fe.statusCode === 'number' ? fe.statusCode : 500;
  if (status >= 500 || status < 400) {
    return { status: 500, message: 'Something went wrong on our side. Please try again.' };
  }
  if (fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
    return { status: 400, message: 'The request body is not valid JSON.' };
  }
  if (fe.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return { status: 400, message: 'The request body is empty; send JSON.' };
  }
  if (fe.validation) return { status: 400, message: fe.message };
  return { status, message: GENERIC_BY_STATUS[status] ?? BAD_REQUEST };
}

/** The one error path: every API failure is `{ success: false, message }` with no internals. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error, request, reply) => {
    const { status, message } = publicError(error as Error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status, message }, 'request rejected');
    return reply.status(status).send({ success: false, message });
  });
});
