import { apiRequest } from '../../../lib/api-client';

export interface SavedRating {
  deliveryId: string;
  dishId: string;
  stars: number;
  comment: string | null;
}

/** PUT /api/user/deliveries/:id/rating: gives or changes the rating of a delivered meal. */
export function rateMeal(id: string, stars: number, comment: string) {
  return apiRequest<{ rating: SavedRating }>(
    `/api/user/deliveries/${encodeURIComponent(id)}/rating`,
    { method: 'PUT', body: { stars, comment: comment.trim() || null } },
  );
}

/** DELETE /api/user/deliveries/:id/rating: takes the rating back. */
export function deleteMealRating(id: string) {
  return apiRequest<{ rating: null }>(`/api/user/deliveries/${encodeURIComponent(id)}/rating`, {
    method: 'DELETE',
  });
}
