/** PostgreSQL error details through Drizzle's wrapper (driver errors sit in `cause`). */
function pgError(err: unknown): { code?: string; constraint?: string } {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  return e?.cause?.code ? e.cause : e;
}

/** A unique violation (23505), optionally of one named constraint or index. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = pgError(err);
  return e?.code === '23505' && (!constraint || e.constraint === constraint);
}
