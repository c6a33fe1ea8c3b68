import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { booksCheck } from '../../../books/books-check.ts';

/**
 * GET /api/admin/books: the books check (issue 14 point 7): money in − refunds = collected net and
 * each order paid once by its total, the delivery books, and the credit and cancellation parts.
 * `npm run books` prints the same and fails when `ok` is false.
 */
export const adminBooksRoute: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/admin/books', { preValidation: app.requireAdmin }, async () => ({
    success: true,
    ...(await booksCheck(app.db, app.now())),
  }));
};
