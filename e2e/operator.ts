import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { migrateDatabase } from '../apps/api/src/db/migrate.ts';
import { createOperator } from '../apps/api/src/modules/admin/create-operator.ts';
import { createPasswordHasher } from '../apps/api/src/shared/password-hasher.ts';

/** The browser tests' operator (issue 29): there is no sign-up, so e2e/serve.ts creates it before the server starts. */
export const E2E_OPERATOR = {
  email: 'e2e-ops@wedding.kr',
  name: '테스트운영자',
  role: 'ADMIN',
  password: 'E2E-Operator-2026!',
} as const;

/**
 * Creates E2E_OPERATOR in the database the server is about to open, with the same function `npm run admin:create`
 * calls. Runs before the server, as PGlite has one process at a time; the server's seed then fills the rest
 * (it seeds while there are no partners, and never wipes).
 */
export async function createE2eOperator(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ dataDir: config.pgliteDir });
  try {
    await migrateDatabase(database);
    await createOperator(database.db, createPasswordHasher(), E2E_OPERATOR);
  } finally {
    await database.close();
  }
}
