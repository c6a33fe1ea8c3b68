import type { ContactInput } from '@fitthali/domain/schemas/contact';

export type SendResult = { ok: true; message: string } | { ok: false; message: string };

export const SEND_FAILED = 'We could not send your message. Please try again in a moment.';

/** POST /api/contact. Resolves with the message to show; it never throws. */
export async function sendContactMessage(input: ContactInput): Promise<SendResult> {
  try {
    const response = await fetch('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(input),
    });
    const body = (await response.json().catch(() => ({}))) as {
      success?: boolean;
      message?: string;
    };
    if (response.ok && body.success) return { ok: true, message: body.message ?? '' };
    return { ok: false, message: body.message || SEND_FAILED };
  } catch {
    return { ok: false, message: SEND_FAILED };
  }
}
