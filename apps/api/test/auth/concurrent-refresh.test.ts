import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client.ts';
import type { SessionClient } from '../../src/db/schema/db-enums.ts';
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

  const atOnce = (n: number, token: string, channel: SessionClient) =>
    Promise.allSettled(Array.from({ length: n }, (_, i) => services[i % 2]!.refresh(token, channel)));
  const fulfilled = <T>(results: PromiseSettledResult<T>[]) =>
    results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));

  it('web: two tabs at once, one rotation and one access-only answer; the new refresh cookie works', async () => {
    const start = await services[0]!.startSession(customer.id, 'web');
    const answers = fulfilled(await atOnce(2, start.refreshToken, 'web'));
    const rotations = answers.filter((r) => !isAccessOnlyRefresh(r));
    expect(rotations).toHaveLength(1);
    expect(answers.filter(isAccessOnlyRefresh)).toHaveLength(1);
    const winner = rotations[0];
    if (!winner || isAccessOnlyRefresh(winner)) throw new Error('expected one rotation');
    await expect(services[1]!.refresh(winner.refreshToken, 'web')).resolves.toMatchObject({
      familyId: start.familyId,
    });
  });

  it('app: a refresh racing itself gives two working pairs and logs nobody out (issue 13)', async () => {
    const start = await services[0]!.startSession(customer.id, 'app');
    const answers = fulfilled(await atOnce(2, start.refreshToken, 'app'));
    expect(answers).toHaveLength(2);
    // Whichever pair the app keeps, it works: both refresh tokens rotate, both access tokens stay valid.
    for (const [i, answer] of answers.entries()) {
      if (isAccessOnlyRefresh(answer)) throw new Error('the app always gets a full pair');
      await expect(services[i % 2]!.refresh(answer.refreshToken, 'app')).resolves.toMatchObject({
        familyId: start.familyId,
      });
    }
  });

  it('one second answer per token: ten at once, and the replays beyond it end the family', async () => {
    for (const channel of ['web', 'app'] as const) {
      const start = await services[0]!.startSession(customer.id, channel);
      const results = await atOnce(10, start.refreshToken, channel);
      expect(fulfilled(results)).toHaveLength(2);
      const rejected = results.filter((r) => r.status === 'rejected');
      expect(rejected).toHaveLength(8);
      for (const r of rejected) expect(r.reason).toMatchObject({ status: 401, code: 'REFRESH_FAILED' });
      const winner = fulfilled(results).find((r) => !isAccessOnlyRefresh(r));
      if (!winner || isAccessOnlyRefresh(winner)) throw new Error('expected a rotation');
      await expect(services[0]!.refresh(winner.refreshToken, channel)).rejects.toMatchObject({ status: 401 });
    }
  });
});
