import { ApiError, apiRequest } from '../../../lib/api-client';

export const SUBSCRIBE_FAILED = 'We could not add you right now. Please try again in a moment.';

/** POST /api/newsletter. Resolves with the server's sentence to show; it never throws. */
export async function subscribeNewsletter(
  email: string,
): Promise<{ ok: boolean; message: string }> {
  try {
    const body = await apiRequest('/api/newsletter', {
      method: 'POST',
      body: { email },
      session: null,
    });
    return { ok: true, message: body.message || SUBSCRIBE_FAILED };
  } catch (err) {
    const message = err instanceof ApiError ? err.serverMessage : undefined;
    return { ok: false, message: message || SUBSCRIBE_FAILED };
  }
}
