// Entry point: `node apps/api/src/server.ts`.
import cluster from 'node:cluster';
import module from 'node:module';

// Node caches the code it compiled (after stripping types) under os.tmpdir(), so a restart loads the API's
// modules about a quarter faster (decision 0017). It must be on before they load, hence the dynamic imports.
module.enableCompileCache?.();
// WEB_CONCURRENCY > 1 makes this process a supervisor of that many workers, each of which runs this file again
// as a cluster worker (decision 0055); with 1 (the default) it is the one server, as before.
if (cluster.isWorker) await import('./start-server.ts');
else await import('./start-primary.ts');
