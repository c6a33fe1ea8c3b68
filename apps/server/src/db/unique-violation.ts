/** PostgreSQL's unique_violation (23505), raised by the driver or wrapped by drizzle in `cause`. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}
