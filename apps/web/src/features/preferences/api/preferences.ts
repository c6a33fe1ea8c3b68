import type { Avoidable } from '@fitthali/domain/dishes';
import type { MealOption, Slot } from '@fitthali/domain/plans';
import { apiRequest } from '../../../lib/api-client';
import type { DietaryPreferences, PreferenceWarningDay, SavedPreferences } from './types';

// Dietary preferences (issue 26 point 5): the server's routes, one function each.

/** GET /api/user/preferences: what the customer avoids and the meals it leaves in conflict. */
export function getDietaryPreferences(signal?: AbortSignal) {
  return apiRequest<DietaryPreferences>('/api/user/preferences', { signal });
}

/** PUT /api/user/preferences: the whole list; answers what changed in the coming meals. */
export function saveDietaryPreferences(avoids: readonly Avoidable[]) {
  return apiRequest<SavedPreferences>('/api/user/preferences', {
    method: 'PUT',
    body: { avoids },
  });
}

export type MenuCheckQuery = {
  /** The plan's name, as GET /api/plans gives it. */
  plan: string;
  mealOption: MealOption;
  slot: Slot;
  startDate: string;
};

/** GET /api/user/preferences/check: the first week's days that conflict with what they avoid. */
export async function checkMenuForPreferences(query: MenuCheckQuery, signal?: AbortSignal) {
  const body = await apiRequest<{ avoids: Avoidable[]; days: PreferenceWarningDay[] }>(
    '/api/user/preferences/check',
    { query, signal },
  );
  return body;
}
