import { Readable } from 'node:stream';
import { changeUntil } from '@fitthali/domain/delivery-settings';
import { kitchenQuery, kitchenSheetQuery } from '@fitthali/domain/schemas/admin-kitchen';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadDeliverySettings } from '../../../deliveries/delivery-settings.ts';
import { kitchenCounts } from '../../../kitchen/kitchen-counts.ts';
import { kitchenCsv } from '../../../kitchen/kitchen-csv.ts';
import { runSheetPage } from '../../../kitchen/run-sheet.ts';

/**
 * The kitchen sheet (what to cook for a date and slot, counted in the database) with one page of
 * its run sheet (where to take it), and the whole run sheet as a streamed CSV (issue 13 point 6).
 */
export const adminKitchenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/kitchen',
    { preValidation: app.requireAdmin, schema: { querystring: kitchenSheetQuery } },
    async (request) => {
      const { date, slot, limit, after } = request.query;
      const [counts, page, settings] = await Promise.all([
        kitchenCounts(app.db, date, slot),
        runSheetPage(app.db, { date, slot, limit, after }),
        loadDeliverySettings(app.db),
      ]);
      // Customers can still skip or pause until the slot's cut-off, so the counts are provisional
      // until then and final after.
      const changesCloseAt = changeUntil(date, slot, settings.slots);
      return {
        success: true,
        date,
        slot,
        ...counts,
        deliveries: page.deliveries,
        nextCursor: page.nextCursor,
        final: app.now().getTime() >= changesCloseAt.getTime(),
        changesCloseAt: changesCloseAt.toISOString(),
      };
    },
  );

  app.get(
    '/api/admin/kitchen.csv',
    { preValidation: app.requireAdmin, schema: { querystring: kitchenQuery } },
    async (request, reply) => {
      const { date, slot } = request.query;
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'Content-Disposition',
          `attachment; filename="fitthali-${date}-${slot.toLowerCase()}.csv"`,
        )
        .send(Readable.from(kitchenCsv(app.db, date, slot)));
    },
  );
};
