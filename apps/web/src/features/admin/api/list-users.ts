import { adminSession } from '../../../lib/admin-session';
import { apiRequest } from '../../../lib/api-client';
import type { AdminUser, Page } from './types';

/** GET /api/admin/users: customers with their order count and newest orders, latest order first. */
export function listUsers(page: { limit: number; offset: number }, signal?: AbortSignal) {
  return apiRequest<{ users: AdminUser[] } & Page>('/api/admin/users', {
    session: adminSession,
    query: page,
    signal,
  });
}
