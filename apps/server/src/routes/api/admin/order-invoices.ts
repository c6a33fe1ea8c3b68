import { orderInvoicesParams } from '@fitthali/domain/schemas/invoices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invoiceList, ofOrder } from '../../../invoices/invoice-list.ts';

/** GET /api/admin/subscriptions/:id/invoices: the order's invoices and credit notes. */
export const adminOrderInvoicesRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/subscriptions/:id/invoices',
    { preValidation: app.requireAdmin, schema: { params: orderInvoicesParams } },
    async (request) => ({
      success: true,
      invoices: await invoiceList(app.db, ofOrder(request.params.id)),
    }),
  );
};
