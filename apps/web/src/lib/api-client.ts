import { type Locale, localeOfPath } from '@fitthali/domain/i18n/locales';
import { clearSession } from './session';
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
}

export type ApiSuccess<T> = T & { success: true; message?: string };

/**
 * Whose token a request carries and what a refusal of it means. The customer's session is the
 * default; the admin's lives with the admin code (lib/admin-session.ts) so storefront pages do not
 * load it; `null` sends no token (login, signup, public reads).
 */
export type ApiSession = {
  token: () => string | null;
  /** Answers that mean the server refused the token. */
  refusedBy: readonly number[];
  /** Called once the token was refused, before the caller sees the error. */
  end: () => void;
  /** Without a stored token the request is not sent at all; the session just ends. */
  required?: boolean;
};

export type ApiRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON; a Blob (a chosen file) is sent as it is, with its own type. */
  body?: unknown;
  /** Query parameters, appended to the path; undefined and empty values are left out. */
  query?: Record<string, string | number | undefined>;
  /** Default: the customer's session. */
  session?: ApiSession | null;
  /** Extra headers, e.g. an Idempotency-Key. */
  headers?: Record<string, string>;
  /** What to ask for (default JSON); `apiFetch` callers reading a file set it. */
  accept?: string;
  /** Passed to fetch; prices use 'no-cache' so the server revalidates every copy. */
  cache?: RequestCache;
  signal?: AbortSignal;
};

function storedToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY) || null;
  } catch {
    return null;
  }
}

/** The signed-in customer: a refused token signs them out in this browser (the header follows). */
export const customerSession: ApiSession = {
  token: storedToken,
  refusedBy: [401],
  end: clearSession,
};

function withQuery(path: string, query: ApiRequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  if (!text) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${text}`;
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

async function readJson(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text === '' ? undefined : JSON.parse(text);
  } catch {
    if (leavingPage) throw leftPage();
    throw new ApiError(response.ok ? 'parse' : 'http', response.status);
  }
}

function pageLocale(): Locale {
  return typeof window === 'undefined' ? 'en' : localeOfPath(window.location.pathname);
}

/**
 * One request to our own API (same origin), with the session's token, answering the raw
 * Response. A refused session is ended here, before the caller sees the error, so every screen
 * gets the same sign-out. Most callers want `apiRequest`; a file download reads the body itself.
 */
export async function apiFetch(
  path: string,
  {
    method = 'GET',
    body,
    query,
    session = customerSession,
    headers: extra,
    accept = 'application/json',
    cache,
    signal,
  }: ApiRequestOptions = {},
): Promise<Response> {
  // The server answers in the page's language (issue 27); said explicitly on English pages too,
  // so a browser set to Odia still gets English on an English page.
  const headers: Record<string, string> = {
    Accept: accept,
    'Accept-Language': pageLocale(),
    ...extra,
  };
  const file = typeof Blob !== 'undefined' && body instanceof Blob ? body : null;
  if (file) headers['Content-Type'] = file.type || 'application/octet-stream';
  else if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = session?.token() ?? null;
  if (session?.required && !token) {
    session.end();
    throw new ApiError('http', 401);
  }
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(withQuery(path, query), {
      method,
      headers,
      body: file ?? (body === undefined ? undefined : JSON.stringify(body)),
      cache,
      signal,
    });
  } catch (err) {
    // An abort is the caller's decision, not a failure to report.
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    if (leavingPage) throw leftPage();
    throw new ApiError('network', 0);
  }

  if (session && token && session.refusedBy.includes(response.status)) {
    const message = messageOf(await readJson(response).catch(() => undefined));
    session.end();
    throw new ApiError('http', response.status, message);
  }
  return response;
}

/**
 * One JSON request to our own API. Resolves with the parsed `{ success: true, ... }` body;
 * anything else throws an ApiError carrying the server's message and HTTP status. No timeout, as
 * the spec's client has none (SPEC §9).
 */
export async function apiRequest<T extends object = Record<string, never>>(
  path: string,
  options: ApiRequestOptions = {},
): Promise<ApiSuccess<T>> {
  const response = await apiFetch(path, options);
  const parsed = await readJson(response);
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
