import type { InvoiceAnswer } from '@fitthali/domain/invoice-answer';
import { ApiError, type ApiSession, apiFetch, apiRequest } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-file';

/** A tax invoice or credit note as the API lists them (issue 15's contract). */
export type InvoiceView = InvoiceAnswer;

const listOf = (body: { invoices?: unknown }) =>
  Array.isArray(body.invoices) ? (body.invoices as InvoiceView[]) : [];

/** GET /api/user/invoices with the stored token. */
export async function getInvoices(signal?: AbortSignal): Promise<InvoiceView[]> {
  return listOf(await apiRequest<{ invoices?: unknown }>('/api/user/invoices', { signal }));
}

/** GET /api/admin/subscriptions/:id/invoices: one order's, for the admin's order page. */
export async function getOrderInvoices(
  subscriptionId: string,
  session: ApiSession,
  signal?: AbortSignal,
): Promise<InvoiceView[]> {
  return listOf(
    await apiRequest<{ invoices?: unknown }>(
      `/api/admin/subscriptions/${encodeURIComponent(subscriptionId)}/invoices`,
      { session, cache: 'no-cache', signal },
    ),
  );
}

/** The PDF, fetched with the bearer header and saved by the browser. */
export async function downloadInvoice(invoice: InvoiceView, session?: ApiSession) {
  const response = await apiFetch(invoice.url, { session, accept: 'application/pdf' });
  if (!response.ok) throw new ApiError('http', response.status);
  saveBlob(
    await response.blob(),
    `${invoice.kind === 'invoice' ? 'invoice' : 'credit-note'}-${invoice.number.replaceAll('/', '-')}.pdf`,
  );
}
