import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** '%…%' for a "contains" LIKE; the user's %, _ and \ match themselves instead of acting as wildcards. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

/** `expr` contains `text`, ignoring case (ILIKE with an explicit escape character). */
export function ilikeContains(expr: SQLWrapper, text: string): SQL {
  return sql`${expr} ILIKE ${containsPattern(text)} ESCAPE '\\'`;
}
