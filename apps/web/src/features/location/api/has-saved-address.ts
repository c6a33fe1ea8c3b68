import { apiRequest } from '../../../lib/api-client';

/** Whether the signed-in customer's account already holds a delivery address. */
export async function hasSavedAddress(signal?: AbortSignal): Promise<boolean> {
  const body = await apiRequest<{ addresses?: unknown }>('/api/user/address', { signal });
  return Array.isArray(body.addresses) && body.addresses.length > 0;
}
