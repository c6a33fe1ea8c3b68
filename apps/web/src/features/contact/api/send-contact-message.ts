import type { ContactInput } from '@fitthali/domain/schemas/contact';
import { ApiError, apiRequest } from '../../../lib/api-client';

export type SendResult = { ok: true; message: string } | { ok: false; message: string };

export const SEND_FAILED = 'We could not send your message. Please try again in a moment.';

/** POST /api/contact. Resolves with the message to show; it never throws. */
export async function sendContactMessage(input: ContactInput): Promise<SendResult> {
  try {
    const body = await apiRequest('/api/contact', {
      method: 'POST',
      body: input,
      session: null,
    });
    return { ok: true, message: body.message ?? '' };
  } catch (err) {
    const message = err instanceof ApiError ? err.serverMessage : undefined;
    return { ok: false, message: message || SEND_FAILED };
  }
}
