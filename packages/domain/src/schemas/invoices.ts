import { z } from 'zod';
import { INVOICE_MSG } from '../business-messages.ts';
import { uuidOrNotFound } from './ids.ts';

/** GET /api/invoices/:id/pdf: a malformed id is answered like an unknown one (404). */
export const invoiceParams = z.object({ id: uuidOrNotFound(INVOICE_MSG.invoiceNotFound) });

/** GET /api/admin/subscriptions/:id/invoices. */
export const orderInvoicesParams = z.object({ id: uuidOrNotFound(INVOICE_MSG.orderNotFound) });
