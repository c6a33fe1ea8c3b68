import rateLimit from '@fastify/rate-limit';
import { MSG } from '@fitthali/domain/messages';
import { contactSchema } from '@fitthali/domain/schemas/contact';
import { validate } from '@fitthali/domain/schemas/first-error';
import { newsletterSchema } from '@fitthali/domain/schemas/newsletter';
import type { FastifyInstance } from 'fastify';
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

export const TOO_MANY_MESSAGES =
  'Too many messages from your network. Please wait a few minutes and try again.';
export const TOO_MANY_SIGNUPS =
  'Too many sign-ups from your network. Please wait a few minutes and try again.';
/**
 * The same answer whether or not the address was already on the list, so the form cannot be used
 * to find out who subscribes.
 */
export const NEWSLETTER_THANKS = "Thanks for subscribing! We'll send weekly menus and offers.";

/**
 * The contact form and the footer's mailing-list box (SPEC §2.4, §2.9): stored so a customer's
 * message reaches someone, and listed for admins on the Messages page.
 */
export async function contactRoutes(app: FastifyInstance) {
  // Registered inside this plugin, so the limits apply only to the routes that opt in below.
  await app.register(rateLimit, { global: false });

  app.post(
    '/api/contact',
    {
      config: {
        rateLimit: {
          ...CONTACT_LIMIT,
          errorResponseBuilder: () => new HttpError(429, TOO_MANY_MESSAGES),
        },
      },
    },
    async (request, reply) => {
      const parsed = validate(contactSchema, request.body);
      if (!parsed.success) throw new HttpError(400, parsed.message);
      const row = await insertContactMessage(app.db, parsed.data);
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
          errorResponseBuilder: () => new HttpError(429, TOO_MANY_SIGNUPS),
        },
      },
    },
    async (request) => {
      const parsed = validate(newsletterSchema, request.body);
      if (!parsed.success) throw new HttpError(400, parsed.message);
      const added = await addNewsletterSubscriber(app.db, parsed.data.email);
      if (added) request.log.info('newsletter subscriber added');
      return { success: true, message: NEWSLETTER_THANKS };
    },
  );

  app.get('/api/admin/messages', { preHandler: app.requireAdmin }, async () => {
    return { success: true, ...(await listContactMessages(app.db)) };
  });

  app.get('/api/admin/newsletter-subscribers', { preHandler: app.requireAdmin }, async () => {
    return { success: true, ...(await listNewsletterSubscribers(app.db)) };
  });
}
