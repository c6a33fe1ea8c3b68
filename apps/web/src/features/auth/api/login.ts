import type { LoginInput } from '@fitthali/domain/schemas/login';
import { apiRequest } from '../../../lib/api-client';
import type { StoredUser } from '../../../lib/auth-storage';

export type AuthAnswer = { token: string; user: StoredUser; message?: string };

/** POST /api/auth/login with a phone number or email as the identifier (SPEC §7). */
export function login(input: LoginInput): Promise<AuthAnswer> {
  return apiRequest<AuthAnswer>('/api/auth/login', {
    method: 'POST',
    body: input,
    session: null,
  });
}
