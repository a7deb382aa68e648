const UNIQUE_VIOLATION = '23505';

type DriverError = { code?: unknown; constraint?: unknown; cause?: unknown };

/**
 * The constraint a unique violation hit, or null for any other error. Drizzle wraps the driver's error,
 * so the SQLSTATE sits on the error or down its cause chain (pg and PGlite alike). The depth limit guards
 * against a cause cycle.
 */
export function violatedUniqueConstraint(error: unknown): string | null {
  let current = error;
  for (let depth = 0; depth < 5 && current !== null && typeof current === 'object'; depth++) {
    const e = current as DriverError;
    if (e.code === UNIQUE_VIOLATION) return typeof e.constraint === 'string' ? e.constraint : '';
    current = e.cause;
  }
  return null;
}
