import { apiRequest, isAbortError } from '../../../lib/api-client';

/** Whether the signed-in customer's account already holds a delivery address. */
export async function hasSavedAddress(signal?: AbortSignal): Promise<boolean> {
  const body = await apiRequest<{ addresses?: unknown }>('/api/user/address', { signal });
  return Array.isArray(body.addresses) && body.addresses.length > 0;
}

/** `hasSavedAddress`, with a cancelled check told apart from a failed one (which throws). */
export async function savedAddressKnown(signal: AbortSignal): Promise<boolean | 'aborted'> {
  try {
    return await hasSavedAddress(signal);
  } catch (err) {
    if (isAbortError(err)) return 'aborted';
    throw err;
  }
}
