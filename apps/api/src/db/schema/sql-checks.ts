import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// CHECK constraints are written into the migration SQL, so values must be inlined literals,
// never bind parameters. The values come from @wedding/domain so the database and the code agree.

function literal(value: string | number): string {
  return typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`;
}

/** `column IN (...)`: the column holds one of the enumeration's values. */
export function isOneOf(column: AnyPgColumn, values: readonly (string | number)[]): SQL {
  return sql`${column} IN (${sql.raw(values.map(literal).join(', '))})`;
}

/** `column <@ ARRAY[...]`: every element of a text[] column is one of the enumeration's values. */
export function allOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} <@ ARRAY[${sql.raw(values.map(literal).join(', '))}]::text[]`;
}

export function nonNegative(...columns: AnyPgColumn[]): SQL {
  return sql.join(
    columns.map((c) => sql`${c} >= 0`),
    sql` AND `,
  );
}
