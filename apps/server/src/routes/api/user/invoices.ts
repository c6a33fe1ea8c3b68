import { INVOICE_MSG } from '@fitthali/domain/business-messages';
import { invoiceParams } from '@fitthali/domain/schemas/invoices';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invoices } from '../../../db/schema/invoices.ts';
import { HttpError } from '../../../http-error.ts';
import { invoiceList, ofCustomer } from '../../../invoices/invoice-list.ts';
import { renderInvoicePdf } from '../../../invoices/invoice-pdf.ts';
import { currentUser } from '../../../plugins/auth.ts';

/**
 * GET /api/user/invoices: the customer's tax invoices and credit notes, newest first; and
 * GET /api/invoices/:id/pdf: the PDF, to its customer and to admins only. Anyone else is told it
 * does not exist (404), so ids cannot be probed.
 */
export const userInvoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/user/invoices', { preValidation: app.requireUser }, async (request) => ({
    success: true,
    invoices: await invoiceList(app.db, ofCustomer(currentUser(request).id)),
  }));

  app.get(
    '/api/invoices/:id/pdf',
    { preValidation: app.requireUser, schema: { params: invoiceParams } },
    async (request, reply) => {
      const user = currentUser(request);
      const [row] = await app.db.select().from(invoices).where(eq(invoices.id, request.params.id));
      if (!row || (row.userId !== user.id && user.role !== 'admin')) {
        throw new HttpError(404, INVOICE_MSG.invoiceNotFound);
      }
      const pdf = await renderInvoicePdf(row.facts, row.issuedAt);
      const file = `${row.kind === 'invoice' ? 'invoice' : 'credit-note'}-${row.number.replaceAll('/', '-')}.pdf`;
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${file}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );
};
