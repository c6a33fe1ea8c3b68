import { Readable } from 'node:stream';
import { todayInIndia } from '@fitthali/domain/dates';
import { changeUntil } from '@fitthali/domain/delivery-settings';
import { kitchenQuery, kitchenSheetQuery } from '@fitthali/domain/schemas/admin-kitchen';
import { sheetChoice } from '@fitthali/domain/slot-now';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadBusinessSettings } from '../../../business/business-settings.ts';
import { loadDeliverySettings } from '../../../deliveries/delivery-settings.ts';
import { decideUndecidedDishes, dishCounts } from '../../../kitchen/dish-counts.ts';
import { kitchenCounts } from '../../../kitchen/kitchen-counts.ts';
import { kitchenCsv } from '../../../kitchen/kitchen-csv.ts';
import { labelsPdf } from '../../../kitchen/labels-stream.ts';
import { runSheetPage } from '../../../kitchen/run-sheet.ts';

/**
 * The kitchen sheet (what to cook for a date and slot, counted in the database, by plan and by
 * dish) with one page of its run sheet (where to take it), the whole run sheet as a streamed CSV
 * (issue 13 point 6), and a label for every meal as a streamed PDF (issue 26 point 6).
 */
export const adminKitchenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/kitchen',
    { preValidation: app.requireAdmin, schema: { querystring: kitchenSheetQuery } },
    async (request) => {
      const { limit, after } = request.query;
      const now = app.now();
      const settings = await loadDeliverySettings(app.db);
      // Unless chosen, the slot now being delivered, by the server's clock in India (decision 142).
      const { date, slot } = sheetChoice(request.query, now, settings.slots);
      // Meals a crash left without their dish get it before anything is counted (decision 173).
      await decideUndecidedDishes(app.db, date, slot);
      const [counts, dishes, page] = await Promise.all([
        kitchenCounts(app.db, date, slot),
        dishCounts(app.db, date, slot),
        runSheetPage(app.db, { date, slot, limit, after }),
      ]);
      // Customers can still skip or pause until the slot's cut-off, so the counts are provisional
      // until then and final after.
      const changesCloseAt = changeUntil(date, slot, settings.slots);
      return {
        success: true,
        date,
        slot,
        ...counts,
        ...dishes,
        deliveries: page.deliveries,
        nextCursor: page.nextCursor,
        final: now.getTime() >= changesCloseAt.getTime(),
        changesCloseAt: changesCloseAt.toISOString(),
        // Marks and cash open on the delivery's day by this server's clock, never the phone's.
        today: todayInIndia(now),
        canMark: date <= todayInIndia(now),
      };
    },
  );

  app.get(
    '/api/admin/kitchen.csv',
    { preValidation: app.requireAdmin, schema: { querystring: kitchenQuery } },
    async (request, reply) => {
      const settings = await loadDeliverySettings(app.db);
      const { date, slot } = sheetChoice(request.query, app.now(), settings.slots);
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'Content-Disposition',
          `attachment; filename="fitthali-${date}-${slot.toLowerCase()}.csv"`,
        )
        .send(Readable.from(kitchenCsv(app.db, date, slot)));
    },
  );

  app.get(
    '/api/admin/kitchen/labels.pdf',
    { preValidation: app.requireAdmin, schema: { querystring: kitchenQuery } },
    async (request, reply) => {
      const settings = await loadDeliverySettings(app.db);
      const { date, slot } = sheetChoice(request.query, app.now(), settings.slots);
      const { fssai } = await loadBusinessSettings(app.db);
      return reply
        .type('application/pdf')
        .header('Cache-Control', 'no-store')
        .header(
          'Content-Disposition',
          `attachment; filename="fitthali-labels-${date}-${slot.toLowerCase()}.pdf"`,
        )
        .send(labelsPdf(app.db, { date, slot, fssai }));
    },
  );
};
