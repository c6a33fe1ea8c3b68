import { apiRequest } from '../../../lib/api-client';
import type { Delivery } from './types';

/** PUT /api/user/deliveries/:id/dish: that meal's dish, chosen from what its day offers. */
export function swapDishRequest(deliveryId: string, dishId: string) {
  return apiRequest<{ delivery: Delivery }>(
    `/api/user/deliveries/${encodeURIComponent(deliveryId)}/dish`,
    { method: 'PUT', body: { dishId } },
  );
}
