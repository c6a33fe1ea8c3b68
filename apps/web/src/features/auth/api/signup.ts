import type { SignupInput } from '@fitthali/domain/schemas/signup';
import { apiRequest } from '../../../lib/api-client';
import type { AuthAnswer } from './login';

/** POST /api/auth/signup (SPEC §7). */
export function signup(input: SignupInput): Promise<AuthAnswer> {
  return apiRequest<AuthAnswer>('/api/auth/signup', {
    method: 'POST',
    body: input,
    session: null,
  });
}
