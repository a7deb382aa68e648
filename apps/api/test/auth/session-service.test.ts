import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import type { SessionClient } from '../../src/db/schema/db-enums.ts';
import { createAccessTokenCodec } from '../../src/modules/auth/access-token.ts';
import { createSessionRepository } from '../../src/modules/auth/session-repository.ts';
import {
  createSessionService,
  isAccessOnlyRefresh,
  type SessionService,
  type SessionTokens,
} from '../../src/modules/auth/session-service.ts';
import { createCustomer, type TestCustomer } from '../helpers/customers.ts';
import { createTestDatabase } from '../helpers/test-database.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;
const T0 = Date.parse('2027-03-01T09:00:00Z');
const SECRET = 'session-service-test-secret-0123456789abcdef';

describe('session service lifetimes (decision 0009), on a controlled clock', () => {
  let database: Database;
  let customer: TestCustomer;
  let clock = T0;
  let sessions: SessionService;
  beforeAll(async () => {
    database = await createTestDatabase();
    customer = await createCustomer(database);
    const now = () => clock;
    sessions = createSessionService({
      repository: createSessionRepository(database.db),
      accessTokens: createAccessTokenCodec(SECRET, now),
      now,
    });
  });
  afterAll(() => database.close());
  beforeEach(() => {
    clock = T0;
  });

  async function expectRefreshFails(token: string, channel: SessionClient = 'web') {
    await expect(sessions.refresh(token, channel)).rejects.toMatchObject({ status: 401, code: 'REFRESH_FAILED' });
  }
  async function rotate(token: string, channel: SessionClient = 'web'): Promise<SessionTokens> {
    const result = await sessions.refresh(token, channel);
    if (isAccessOnlyRefresh(result)) throw new Error('expected a rotation');
    return result;
  }

  it('accepts a login token for 60 seconds, once', async () => {
    const early = await sessions.issueLoginToken(customer.id);
    clock = T0 + 59 * SECOND;
    const tokens = await sessions.exchangeLoginToken(early, 'web');
    expect(tokens.customerId).toBe(customer.id);
    expect(tokens.customerUuid).toBe(customer.uuid);
    await expect(sessions.exchangeLoginToken(early, 'web')).rejects.toMatchObject({
      status: 401,
      code: 'INVALID_LOGIN_TOKEN',
    });

    clock = T0;
    const late = await sessions.issueLoginToken(customer.id);
    clock = T0 + 61 * SECOND;
    await expect(sessions.exchangeLoginToken(late, 'web')).rejects.toMatchObject({ code: 'INVALID_LOGIN_TOKEN' });
  });

  it('gives each refresh token 14 days', async () => {
    const start = await sessions.startSession(customer.id, 'web');
    expect(start.refreshTokenExpiresAt).toBe(T0 + 14 * DAY);
    expect(start.accessTokenExpiresIn).toBe(600);
    clock = T0 + 14 * DAY + SECOND;
    await expectRefreshFails(start.refreshToken);

    const other = await sessions.startSession(customer.id, 'web');
    clock = T0 + 14 * DAY - SECOND;
    const rotated = await rotate(other.refreshToken);
    expect(rotated.refreshTokenExpiresAt).toBe(clock + 14 * DAY);
    expect(rotated.familyId).toBe(other.familyId);
  });

  it('never lets rotation extend a session past 30 days from login', async () => {
    const start = await sessions.startSession(customer.id, 'web');
    clock = T0 + 13 * DAY;
    const second = await rotate(start.refreshToken);
    expect(second.refreshTokenExpiresAt).toBe(T0 + 27 * DAY);
    clock = T0 + 26 * DAY;
    const third = await rotate(second.refreshToken);
    // 26 + 14 = 40 days, capped at the family's 30.
    expect(third.refreshTokenExpiresAt).toBe(T0 + 30 * DAY);
    clock = T0 + 30 * DAY + 1;
    await expectRefreshFails(third.refreshToken);
  });

  it('signs access tokens that expire after 10 minutes', async () => {
    const start = await sessions.startSession(customer.id, 'web');
    const verifyAt = (at: number) => createAccessTokenCodec(SECRET, () => at).verify(start.accessToken);
    expect(await verifyAt(T0 + 10 * MINUTE - SECOND)).toEqual({
      customerUuid: customer.uuid,
      familyId: start.familyId,
      // When it stops working, which a live stream opened with it keeps to (decision 0047).
      expiresAt: Math.floor(T0 / 1000) * 1000 + 10 * MINUTE,
    });
    expect(await verifyAt(T0 + 10 * MINUTE + SECOND)).toBeNull();
  });

  it('gives the concurrent-refresh grace once per token, only for 10 seconds after the token was used', async () => {
    const start = await sessions.startSession(customer.id, 'web');
    const winner = await rotate(start.refreshToken);

    clock = T0 + 9 * SECOND;
    const late = await sessions.refresh(start.refreshToken, 'web');
    expect(isAccessOnlyRefresh(late)).toBe(true);
    if (!isAccessOnlyRefresh(late)) return;
    expect(late.customerId).toBe(customer.id);
    expect(late.accessOnly.accessTokenExpiresIn).toBe(600);
    // The grace did not revoke anything: the winner's token still rotates.
    const next = await rotate(winner.refreshToken);

    // A second replay, even inside the window, is reuse (issue 13: one reissue per token): the family goes.
    await expectRefreshFails(start.refreshToken);
    await expectRefreshFails(next.refreshToken);

    // Past 10 seconds the first replay is theft too.
    clock = T0;
    const other = await sessions.startSession(customer.id, 'web');
    const otherNext = await rotate(other.refreshToken);
    clock = T0 + 11 * SECOND;
    await expectRefreshFails(other.refreshToken);
    await expectRefreshFails(otherNext.refreshToken);
  });

  it('the app gets the same window with a full pair of its own; both pairs work (issue 13)', async () => {
    const start = await sessions.startSession(customer.id, 'app');
    const winner = await rotate(start.refreshToken, 'app');
    clock = T0 + 2 * SECOND;
    const late = await rotate(start.refreshToken, 'app');
    expect(late.refreshToken).not.toBe(winner.refreshToken);
    await rotate(winner.refreshToken, 'app');
    await rotate(late.refreshToken, 'app');
  });

  it('refuses a token through the other channel and ends its session: an app token as the web cookie (issue 13)', async () => {
    const app = await sessions.startSession(customer.id, 'app');
    const appNext = await rotate(app.refreshToken, 'app');
    // The old app token inside the web's grace window: no grace, the family is revoked.
    clock = T0 + 1 * SECOND;
    await expectRefreshFails(app.refreshToken, 'web');
    await expectRefreshFails(appNext.refreshToken, 'app');

    // An unused app token sent as the cookie is refused too, and ends the session.
    const fresh = await sessions.startSession(customer.id, 'app');
    await expectRefreshFails(fresh.refreshToken, 'web');
    await expectRefreshFails(fresh.refreshToken, 'app');
    // And a web cookie sent to the app's endpoint likewise.
    const web = await sessions.startSession(customer.id, 'web');
    await expectRefreshFails(web.refreshToken, 'app');
    await expectRefreshFails(web.refreshToken, 'web');
  });

  it('revokes the family on a second use past the window', async () => {
    const start = await sessions.startSession(customer.id, 'web');
    const newer = await rotate(start.refreshToken);
    clock = T0 + 11 * SECOND;
    await expectRefreshFails(start.refreshToken);
    await expectRefreshFails(newer.refreshToken);
  });

  it('logs out one family, and a password reset ends every session of the customer', async () => {
    const a = await sessions.startSession(customer.id, 'web');
    const b = await sessions.startSession(customer.id, 'web');
    await sessions.revokeFamilyOfRefreshToken(a.refreshToken);
    await expectRefreshFails(a.refreshToken);
    const bRotated = await rotate(b.refreshToken);

    const c = await sessions.startSession(customer.id, 'web');
    await sessions.revokeAllForCustomer(customer.id);
    await expectRefreshFails(bRotated.refreshToken);
    await expectRefreshFails(c.refreshToken);
    // Logging out with an unknown token is not an error.
    await expect(sessions.revokeFamilyOfRefreshToken('unknown-token-unknown-token')).resolves.toBeUndefined();
  });
});
