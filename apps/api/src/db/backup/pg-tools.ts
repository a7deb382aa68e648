import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { BackupError } from './manifest.ts';

// pg_dump and pg_restore come from the PostgreSQL client package (Debian: postgresql-client). PATH first, then
// Debian's versioned directories, newest first; PG_BIN_DIR picks one explicitly (a newer client for a newer server).
const DEBIAN_ROOT = '/usr/lib/postgresql';

export type PgTool = 'pg_dump' | 'pg_restore';

function candidates(tool: PgTool): string[] {
  const list: string[] = [];
  if (process.env.PG_BIN_DIR) list.push(path.join(process.env.PG_BIN_DIR, tool));
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) if (dir) list.push(path.join(dir, tool));
  if (existsSync(DEBIAN_ROOT)) {
    const versions = readdirSync(DEBIAN_ROOT)
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    for (const version of versions) list.push(path.join(DEBIAN_ROOT, version, 'bin', tool));
  }
  return list;
}

export function findPgTool(tool: PgTool): string {
  const found = candidates(tool).find((file) => existsSync(file));
  if (found) return found;
  throw new BackupError(
    `${tool} was not found on PATH or under ${DEBIAN_ROOT}/*/bin. Install the PostgreSQL client tools ` +
      `(Debian/Ubuntu: apt-get install postgresql-client), of the server's major version or newer, or set PG_BIN_DIR.`,
  );
}

/** The major version of a tool: 'pg_dump (PostgreSQL) 15.20 (Debian …)' → 15. */
export function pgToolVersion(file: string): { text: string; major: number } {
  const result = spawnSync(file, ['--version'], { encoding: 'utf8' });
  const text = (result.stdout ?? '').trim();
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(text);
  if (result.status !== 0 || !match) throw new BackupError(`could not read the version of ${file}: ${text}`);
  return { text, major: Number(match[1]) };
}

/**
 * libpq arguments for a database URL with the password moved to PGPASSWORD, so it never shows in `ps`.
 */
export function libpqTarget(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (password) env.PGPASSWORD = password;
  return { dbname: url.toString(), env };
}

/** Runs a tool, its stderr kept for the error message; resolves when it exits 0. */
export function runPgTool(file: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { env, stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${path.basename(file)} failed (exit ${code}):\n${stderr.trim()}`));
    });
  });
}
