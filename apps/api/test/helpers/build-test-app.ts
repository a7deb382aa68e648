import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { type AppConfig, loadConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import type { AppServices } from '../../src/services.ts';
import { createTestDatabase } from './test-database.ts';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  dataDir: string;
  close(): Promise<void>;
};

/**
 * The real app on its own migrated, seeded database copy and its own DATA_DIR (media cache).
 * WEB_DIST_DIR points at a folder that does not exist unless a test passes one, so tests never depend on
 * whether the web app happens to be built.
 */
export async function buildTestApp(
  options: {
    env?: Record<string, string>;
    services?: Partial<AppServices>;
    /** Fastify logger options (e.g. `{ level: 'info', stream }` to collect the lines); off by default. */
    logger?: object;
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'wedding-api-test-'));
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'web-dist-missing'),
    ...options.env,
  });
  const app = await buildApp({ config, database, logger: options.logger ?? false, services: options.services });
  return {
    app,
    database,
    config,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
