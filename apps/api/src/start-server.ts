import cluster from 'node:cluster';
import { buildApp } from './app.ts';
import { type AppConfig, ConfigError, loadConfig } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { prepareDatabase } from './db/prepare-database.ts';
import { createShutdown } from './graceful-shutdown.ts';
import { processLocalUploadsWarning } from './modules/uploads/storage-warning.ts';

// Started by server.ts (the entry point). Migrates, seeds an empty database, then listens.

function loggerOptions(config: AppConfig): object {
  return {
    level: config.logLevel,
    // Pretty lines for people at a terminal; JSON lines everywhere else (log shippers parse them).
    ...(config.isDevelopment
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
          },
        }
      : {}),
  };
}

async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }

  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.pgliteDir });
  } catch (error) {
    const where = config.databaseUrl ? 'PostgreSQL at DATABASE_URL' : `PGlite in ${config.pgliteDir}`;
    console.error(`Could not open the database (${where}):`, error);
    process.exit(1);
  }
  const app = await buildApp({ config, database, logger: loggerOptions(config) });
  const shutdown = createShutdown({
    app,
    database,
    delayMs: config.shutdownDelayMs,
    timeoutMs: config.shutdownTimeoutMs,
  });
  if (cluster.isWorker) {
    // Under WEB_CONCURRENCY the primary forwards the stop signal, and a terminal's Ctrl-C reaches the whole
    // process group as well: one drain per worker, and the primary (not a repeated signal) decides when to force.
    let stopping = false;
    const stopOnce = (signal: NodeJS.Signals) => {
      if (stopping) return;
      stopping = true;
      void shutdown(signal);
    };
    process.on('SIGINT', stopOnce);
    process.on('SIGTERM', stopOnce);
    // The primary died without stopping us (killed hard): drain rather than live on unsupervised.
    process.on('disconnect', () => stopOnce('SIGTERM'));
  } else {
    process.on('SIGINT', shutdown);
    process.on('SIGTERM', shutdown);
  }
  try {
    app.log.info({ database: database.kind }, 'database opened');
    const uploadsWarning = processLocalUploadsWarning(config);
    if (uploadsWarning) app.log.warn(uploadsWarning);
    await prepareDatabase(database, { seedSize: config.seedSize, log: app.log });
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.fatal({ err: error }, 'start-up failed');
    await app.close().catch(() => {});
    await database.close().catch(() => {});
    process.exit(1);
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  app.log.info(`ready: open http://${host}:${port}/weddinghall/home (API docs at http://${host}:${port}/docs)`);
}

await main();
