import { adminSession, saveAdminToken } from '../../../lib/admin-session';
import { apiRequest } from '../../../lib/api-client';

/**
 * PUT /api/admin/password: the current password is required to set a new one. The change ends
 * every session signed in with the old password, this one included, so the fresh token the server
 * answers with replaces the stored one.
 */
export async function changeAdminPassword(input: { oldPassword: string; newPassword: string }) {
  const answer = await apiRequest<{ message: string; token?: string }>('/api/admin/password', {
    session: adminSession,
    method: 'PUT',
    body: input,
  });
  if (answer.token) saveAdminToken(answer.token);
  return answer;
}
