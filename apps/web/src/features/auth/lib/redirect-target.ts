/**
 * Where to go after logging in: the `from` location in navigation state (SPEC §2.7), given either
 * as a path or as a location object, else '/'. Only same-site paths are followed, and never back
 * to the login or signup page itself.
 */
export function redirectTarget(state: unknown): string {
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
  if (!path?.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return '/';
  const pathname = path.split(/[?#]/)[0];
  if (pathname === '/login' || pathname === '/signup') return '/';
  return path;
}
