import type {
  ChangeNameBody,
  ChangePasswordBody,
  ContactChangeBody,
  ContactConfirmBody,
  ForgotPasswordBody,
  ResetPasswordBody,
} from '@fitthali/domain/schemas/account';
import { apiRequest } from '../../../lib/api-client';
import type { StoredUser } from '../../../lib/auth-storage';

// Account recovery and self-care (issue 15 point 3): the server's routes, one function each.

type Signed = { token: string; user: StoredUser };

/** POST /api/auth/forgot-password: the same answer whether or not an account matches. */
export function forgotPassword(body: ForgotPasswordBody) {
  return apiRequest('/api/auth/forgot-password', { method: 'POST', body, session: null });
}

/** POST /api/auth/reset-password: the code and a new password; signs in. */
export function resetPassword(body: ResetPasswordBody) {
  return apiRequest<Signed>('/api/auth/reset-password', { method: 'POST', body, session: null });
}

/** PUT /api/user/password: answers this session's fresh token (the others end). */
export function changePassword(body: ChangePasswordBody) {
  return apiRequest<{ token: string }>('/api/user/password', { method: 'PUT', body });
}

/** PUT /api/user/name */
export function changeName(body: ChangeNameBody) {
  return apiRequest<{ user: StoredUser }>('/api/user/name', { method: 'PUT', body });
}

/** POST /api/user/contact: sends a code to the new email or phone. */
export function askContactChange(body: ContactChangeBody) {
  return apiRequest('/api/user/contact', { method: 'POST', body });
}

/** POST /api/user/contact/confirm: applies the change; answers a fresh token. */
export function confirmContactChange(body: ContactConfirmBody) {
  return apiRequest<Signed>('/api/user/contact/confirm', { method: 'POST', body });
}
