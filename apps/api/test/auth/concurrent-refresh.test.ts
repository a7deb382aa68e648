import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { createAccessTokenCodec } from '../../src/modules/auth/access-token.ts';
import { createSessionRepository } from '../../src/modules/auth/session-repository.ts';
import {
  createSessionService,
  isAccessOnlyRefresh,
  type SessionService,
} from '../../src/modules/auth/session-service.ts';
import { createCustomer, type TestCustomer } from '../helpers/customers.ts';
import { createTestDatabase } from '../helpers/test-database.ts';

const SECRET = 'concurrent-refresh-test-secret-0123456789abcdef';

// PGlite has one connection, so a race there proves nothing (DESIGN §8): PostgreSQL only.
describe.skipIf(!process.env.DATABASE_URL)('concurrent refreshes of one token (PostgreSQL)', () => {
  let database: Database;
  let secondProcess: Database;
  let customer: TestCustomer;
  // Two services on two connection pools: two API processes sharing one database.
  let services: SessionService[];
  beforeAll(async () => {
    database = await createTestDatabase();
    if (database.kind !== 'postgres') throw new Error('expected PostgreSQL');
    secondProcess = await openDatabase({ databaseUrl: database.databaseUrl, maxConnections: 5 });
    customer = await createCustomer(database);
    services = [database, secondProcess].map((d) =>
      createSessionService({ repository: createSessionRepository(d.db), accessTokens: createAccessTokenCodec(SECRET) }),
    );
  });
  afterAll(async () => {
    await secondProcess.close();
    await database.close();
  });

  const tenAtOnce = (token: string, options?: { concurrentGrace?: boolean }) =>
    Promise.allSettled(Array.from({ length: 10 }, (_, i) => services[i % 2]!.refresh(token, options)));

  it('rotates exactly once; with the grace the nine others get an access token only', async () => {
    const start = await services[0]!.startSession(customer.id);
    const results = await tenAtOnce(start.refreshToken, { concurrentGrace: true });
    const fulfilled = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    const rotations = fulfilled.filter((r) => !isAccessOnlyRefresh(r));
    expect(rotations).toHaveLength(1);
    expect(fulfilled.filter(isAccessOnlyRefresh)).toHaveLength(9);
    // Nobody revoked the family: the one new refresh token works.
    const winner = rotations[0];
    if (!winner || isAccessOnlyRefresh(winner)) throw new Error('expected one rotation');
    await expect(services[1]!.refresh(winner.refreshToken)).resolves.toMatchObject({ familyId: start.familyId });
  });

  it('rotates exactly once without the grace, and the replays then end the family', async () => {
    const start = await services[0]!.startSession(customer.id);
    const results = await tenAtOnce(start.refreshToken);
    const rotations = results.filter((r) => r.status === 'fulfilled');
    expect(rotations).toHaveLength(1);
    const rejected = results.filter((r) => r.status === 'rejected');
    expect(rejected).toHaveLength(9);
    for (const r of rejected) expect(r.reason).toMatchObject({ status: 401, code: 'REFRESH_FAILED' });
  });
});
