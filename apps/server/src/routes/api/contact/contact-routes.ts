import rateLimit from '@fastify/rate-limit';
import { MSG } from '@fitthali/domain/messages';
import { contactSchema } from '@fitthali/domain/schemas/contact';
import { newsletterSchema } from '@fitthali/domain/schemas/newsletter';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../../http-error.ts';
import {
  addNewsletterSubscriber,
  insertContactMessage,
  listContactMessages,
  listNewsletterSubscribers,
} from './message-queries.ts';

/** Per client address. A person writes to us once or twice; a script hammering the form stops here. */
export const CONTACT_LIMIT = { max: 5, timeWindow: 10 * 60_000 };
export const NEWSLETTER_LIMIT = { max: 5, timeWindow: 10 * 60_000 };

/**
 * The contact form and the footer's mailing-list box (SPEC §2.4, §2.9): stored so a customer's
 * message reaches someone, and listed for admins on the Messages page.
 */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered inside this plugin, so the limits apply only to the routes that opt in below.
  await app.register(rateLimit, { global: false });

  app.post(
    '/api/contact',
    {
      config: {
        rateLimit: {
          ...CONTACT_LIMIT,
          errorResponseBuilder: () => new HttpError(429, MSG.tooManyContactMessages),
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

  app.post(
    '/api/newsletter',
    {
      config: {
        rateLimit: {
          ...NEWSLETTER_LIMIT,
          errorResponseBuilder: () => new HttpError(429, MSG.tooManyNewsletterSignups),
        },
      },
      schema: { body: newsletterSchema },
    },
    async (request) => {
      const added = await addNewsletterSubscriber(app.db, request.body.email);
      if (added) request.log.info('newsletter subscriber added');
      // The same answer whether or not the address was already on the list, so the form cannot
      // be used to find out who subscribes.
      return { success: true, message: MSG.newsletterThanks };
    },
  );

  app.get('/api/admin/messages', { preValidation: app.requireAdmin }, async () => {
    return { success: true, ...(await listContactMessages(app.db)) };
  });

  app.get('/api/admin/newsletter-subscribers', { preValidation: app.requireAdmin }, async () => {
    return { success: true, ...(await listNewsletterSubscribers(app.db)) };
  });
};
