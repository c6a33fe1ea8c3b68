import { TOKEN_KEY } from './storage-keys';

/**
 * Why a request failed: the server answered with an error (`http`), the request never got an
 * answer (`network`), or the answer was not the JSON we expect (`parse`). Screens choose their
 * wording from this (SPEC §8: e.g. login shows the server message, else 'Login failed', and
 * 'Something went wrong. Try again.' for network or parse failures).
 */
export type ApiErrorKind = 'http' | 'network' | 'parse';

export class ApiError extends Error {
  readonly status: number;
  readonly kind: ApiErrorKind;
  /** The `message` of a `{ success: false, message }` body, when the server sent one. */
  readonly serverMessage: string | undefined;

  constructor(kind: ApiErrorKind, status: number, serverMessage?: string) {
    super(serverMessage ?? `Request failed (${kind}${status ? ` ${status}` : ''})`);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.serverMessage = serverMessage;
  }

  get unauthorized(): boolean {
    return this.status === 401;
  }
}

export type ApiSuccess<T> = T & { success: true; message?: string };

export type ApiRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Query parameters, appended to the path. */
  query?: Record<string, string | number>;
  /** Send the stored login token as a bearer header (default true; skipped when none is stored). */
  auth?: boolean;
  signal?: AbortSignal;
};

function storedToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY) || null;
  } catch {
    return null;
  }
}

function withQuery(path: string, query: ApiRequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) params.set(key, String(value));
  return `${path}${path.includes('?') ? '&' : '?'}${params}`;
}

function messageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const message = (body as { message?: unknown }).message;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

// A request cut off because the page is being left (a reload, a link out) is not a failure: a
// screen reacting to it (the profile signs out on a failed load) would act on a page that is gone,
// and its storage changes would outlive it. It reads as an abort instead.
let leavingPage = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    leavingPage = true;
  });
  window.addEventListener('pageshow', () => {
    leavingPage = false;
  });
}

function leftPage(): DOMException {
  return new DOMException('The page was left before the answer came', 'AbortError');
}

/**
 * One JSON request to our own API (same origin, base ''). Resolves with the parsed
 * `{ success: true, ... }` body; anything else throws an ApiError carrying the server's message
 * and HTTP status. No timeout, as the spec's client has none (SPEC §9).
 */
export async function apiRequest<T extends object = Record<string, never>>(
  path: string,
  { method = 'GET', body, query, auth = true, signal }: ApiRequestOptions = {},
): Promise<ApiSuccess<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = auth ? storedToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(withQuery(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (err) {
    // An abort is the caller's decision, not a failure to report.
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    if (leavingPage) throw leftPage();
    throw new ApiError('network', 0);
  }

  let parsed: unknown;
  try {
    const text = await response.text();
    parsed = text === '' ? undefined : JSON.parse(text);
  } catch {
    if (leavingPage) throw leftPage();
    throw new ApiError(response.ok ? 'parse' : 'http', response.status);
  }

  const success =
    typeof parsed === 'object' && parsed !== null && (parsed as { success?: unknown }).success;
  if (!response.ok) throw new ApiError('http', response.status, messageOf(parsed));
  if (success !== true) {
    // A 2xx without `success: true` is a refusal the server phrased as data (SPEC §8 'unsuccessful').
    if (typeof parsed === 'object' && parsed !== null) {
      throw new ApiError('http', response.status, messageOf(parsed));
    }
    throw new ApiError('parse', response.status);
  }
  return parsed as ApiSuccess<T>;
}

/** True when the error is the caller aborting its own request (e.g. a component unmounting). */
export function isAbortError(err: unknown): boolean {
  return err instanceof DOMException && err.name === 'AbortError';
}
