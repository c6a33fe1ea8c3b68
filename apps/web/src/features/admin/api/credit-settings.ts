import { adminSession } from '../../../lib/admin-session';
import { apiRequest } from '../../../lib/api-client';

/** How many days a meal credit lasts (issue 14 point 1). */
export interface CreditSettings {
  expiryDays: number;
}

/** GET /api/admin/credit-settings. */
export function getCreditSettings(signal?: AbortSignal) {
  return apiRequest<CreditSettings>('/api/admin/credit-settings', {
    session: adminSession,
    cache: 'no-cache',
    signal,
  });
}

/** PUT /api/admin/credit-settings: null when the field is not a whole number (the server says why). */
export function saveCreditSettings(expiryDays: number | null) {
  return apiRequest<CreditSettings>('/api/admin/credit-settings', {
    session: adminSession,
    method: 'PUT',
    body: { expiryDays },
  });
}
