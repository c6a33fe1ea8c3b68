export const SUBSCRIBE_FAILED = 'We could not add you right now. Please try again in a moment.';

/** POST /api/newsletter. Resolves with the server's sentence to show; it never throws. */
export async function subscribeNewsletter(
  email: string,
): Promise<{ ok: boolean; message: string }> {
  try {
    const response = await fetch('/api/newsletter', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ email }),
    });
    const body = (await response.json().catch(() => ({}))) as {
      success?: boolean;
      message?: string;
    };
    return {
      ok: response.ok && body.success === true,
      message: body.message || SUBSCRIBE_FAILED,
    };
  } catch {
    return { ok: false, message: SUBSCRIBE_FAILED };
  }
}
