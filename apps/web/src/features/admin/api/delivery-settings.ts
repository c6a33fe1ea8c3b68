import type { DeliverySettings } from '@fitthali/domain/delivery-settings';
import { adminSession } from '../../../lib/admin-session';
import { apiRequest } from '../../../lib/api-client';

/** What GET /api/delivery-settings and PUT /api/admin/delivery-settings answer. */
export interface DeliverySettingsAnswer {
  slots: DeliverySettings;
  extensionLimitDays: number;
}

/** What the form sends: numbers it could not read go as null, so the server's sentence says why. */
export interface DeliverySettingsInput {
  slots: { slot: string; start: string; end: string; cutoffHours: number | null }[];
  extensionLimitDays: number | null;
}

/** GET /api/delivery-settings: always the stored figures, never a copy the browser kept. */
export function getDeliverySettings(signal?: AbortSignal) {
  return apiRequest<DeliverySettingsAnswer>('/api/delivery-settings', {
    session: null,
    cache: 'no-cache',
    signal,
  });
}

/** PUT /api/admin/delivery-settings: the server validates and answers what it stored. */
export function saveDeliverySettings(input: DeliverySettingsInput) {
  return apiRequest<DeliverySettingsAnswer>('/api/admin/delivery-settings', {
    session: adminSession,
    method: 'PUT',
    body: input,
  });
}
