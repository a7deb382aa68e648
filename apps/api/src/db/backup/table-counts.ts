import type { PGlite } from '@electric-sql/pglite';
import type { Client, PoolClient } from 'pg';

/** 'schema.table' → rows; every table of every schema the app (and pg-boss) made, in a stable order. */
export type TableCounts = Record<string, number>;

// Ordinary and partitioned tables, not their partitions (a parent's count already holds its partitions' rows),
// outside PostgreSQL's own schemas: public, pgboss (the job queue) and drizzle (the migration journal).
const TABLES_QUERY = `
  select n.nspname as schema, c.relname as name
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'p') and not c.relispartition
    and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
  order by 1, 2`;

type Queryable = { query<T>(sql: string): Promise<{ rows: T[] }> };

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** Counts every table through one connection, so a caller's transaction (a dump's snapshot) sees them all at once. */
export async function countTables(client: Queryable): Promise<TableCounts> {
  const { rows: tables } = await client.query<{ schema: string; name: string }>(TABLES_QUERY);
  const counts: TableCounts = {};
  for (const { schema, name } of tables) {
    const { rows } = await client.query<{ count: string | number }>(
      `select count(*) as count from ${quoteIdent(schema)}.${quoteIdent(name)}`,
    );
    counts[`${schema}.${name}`] = Number(rows[0]?.count ?? 0);
  }
  return counts;
}

export function countPgliteTables(client: PGlite): Promise<TableCounts> {
  return countTables(client as unknown as Queryable);
}

export function countPostgresTables(client: Client | PoolClient): Promise<TableCounts> {
  return countTables(client as unknown as Queryable);
}

export type CountComparison = { table: string; expected: number | undefined; actual: number | undefined }[];

/** Every table in either list with both counts; a restore is good when none differ. */
export function compareCounts(expected: TableCounts, actual: TableCounts): CountComparison {
  const tables = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort();
  return tables.map((table) => ({ table, expected: expected[table], actual: actual[table] }));
}

export function countsDiffer(comparison: CountComparison): boolean {
  return comparison.some((row) => row.expected !== row.actual);
}
