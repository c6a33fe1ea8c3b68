import type { Address } from '@fitthali/domain/address';
import { apiRequest } from '../../../lib/api-client';
import type { SavedAddress } from './types';

type AddressList = { addresses: SavedAddress[] };

function list(body: Partial<AddressList>): SavedAddress[] {
  return Array.isArray(body.addresses) ? body.addresses : [];
}

/** GET /api/user/address (SPEC §7). */
export async function listAddresses(signal?: AbortSignal): Promise<SavedAddress[]> {
  return list(await apiRequest<AddressList>('/api/user/address', { signal }));
}

/** POST /api/user/address with {address}; resolves with the new address and the updated list. */
export async function addAddress(
  address: Address,
): Promise<{ address: SavedAddress | undefined; addresses: SavedAddress[] }> {
  const body = await apiRequest<AddressList & { address?: SavedAddress }>('/api/user/address', {
    method: 'POST',
    body: { address },
  });
  return { address: body.address, addresses: list(body) };
}

/** PUT /api/user/address with {index, updatedAddress}; index is the position in the server list. */
export async function updateAddress(
  index: number,
  updatedAddress: Address,
): Promise<SavedAddress[]> {
  return list(
    await apiRequest<AddressList>('/api/user/address', {
      method: 'PUT',
      body: { index, updatedAddress },
    }),
  );
}

/** DELETE /api/user/address with {index}, the position in the server list. */
export async function deleteAddress(index: number): Promise<SavedAddress[]> {
  return list(
    await apiRequest<AddressList>('/api/user/address', { method: 'DELETE', body: { index } }),
  );
}
