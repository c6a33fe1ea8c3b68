import type { AdminLoginInput } from '@fitthali/domain/schemas/admin-login';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/admin/login (SPEC §7); the token is the only thing the screens keep. */
export function adminLogin(input: AdminLoginInput): Promise<{ token: string; message?: string }> {
  return apiRequest<{ token: string }>('/api/admin/login', {
    method: 'POST',
    body: input,
    session: null,
  });
}
