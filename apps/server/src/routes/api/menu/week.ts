import { API_MSG } from '@fitthali/domain/api-messages';
import { weekMenuQuery } from '@fitthali/domain/schemas/week-menu-query';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * GET /api/menu/week?plan=: the plan's published menu for the current week (India time, Monday to
 * Sunday), Veg and Non-Veg, exactly as the menu and plan pages carry it (decision 176). The pages
 * ask it when the app navigates to them; a page loaded from the server has it inside. An Odia
 * request gets the week in Odia, as an `/or/` page carries it (issue 27).
 */
export const weekMenuRoute: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/menu/week', { schema: { querystring: weekMenuQuery } }, async (request, reply) => {
    const served = await app.weekMenus.current(request.query.plan, request.locale);
    if (!served) {
      return reply.status(503).send({ success: false, message: API_MSG.weekMenuUnavailable });
    }
    const { maxAgeSeconds } = app.weekMenus;
    reply.header(
      'Cache-Control',
      maxAgeSeconds > 0 ? `public, max-age=${maxAgeSeconds}` : 'no-cache',
    );
    return { success: true, week: served.week };
  });
};
