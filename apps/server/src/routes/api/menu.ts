import { todayInIndia } from '@fitthali/domain/dates';
import { menuRange } from '@fitthali/domain/menu-choice';
import { publicMenuQuery } from '@fitthali/domain/schemas/admin-menu';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../http-error.ts';
import { publicMenuDays } from '../../menus/menu-answers.ts';

/**
 * GET /api/menu?plan&mealOption&from&to (issue 26's contract): the published menu of a plan's Veg
 * or Non-Veg meals, each date's lunch and dinner with their alternatives; the current week in
 * India unless asked, at most a month. Dishes are named in the request's language (issue 27). Shared caches may keep it a minute: the storefront shows an
 * operator's change within a minute of it.
 */
export const menuRoute: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/menu', { schema: { querystring: publicMenuQuery } }, async (request, reply) => {
    const range = menuRange(request.query, todayInIndia(app.now()));
    if ('problem' in range) throw new HttpError(400, range.problem);
    const { plan, mealOption } = request.query;
    const days = await publicMenuDays(app.db, { planId: plan, mealOption }, range, request.locale);
    reply.header('Cache-Control', 'public, max-age=60');
    return { success: true, days };
  });
};
