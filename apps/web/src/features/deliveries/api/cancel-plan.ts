import type { MealStillComing } from '@fitthali/domain/still-coming';
import { apiRequest } from '../../../lib/api-client';

/** What cancelling would do now, as the server works it out (GET …/cancellation). */
export type CancellationPreview = {
  rule: 'before-start' | 'after-start' | 'trial';
  meals: number;
  refund: number;
  credits: number;
  creditsValue: number;
  creditsBack: number;
  amountDue: number;
  couponReleased: boolean;
  /** The meals past their cut-off that are cooked and delivered all the same (issue 25 point 3). */
  stillComing: MealStillComing[];
  /** The outcome in the policy's words, one sentence each. */
  lines: string[];
};

export type CancelAnswer = {
  message: string;
  refund: { amount: number; status: string } | null;
  creditsAdded: number;
};

const base = (id: string) => `/api/user/subscriptions/${encodeURIComponent(id)}`;

export async function previewCancellation(id: string) {
  const answer = await apiRequest<{ cancellation: CancellationPreview }>(
    `${base(id)}/cancellation`,
  );
  return answer.cancellation;
}

/** POST …/cancel with one Idempotency-Key per confirm, so a double click cancels once. */
export function cancelPlanRequest(id: string, idempotencyKey: string) {
  return apiRequest<CancelAnswer>(`${base(id)}/cancel`, {
    method: 'POST',
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
