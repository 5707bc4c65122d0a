// PostgreSQL error codes, read the same way from pg and PGlite errors (Drizzle wraps them in `cause`).

function pgErrorCode(error: unknown): string | undefined {
  return (error as { code?: string })?.code ?? (error as { cause?: { code?: string } })?.cause?.code;
}

/** 23505: a unique index refused the write (e.g. two requests racing for the same value). */
export function isUniqueViolation(error: unknown): boolean {
  return pgErrorCode(error) === '23505';
}

/** The name of the constraint a write violated, if the error names one. */
export function violatedConstraint(error: unknown): string | undefined {
  return (
    (error as { constraint?: string })?.constraint ??
    (error as { cause?: { constraint?: string } })?.cause?.constraint
  );
}
