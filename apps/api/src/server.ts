// Entry point: `node apps/api/src/server.ts`.
import module from 'node:module';

// Node caches the code it compiled (after stripping types) under os.tmpdir(), so a restart loads the API's
// modules about a quarter faster (decision 0017). It must be on before they load, hence the dynamic import.
module.enableCompileCache?.();
await import('./start-server.ts');
