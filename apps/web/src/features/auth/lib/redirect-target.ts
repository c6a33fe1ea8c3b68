/**
 * Where to go after logging in: the `from` location in navigation state (SPEC §2.7), given either
 * as a path or as a location object, else the `next` path in the login page's address (a plain
 * link carries it: the header's Login link before the scripts start, a full page load), else '/'
 * (issue 25 point 11). Only same-site paths are followed, and never back to the login or signup
 * page itself.
 */
export function redirectTarget(state: unknown, search = ''): string {
  const from =
    typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  let path: string | undefined;
  if (typeof from === 'string') {
    path = from;
  } else if (typeof from === 'object' && from !== null) {
    const { pathname, search, hash } = from as Record<string, unknown>;
    if (typeof pathname === 'string') {
      path =
        pathname +
        (typeof search === 'string' ? search : '') +
        (typeof hash === 'string' ? hash : '');
    }
  }
  path ??= new URLSearchParams(search).get('next') ?? undefined;
  if (!path?.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return '/';
  // The sign-in pages in either language (`/or/login` too).
  const pathname = (path.split(/[?#]/)[0] ?? '').replace(/^\/or(?=\/)/, '');
  if (pathname === '/login' || pathname === '/signup') return '/';
  return path;
}

/** Pages a customer is not sent back to after logging in: the sign-in pages themselves. */
const SIGN_IN_PAGES = new Set(['/login', '/signup', '/forgot-password']);

/**
 * The login page's address from the page at `from` (path and query): `/login?next=…`, so a plain
 * link, followed before the scripts start or in a new tab, still brings the customer back here
 * (issue 25 point 11). The home page needs no `next`.
 */
export function loginPathFrom(from: string): string {
  const pathname = from.split(/[?#]/)[0] ?? '/';
  if (pathname === '/' || SIGN_IN_PAGES.has(pathname)) return '/login';
  return `/login?${new URLSearchParams({ next: from })}`;
}
