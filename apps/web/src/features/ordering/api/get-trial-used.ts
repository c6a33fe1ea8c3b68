import { apiRequest } from '../../../lib/api-client';

/**
 * Whether the signed-in customer's phone number has had its one 3 day trial, read from
 * GET /api/user/profile. Any failure reads as not used: the server refuses a second trial anyway.
 */
export async function getTrialUsed(signal?: AbortSignal): Promise<boolean> {
  try {
    const body = await apiRequest<{ user?: { trialUsed?: unknown } }>('/api/user/profile', {
      signal,
    });
    return body.user?.trialUsed === true;
  } catch {
    return false;
  }
}
