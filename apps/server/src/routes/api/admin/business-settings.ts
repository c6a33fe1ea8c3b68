import { canIssueInvoices } from '@fitthali/domain/business-details';
import { businessSettingsBody } from '@fitthali/domain/schemas/business-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadBusinessSettings, saveBusinessSettings } from '../../../business/business-settings.ts';
import type { Db } from '../../../db/client.ts';
import { waitForInvoiceDetails } from '../../../invoices/invoice-details-lock.ts';
import {
  issueMissingInvoices,
  paymentsWithoutInvoice,
} from '../../../invoices/issue-missing-invoices.ts';

/**
 * GET and PUT /api/admin/settings/business: the legal details, plus the invoice number prefix and
 * whether prices include GST (which checkout and invoices follow, decision 124). Both answer
 * `invoiceStatus`: whether invoices can be issued and how many payments still wait for theirs, so
 * the page can say loudly that details are missing (decision 138). Saving details that allow
 * invoices issues every missing invoice in the same transaction (`invoicesIssued`).
 */
export const adminBusinessSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { preValidation: app.requireAdmin };
  app.get('/api/admin/settings/business', guard, async () => {
    const settings = await loadBusinessSettings(app.db, app.config.contact);
    return {
      success: true,
      ...settings,
      invoiceStatus: {
        ready: canIssueInvoices(settings),
        paymentsWithoutInvoice: await paymentsWithoutInvoice(app.db),
      },
    };
  });
  app.put(
    '/api/admin/settings/business',
    { ...guard, schema: { body: businessSettingsBody } },
    async (request) => {
      const issued = await app.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        await waitForInvoiceDetails(tx, 'exclusive');
        await saveBusinessSettings(tx, request.body);
        return issueMissingInvoices(tx, app.now());
      });
      return {
        success: true,
        ...request.body,
        invoicesIssued: issued,
        invoiceStatus: {
          ready: canIssueInvoices(request.body),
          paymentsWithoutInvoice: await paymentsWithoutInvoice(app.db),
        },
      };
    },
  );
};
