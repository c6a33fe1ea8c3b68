import { adminSession } from '../../../lib/admin-session';
import { apiRequest } from '../../../lib/api-client';

export interface DishRatingTotal {
  dishId: string;
  name: string;
  /** One decimal. */
  average: number;
  count: number;
}

export interface DishRatingComment {
  stars: number;
  comment: string;
  /** The meal's date. */
  date: string;
  firstName: string | null;
}

export interface DishRatings {
  dishes: (DishRatingTotal & { recent: DishRatingComment[] })[];
  lowest: DishRatingTotal[];
}

/** GET /api/admin/dishes/ratings: each rated dish's figures and the lowest of the last 30 days. */
export function getDishRatings(signal?: AbortSignal) {
  return apiRequest<DishRatings>('/api/admin/dishes/ratings', { session: adminSession, signal });
}
