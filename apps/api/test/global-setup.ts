import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { adminQuery, databaseUrlFor, migrateAndSeed, type TestDatabaseTemplate } from './helpers/test-database.ts';

// Migrate and seed once per run; every test file then copies the result (STYLE.md §6).
// Names carry the pid and a random part so parallel runs on one machine or server never collide.
const TMP_DIR = fileURLToPath(new URL('../../../.tmp/test-db/', import.meta.url));

async function buildPgliteTemplate(): Promise<{ template: TestDatabaseTemplate; teardown: () => Promise<void> }> {
  const database = await openDatabase({});
  if (database.kind !== 'pglite') throw new Error('expected PGlite');
  try {
    await migrateAndSeed(database);
    const dump = await database.client.dumpDataDir('none');
    await mkdir(TMP_DIR, { recursive: true });
    const dumpPath = `${TMP_DIR}pglite-${process.pid}-${randomUUID().slice(0, 8)}.tar`;
    await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
    return { template: { kind: 'pglite', dumpPath }, teardown: () => rm(dumpPath, { force: true }) };
  } finally {
    await database.close();
  }
}

async function buildPostgresTemplate(adminUrl: string) {
  const templateName = `wedding_template_${process.pid}_${randomUUID().slice(0, 8)}`;
  await adminQuery(adminUrl, `CREATE DATABASE "${templateName}"`);
  const database = await openDatabase({ databaseUrl: databaseUrlFor(adminUrl, templateName), maxConnections: 2 });
  try {
    await migrateAndSeed(database);
  } finally {
    // Nobody may stay connected to a template database, or CREATE DATABASE ... TEMPLATE fails.
    await database.close();
  }
  const template: TestDatabaseTemplate = { kind: 'postgres', adminUrl, templateName };
  return {
    template,
    teardown: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${templateName}" WITH (FORCE)`),
  };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.DATABASE_URL;
  const { template, teardown } = adminUrl ? await buildPostgresTemplate(adminUrl) : await buildPgliteTemplate();
  project.provide('testDatabaseTemplate', template);
  return teardown;
}
