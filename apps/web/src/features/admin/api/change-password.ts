import { ADMIN_TOKEN_KEY } from '../../../lib/storage-keys';
import { adminRequest } from './admin-request';

/**
 * PUT /api/admin/password: the current password is required to set a new one. The change ends
 * every session signed in with the old password, this one included, so the fresh token the server
 * answers with replaces the stored one.
 */
export async function changeAdminPassword(input: { oldPassword: string; newPassword: string }) {
  const answer = await adminRequest<{ message: string; token?: string }>('/api/admin/password', {
    method: 'PUT',
    body: input,
  });
  if (answer.token) localStorage.setItem(ADMIN_TOKEN_KEY, answer.token);
  return answer;
}
