import rateLimit from '@fastify/rate-limit';
import { API_MSG } from '@fitthali/domain/api-messages';
import { MSG } from '@fitthali/domain/messages';
import { contactSchema } from '@fitthali/domain/schemas/contact';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { insertContactMessage } from '../../db/queries/messages.ts';
import { HttpError } from '../../http-error.ts';

/** Per client address. A person writes to us once or twice; a script hammering the form stops here. */
export const CONTACT_LIMIT = { max: 5, timeWindow: 10 * 60_000 };

/**
 * POST /api/contact, the contact form (SPEC §2.9): stored so a customer's message reaches someone;
 * admins read it at /api/admin/messages.
 */
export const contactRoute: FastifyPluginAsyncZod = async (app) => {
  // Registered inside this plugin, so the limit applies only to the route that opts in below.
  await app.register(rateLimit, { global: false });

  app.post(
    '/api/contact',
    {
      config: {
        rateLimit: {
          ...CONTACT_LIMIT,
          errorResponseBuilder: () => new HttpError(429, API_MSG.tooManyContactMessages),
        },
      },
      schema: { body: contactSchema },
    },
    async (request, reply) => {
      const row = await insertContactMessage(app.db, request.body);
      request.log.info({ contactMessageId: row.id }, 'contact message stored');
      return reply.status(201).send({ success: true, message: MSG.contactSent, _id: row.id });
    },
  );
};
