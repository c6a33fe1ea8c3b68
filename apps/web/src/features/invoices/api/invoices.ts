import type { InvoiceAnswer } from '@fitthali/domain/invoice-answer';
import { ApiError, type ApiSession, apiFetch, apiRequest } from '../../../lib/api-client';

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

/**
 * The PDF, saved by the browser. A plain link could not send the bearer header, so the file is
 * fetched and handed over through a temporary Blob URL.
 */
export async function downloadInvoice(invoice: InvoiceView, session?: ApiSession) {
  const response = await apiFetch(invoice.url, { session, accept: 'application/pdf' });
  if (!response.ok) throw new ApiError('http', response.status);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `${invoice.kind === 'invoice' ? 'invoice' : 'credit-note'}-${invoice.number.replaceAll('/', '-')}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the download a moment to start before the URL is revoked.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
