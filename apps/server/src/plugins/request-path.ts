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

export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}
