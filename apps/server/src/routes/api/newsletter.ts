import rateLimit from '@fastify/rate-limit';
import { API_MSG } from '@fitthali/domain/api-messages';
import { newsletterSchema } from '@fitthali/domain/schemas/newsletter';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addNewsletterSubscriber } from '../../db/queries/messages.ts';
import { HttpError } from '../../http-error.ts';

/** Per client address: a few sign-ups from one network, not a script filling the list. */
export const NEWSLETTER_LIMIT = { max: 5, timeWindow: 10 * 60_000 };

/**
 * POST /api/newsletter, the footer's mailing-list box (SPEC §2.4); admins read the list at
 * /api/admin/newsletter-subscribers.
 */
export const newsletterRoute: FastifyPluginAsyncZod = async (app) => {
  // Registered inside this plugin, so the limit applies only to the route that opts in below.
  await app.register(rateLimit, { global: false });

  app.post(
    '/api/newsletter',
    {
      config: {
        rateLimit: {
          ...NEWSLETTER_LIMIT,
          errorResponseBuilder: () => new HttpError(429, API_MSG.tooManyNewsletterSignups),
        },
      },
      schema: { body: newsletterSchema },
    },
    async (request) => {
      const added = await addNewsletterSubscriber(app.db, request.body.email);
      if (added) request.log.info('newsletter subscriber added');
      // The same answer whether or not the address was already on the list, so the form cannot
      // be used to find out who subscribes.
      return { success: true, message: API_MSG.newsletterThanks };
    },
  );
};
