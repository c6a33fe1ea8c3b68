/** A request's path as a person would write it: no query, no trailing slash, %-escapes decoded. */
export function normalisePath(url: string): string {
  const path = url.split('?')[0] ?? '/';
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  try {
    return decodeURIComponent(trimmed) || '/';
  } catch {
    return trimmed;
  }
}

/**
 * The API's paths, in any letter case: routes match case-sensitively, so `/API/ADMIN/BOOKS` finds
 * no route, and it must still be answered as the API answers (JSON), never with the web page.
 */
export function isApiPath(path: string): boolean {
  const lower = path.toLowerCase();
  return lower === '/api' || lower.startsWith('/api/');
}

/**
 * Files the server answers from the database (dish photos, `/media/…`): an unknown one is the
 * API's 404 JSON, never the web app's page.
 */
export function isMediaPath(path: string): boolean {
  return path.toLowerCase().startsWith('/media/');
}
