import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listNewsletterSubscribers } from '../../../db/queries/messages.ts';

/** GET /api/admin/newsletter-subscribers: the mailing list, newest first. */
export const adminNewsletterSubscribersRoute: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/admin/newsletter-subscribers', { preValidation: app.requireAdmin }, async () => {
    return { success: true, ...(await listNewsletterSubscribers(app.db)) };
  });
};
