import type { BusinessSettings } from '@fitthali/domain/business-details';
import { adminSession } from '../../../lib/admin-session';
import { apiRequest } from '../../../lib/api-client';
import type { InvoiceStatus } from './types';

type BusinessAnswer = BusinessSettings & {
  invoiceStatus: InvoiceStatus;
  /** On a save: the invoices and credit notes it issued for payments taken before (issue 25). */
  invoicesIssued?: { invoices: number; creditNotes: number };
};

/** The settings apart from what the server says about invoices, so a save sends only settings. */
function split({ invoiceStatus, invoicesIssued, ...settings }: BusinessAnswer) {
  return { settings, invoiceStatus, invoicesIssued };
}

/** GET /api/admin/settings/business: the legal details and invoice settings (issue 15). */
export async function getBusinessSettings(signal?: AbortSignal) {
  return split(
    await apiRequest<BusinessAnswer>('/api/admin/settings/business', {
      session: adminSession,
      cache: 'no-cache',
      signal,
    }),
  );
}

/**
 * PUT /api/admin/settings/business: the server validates every field and says what is wrong; a
 * save that completes the legal details issues every invoice still missing (decision 138).
 */
export async function saveBusinessSettings(settings: BusinessSettings) {
  return split(
    await apiRequest<BusinessAnswer>('/api/admin/settings/business', {
      session: adminSession,
      method: 'PUT',
      body: settings,
    }),
  );
}
