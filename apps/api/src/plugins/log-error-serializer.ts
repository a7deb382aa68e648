// Errors are logged with their message and stack, and database errors carry the values of the failed statement:
// drizzle's DrizzleQueryError puts them in its message ("params: …") and a `params` field, PostgreSQL in `detail`
// ("Key (email)=(…) already exists") and sometimes its message ('invalid input syntax …: "010-…"'). So the `err`
// serializer keeps a short list of fields and scrubs the text of what looks like personal data or a token
// (issue 29 §7, decision 0053).

const KEPT_FIELDS = ['code', 'statusCode', 'severity', 'table', 'column', 'constraint', 'routine'] as const;
const MAX_CAUSE_DEPTH = 3;

const SCRUBS: [RegExp, string][] = [
  // drizzle's "params: a,b,c" line, whatever the values.
  [/^params: .*$/gm, 'params: [redacted]'],
  [/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, '[email]'],
  // Korean numbers in any spelling: 010-1234-5678, 01012345678, 010 1234 5678, +82 10…, 02-123-4567.
  [/(?:\+82[\s-]?|\b0)(?:1[016789]|[2-6]\d?)[\s-]?\d{3,4}[\s-]?\d{4}\b/g, '[phone]'],
  // JWTs (access, login, join tokens) and long opaque tokens.
  [/eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g, '[token]'],
];

export function scrubLogText(text: string): string {
  return SCRUBS.reduce((current, [pattern, replacement]) => current.replace(pattern, replacement), text);
}

type SerializedError = Record<string, unknown>;

/** Pino's `err` serializer: type, scrubbed message and stack, a few safe fields, and the cause chain. */
export function serializeErrorForLog(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return typeof error === 'string' ? scrubLogText(error) : error;
  const record = error as unknown as Record<string, unknown>;
  const out: SerializedError = {
    type: error.constructor?.name ?? 'Error',
    message: scrubLogText(error.message),
    stack: error.stack ? scrubLogText(error.stack) : undefined,
  };
  for (const field of KEPT_FIELDS) if (record[field] !== undefined) out[field] = record[field];
  if (error.cause !== undefined && depth < MAX_CAUSE_DEPTH) out.cause = serializeErrorForLog(error.cause, depth + 1);
  return out;
}
