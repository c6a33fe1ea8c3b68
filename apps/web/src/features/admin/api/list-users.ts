import { adminRequest } from './admin-request';
import type { AdminUser, Page } from './types';

/** GET /api/admin/users: customers with their order count and newest orders, latest order first. */
export function listUsers(page: { limit: number; offset: number }, signal?: AbortSignal) {
  return adminRequest<{ users: AdminUser[] } & Page>('/api/admin/users', { query: page, signal });
}
