import { adminRequest } from './admin-request';

/** PUT /api/admin/password: the current password is required to set a new one. */
export function changeAdminPassword(input: { oldPassword: string; newPassword: string }) {
  return adminRequest<{ message: string }>('/api/admin/password', { method: 'PUT', body: input });
}
