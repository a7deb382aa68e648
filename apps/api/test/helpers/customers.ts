import { randomUUID } from 'node:crypto';
import type { Database } from '../../src/db/client.ts';
import { customers } from '../../src/db/schema/index.ts';
import { createPasswordHasher } from '../../src/shared/password-hasher.ts';

export const DEFAULT_TEST_PASSWORD = 'Passw0rd!';

export type TestCustomer = { id: number; uuid: string; email: string; password: string };

type CustomerOverrides = Partial<typeof customers.$inferInsert> & { password?: string };

const hasher = createPasswordHasher();
let serial = 0;

/**
 * A customer written straight to the database with a real argon2id hash of `password` (default
 * 'Passw0rd!'), a unique email and a unique 010 phone number, so tests can log in as them.
 */
export async function createCustomer(database: Database, overrides: CustomerOverrides = {}): Promise<TestCustomer> {
  const { password = DEFAULT_TEST_PASSWORD, ...columns } = overrides;
  serial += 1;
  const unique = `${process.pid}${serial}${randomUUID().slice(0, 6)}`;
  const phoneDigits = String(Number.parseInt(randomUUID().replaceAll('-', '').slice(0, 8), 16) % 100_000_000).padStart(
    8,
    '0',
  );
  const [row] = await database.db
    .insert(customers)
    .values({
      email: `test-${unique}@example.com`,
      passwordHash: await hasher.hash(password),
      name: '테스트',
      tel: `010-${phoneDigits.slice(0, 4)}-${phoneDigits.slice(4)}`,
      ...columns,
    })
    .returning({ id: customers.id, uuid: customers.uuid, email: customers.email });
  if (!row) throw new Error('test customer was not created');
  return { id: row.id, uuid: row.uuid, email: row.email ?? '', password };
}

type SessionApp = {
  database: Database;
  app: { services: { sessions: { startSession(id: number, channel: 'app'): Promise<{ accessToken: string }> } } };
};

/** A new customer signed in as the app is (a bearer token): who they are and the headers of their calls. */
export async function signedInCustomer(
  t: SessionApp,
  overrides: CustomerOverrides = {},
): Promise<TestCustomer & { headers: { authorization: string } }> {
  const customer = await createCustomer(t.database, overrides);
  const { accessToken } = await t.app.services.sessions.startSession(customer.id, 'app');
  return { ...customer, headers: { authorization: `Bearer ${accessToken}` } };
}

/** A new customer signed in as the app is (a bearer token): the headers of their calls. */
export async function bearerForNewCustomer(t: SessionApp): Promise<{ authorization: string }> {
  return (await signedInCustomer(t)).headers;
}
