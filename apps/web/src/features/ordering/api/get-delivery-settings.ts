import {
  DEFAULT_DELIVERY_SETTINGS,
  type DeliverySettings,
} from '@fitthali/domain/delivery-settings';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /api/delivery-settings: the operator's delivery windows and cut-off hours, which decide the
 * earliest start date. Revalidated every time: a figure kept from before the operator changed it
 * would offer a day the server then refuses. The defaults stand in when it cannot be read; the
 * server judges the order again either way.
 */
export async function getDeliverySettings({
  signal,
}: {
  signal?: AbortSignal;
} = {}): Promise<DeliverySettings> {
  const body = await apiRequest<{ slots?: DeliverySettings }>('/api/delivery-settings', {
    session: null,
    cache: 'no-cache',
    signal,
  });
  return Array.isArray(body.slots) ? body.slots : DEFAULT_DELIVERY_SETTINGS;
}
