import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database } from '../client.ts';

// Seeding streams rows with COPY ... FORMAT csv on both drivers: node-postgres through pg-copy-streams,
// PGlite through its /dev/blob device (in batches, since it takes a whole blob). A million slots load into
// PostgreSQL in well under a minute, where row-by-row INSERTs would take many.

const PGLITE_ROWS_PER_COPY = 20_000;
const CSV_ROWS_PER_CHUNK = 2_000;

function quote(text: string): string {
  return `"${text.replaceAll('"', '""')}"`;
}

function arrayLiteral(values: readonly unknown[]): string {
  const items = values.map((v) =>
    v === null
      ? 'NULL'
      : typeof v === 'number'
        ? String(v)
        : `"${String(v).replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`,
  );
  return `{${items.join(',')}}`;
}

function encode(value: unknown): string {
  if (value === null || value === undefined) return ''; // unquoted empty field is NULL in CSV
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return quote(value);
  if (Array.isArray(value)) return quote(arrayLiteral(value));
  return quote(JSON.stringify(value));
}

type Encoder = (value: unknown) => string;
type Plan = { statement: string; keys: string[]; encoders: Encoder[] };

function encodeJson(value: unknown): string {
  return value === null || value === undefined ? '' : quote(JSON.stringify(value));
}

function plan(table: PgTable, first: Record<string, unknown>): Plan {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  // Columns the factory leaves out keep their database defaults.
  const keys = Object.keys(first).filter((k) => k in columns);
  const names = keys.map((k) => `"${columns[k]?.name}"`).join(', ');
  // jsonb holds arrays too (review ratings), so the column type, not the value, picks the encoding.
  const encoders = keys.map((k) => (/Json/.test(columns[k]?.columnType ?? '') ? encodeJson : encode));
  return { keys, encoders, statement: `COPY "${getTableName(table)}" (${names}) FROM STDIN WITH (FORMAT csv)` };
}

function* csvChunks(
  rows: Iterator<Record<string, unknown>>,
  first: Record<string, unknown>,
  copyPlan: Plan,
  limit: number,
) {
  const { keys, encoders } = copyPlan;
  let lines: string[] = [];
  let count = 0;
  for (let row: Record<string, unknown> | undefined = first; row; ) {
    lines.push(keys.map((k, i) => (encoders[i] as Encoder)(row?.[k])).join(','));
    count++;
    if (lines.length >= CSV_ROWS_PER_CHUNK) {
      yield `${lines.join('\n')}\n`;
      lines = [];
    }
    if (count >= limit) break;
    const next = rows.next();
    row = next.done ? undefined : next.value;
  }
  if (lines.length > 0) yield `${lines.join('\n')}\n`;
}

/** Insert rows (any iterable, generators included) and return how many went in. */
export async function bulkInsert<T extends PgTable>(
  database: Database,
  table: T,
  rows: Iterable<T['$inferInsert']>,
): Promise<number> {
  const iterator = (rows as Iterable<Record<string, unknown>>)[Symbol.iterator]();
  let total = 0;
  let head = iterator.next();
  if (head.done) return 0;
  const copyPlan = plan(table, head.value);
  const { statement } = copyPlan;

  if (database.kind === 'postgres') {
    const client = await database.pool.connect();
    try {
      const result = client.query(copyFrom(statement));
      await pipeline(Readable.from(csvChunks(iterator, head.value, copyPlan, Number.POSITIVE_INFINITY)), result);
      return Number(result.rowCount ?? 0);
    } finally {
      client.release();
    }
  }

  const pgliteStatement = statement.replace('FROM STDIN', "FROM '/dev/blob'");
  while (!head.done) {
    const chunks = [...csvChunks(iterator, head.value, copyPlan, PGLITE_ROWS_PER_COPY)];
    const result = await database.client.query(pgliteStatement, [], { blob: new Blob(chunks) });
    total += result.affectedRows ?? 0;
    head = iterator.next();
  }
  return total;
}
