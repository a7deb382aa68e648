// The server the browser tests run against: the real app on a fresh embedded database with the
// small deterministic seed, so every run starts from the same data.
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';

const dataDir = resolve(import.meta.dirname, '../.tmp/e2e-data');
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
process.env.SEED_SIZE = 'small';
delete process.env.DATABASE_URL;
process.env.NODE_ENV = 'test';

await import('../apps/api/src/server.ts');
