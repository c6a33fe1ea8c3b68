import { adminSession } from '../../../../lib/admin-session';
import { apiRequest } from '../../../../lib/api-client';
import type { MenuKey } from './types';

export type CopyWeekOutcome = { copied: string[]; kept: string[]; closed: string[]; moved: number };

/** POST /api/admin/menu/copy-week: the week from `fromMonday` onto the week after. */
export function copyWeek(body: MenuKey & { fromMonday: string; replaceOverrides: boolean }) {
  return apiRequest<CopyWeekOutcome>('/api/admin/menu/copy-week', {
    session: adminSession,
    method: 'POST',
    body,
  });
}
