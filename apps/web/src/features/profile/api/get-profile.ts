import { apiRequest } from '../../../lib/api-client';
import type { ProfileUser } from './types';

/** GET /api/user/profile with the stored token (SPEC §7). */
export async function getProfile(signal?: AbortSignal): Promise<ProfileUser> {
  const body = await apiRequest<{ user: ProfileUser }>('/api/user/profile', { signal });
  if (typeof body.user !== 'object' || body.user === null) throw new Error('no user in profile');
  return body.user;
}
