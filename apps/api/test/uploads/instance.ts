import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { type AppConfig, loadConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import type { AppServices } from '../../src/services.ts';

export type Instance = { app: FastifyInstance; database: Database; config: AppConfig; close(): Promise<void> };

/**
 * One API instance on a database someone else owns (two of them on one database stand for two processes), with a
 * DATA_DIR of its own, as every process has; `services(config)` may replace some of its services.
 */
export async function buildInstance(
  database: Database,
  options: { env?: Record<string, string>; services?: (config: AppConfig) => Partial<AppServices> } = {},
): Promise<Instance> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'wedding-upload-instance-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'web-dist-missing'),
    ...options.env,
  });
  const app = await buildApp({ config, database, logger: false, services: options.services?.(config) });
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
