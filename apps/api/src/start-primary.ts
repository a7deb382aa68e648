import { type AppConfig, ConfigError, loadConfig } from './config.ts';

// Started by server.ts in the process a person or orchestrator ran: the one server (WEB_CONCURRENCY=1), or
// the supervisor of WEB_CONCURRENCY workers (cluster-primary.ts).
let config: AppConfig;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
if (config.webConcurrency > 1) {
  const { runClusterPrimary } = await import('./cluster-primary.ts');
  runClusterPrimary(config);
} else {
  await import('./start-server.ts');
}
