// Most refused input is a malformed request (400). An id that cannot exist is different: it names
// nothing, and the routes have always answered it as "not found" so a probe learns no more from a
// malformed id than from an unknown one. A schema marks such a rule with NOT_FOUND; the server's
// error plugin reads the mark back with refusalStatus.

export const NOT_FOUND = { status: 404 } as const;

/** 404 for an issue marked NOT_FOUND, otherwise 400. Takes a zod issue's `params`. */
export function refusalStatus(params: unknown): 400 | 404 {
  const status = (params as { status?: unknown } | undefined)?.status;
  return status === 404 ? 404 : 400;
}
