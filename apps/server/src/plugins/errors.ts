import { API_MSG } from '@fitthali/domain/api-messages';
import { MSG } from '@fitthali/domain/messages';
import { refusalStatus } from '@fitthali/domain/schemas/refusal-status';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { HttpError } from '../http-error.ts';
import { isApiPath, isMediaPath, normalisePath } from './request-path.ts';

type NotFoundHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Answers a GET for a path outside the API that no route serves (the web app sets it to serve
     * its pages); while unset, such paths get the API's 404 too.
     */
    pageNotFoundHandler: NotFoundHandler | null;
  }
}

const GENERIC_BY_STATUS: Record<number, string> = {
  400: API_MSG.requestNotUnderstood,
  401: MSG.loginRequired,
  403: API_MSG.notAllowed,
  404: API_MSG.notFound,
  405: API_MSG.methodNotAllowed,
  406: API_MSG.notAcceptable,
  408: API_MSG.requestTooSlow,
  409: API_MSG.conflict,
  413: API_MSG.bodyTooLarge,
  415: API_MSG.unsupportedContentType,
  429: API_MSG.tooManyRequests,
};

/**
 * A route's schema refused its input: the customer is told the first problem in the schema's own
 * words, with the status the schema asked for (404 for an id that cannot exist, else 400).
 */
function refusedInput(issue: { message?: string; params?: unknown } | undefined) {
  return {
    status: refusalStatus(issue?.params),
    message: issue?.message || API_MSG.requestNotUnderstood,
  };
}

/** Picks what the customer is told: our own messages as written, framework ones translated. */
function publicError(error: FastifyError | Error): { status: number; message: string } {
  if (error instanceof HttpError) return { status: error.statusCode, message: error.message };
  if (hasZodFastifySchemaValidationErrors(error)) {
    // The type provider keeps each zod issue's own fields (its `params` among them) in `params`.
    const first = error.validation[0];
    return refusedInput({ message: first?.message, params: first?.params.params });
  }
  if (error instanceof ZodError) return refusedInput(error.issues[0]);
  const fe = error as FastifyError;
  const status = typeof fe.statusCode === 'number' ? fe.statusCode : 500;
  if (status >= 500 || status < 400) return { status: 500, message: API_MSG.serverError };
  if (fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
    return { status: 400, message: API_MSG.invalidJson };
  }
  if (fe.code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
    return { status: 400, message: API_MSG.emptyJsonBody };
  if (fe.validation) return { status: 400, message: fe.message };
  return { status, message: GENERIC_BY_STATUS[status] ?? API_MSG.requestNotUnderstood };
}

/**
 * The one error path: every API failure, an unknown API path included, is
 * `{ success: false, message }` with no internals.
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error, request, reply) => {
      const { status, message } = publicError(error as Error);
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      else request.log.info({ status, message }, 'request rejected');
      return reply.status(status).send({ success: false, message });
    });

    app.decorate('pageNotFoundHandler', null);
    app.setNotFoundHandler(async (request, reply) => {
      const page = app.pageNotFoundHandler;
      const readsAPage = request.method === 'GET' || request.method === 'HEAD';
      const path = normalisePath(request.url);
      if (!page || !readsAPage || isApiPath(path) || isMediaPath(path)) {
        return reply.status(404).send({ success: false, message: API_MSG.notFound });
      }
      return page(request, reply);
    });
  },
  { name: 'errors' },
);
