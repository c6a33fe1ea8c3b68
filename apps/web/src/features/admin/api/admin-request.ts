import { ApiError, type ApiSuccess } from '../../../lib/api-client';
import { ADMIN_TOKEN_KEY } from '../../../lib/storage-keys';

/** Fired on window when the server refuses the stored admin token; the admin layout listens. */
export const ADMIN_SESSION_ENDED = 'admin-session-ended';

export function storedAdminToken(): string | null {
  try {
    return localStorage.getItem(ADMIN_TOKEN_KEY) || null;
  } catch {
    return null;
  }
}

/**
 * Forgets the admin token and tells the admin layout to go to /admin-login. The route guard only
 * checks that a token exists (SPEC §2.1), so this is what turns away a token the server rejects:
 * expired, signed with an old secret, or a customer's.
 */
export function endAdminSession(): void {
  try {
    localStorage.removeItem(ADMIN_TOKEN_KEY);
  } catch {
    // Storage can be unavailable; the redirect still happens.
  }
  window.dispatchEvent(new Event(ADMIN_SESSION_ENDED));
}

export type AdminRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
};

export function withQuery(path: string, query: AdminRequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** Sends the admin token; a 401 or 403 ends the admin session before the error is thrown. */
export async function adminFetch(
  path: string,
  { method = 'GET', body, query, signal }: AdminRequestOptions = {},
  accept = 'application/json',
): Promise<Response> {
  const token = storedAdminToken();
  if (!token) {
    endAdminSession();
    throw new ApiError('http', 401);
  }
  const headers: Record<string, string> = { Accept: accept, Authorization: `Bearer ${token}` };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(withQuery(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError('network', 0);
  }
  if (response.status === 401 || response.status === 403) {
    endAdminSession();
    throw new ApiError('http', response.status, await messageOf(response));
  }
  return response;
}

async function messageOf(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' && body.message !== '' ? body.message : undefined;
  } catch {
    return undefined;
  }
}

/** One JSON call to an admin route; resolves with the `{ success: true, … }` body. */
export async function adminRequest<T extends object>(
  path: string,
  options: AdminRequestOptions = {},
): Promise<ApiSuccess<T>> {
  const response = await adminFetch(path, options);
  let parsed: unknown;
  try {
    const text = await response.text();
    parsed = text === '' ? undefined : JSON.parse(text);
  } catch {
    throw new ApiError(response.ok ? 'parse' : 'http', response.status);
  }
  const record =
    typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : undefined;
  const message =
    typeof record?.message === 'string' && record.message !== '' ? record.message : undefined;
  if (!response.ok || record?.success !== true) {
    throw new ApiError(record ? 'http' : 'parse', response.status, message);
  }
  return record as ApiSuccess<T>;
}
