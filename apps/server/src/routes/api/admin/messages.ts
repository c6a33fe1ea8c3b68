import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listContactMessages } from '../../../db/queries/messages.ts';

/** GET /api/admin/messages: what customers wrote through the contact form, newest first. */
export const adminMessagesRoute: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/admin/messages', { preValidation: app.requireAdmin }, async () => {
    return { success: true, ...(await listContactMessages(app.db)) };
  });
};
