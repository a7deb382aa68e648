// `npm run seed -- --size large [--database-url postgres://...] [--data-dir dir] [--random-seed n]`
// Migrates, empties every table and seeds. Without flags it targets the database the server would use
// (DATABASE_URL, else PGlite under DATA_DIR), read through the app's own config so the two never disagree.
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../client.ts';
import { migrateDatabase } from '../migrate.ts';
import { seedDatabase } from './seed.ts';
import { SEED_SIZES, type SeedSize } from './sizes.ts';
import { wipeDatabase } from './wipe.ts';

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: 'demo' },
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
    'random-seed': { type: 'string' },
  },
});

function isSize(value: string): value is SeedSize {
  return (SEED_SIZES as readonly string[]).includes(value);
}

if (!isSize(values.size)) {
  console.error(`--size must be one of ${SEED_SIZES.join(', ')}`);
  process.exit(2);
}
const size = values.size;
const randomSeed = values['random-seed'] === undefined ? undefined : Number(values['random-seed']);
if (randomSeed !== undefined && !Number.isInteger(randomSeed)) {
  console.error('--random-seed must be an integer');
  process.exit(2);
}
const config = loadConfig();
const databaseUrl = values['database-url'] ?? (values['data-dir'] ? undefined : config.databaseUrl);
const database = await openDatabase(
  databaseUrl ? { databaseUrl } : { dataDir: values['data-dir'] ?? config.pgliteDir },
);
try {
  const started = performance.now();
  await migrateDatabase(database);
  await wipeDatabase(database);
  const counts = await seedDatabase(database, { size, randomSeed });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`seeded '${size}' into ${database.kind} in ${seconds} s (migrate, wipe and seed)`);
  console.table(counts);
} finally {
  await database.close();
}
