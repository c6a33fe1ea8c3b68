// An admin list's filters and page live in the URL (?status=…&offset=…), so a reload, the back
// button or a shared link shows the same rows; these read them defensively, as anyone can type one.

/** The page's first row; anything but a whole number above 0 is the first page. */
export function pageOffset(params: URLSearchParams): number {
  const offset = Number(params.get('offset'));
  return Number.isInteger(offset) && offset > 0 ? offset : 0;
}

/** The parameter when it is one of `values`, else undefined (no filter). */
export function oneOf<T extends string>(
  params: URLSearchParams,
  name: string,
  values: readonly T[],
): T | undefined {
  const value = params.get(name);
  return (values as readonly (string | null)[]).includes(value) ? (value as T) : undefined;
}

/** The same parameters with some changed; empty and undefined values are left out. */
export function withParams(
  params: URLSearchParams,
  changes: Record<string, string | number | undefined>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined || value === '' || value === 0) next.delete(name);
    else next.set(name, String(value));
  }
  return next;
}
