import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/user/delete with the stored token (SPEC §7). */
export async function deleteAccount(): Promise<void> {
  await apiRequest('/api/user/delete', { method: 'DELETE' });
}
