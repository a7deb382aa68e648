import type { Db } from '../../db/client.ts';
import type { SessionClient } from '../../db/schema/db-enums.ts';
import type { AccessToken, AccessTokenCodec } from './access-token.ts';
import { invalidLoginToken, refreshFailed } from './auth-errors.ts';
import { createOpaqueToken, hashOpaqueToken } from './opaque-token.ts';
import type { SessionRepository } from './session-repository.ts';

// Lifetimes of decision 0009.
export const LOGIN_TOKEN_TTL_MS = 60 * 1000;
export const REFRESH_FAMILY_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const REFRESH_TOKEN_TTL_MS = 14 * 24 * 60 * 60 * 1000;
/**
 * A used refresh token presented again inside this window, through its own channel, is a concurrent refresh
 * (two tabs; the app racing itself), not theft: it gets one second answer (decision 0019).
 */
export const REFRESH_REUSE_GRACE_MS = 10 * 1000;

export type SessionTokens = AccessToken & {
  customerId: number;
  customerUuid: string;
  refreshToken: string;
  /** Epoch ms; never past the family's absolute expiry. */
  refreshTokenExpiresAt: number;
  familyId: string;
};

/** The late tab of a concurrent refresh: a fresh access token, and it keeps the winner's refresh cookie. */
export type AccessOnlyRefresh = { accessOnly: AccessToken; customerId: number };

export type SessionService = {
  /** A one-time token (60 s) the web or the app exchanges for a session. */
  issueLoginToken(customerId: number): Promise<string>;
  /** Throws 401 INVALID_LOGIN_TOKEN for an unknown, used or expired token. */
  exchangeLoginToken(loginToken: string, client: SessionClient): Promise<SessionTokens>;
  /** A new refresh family (30 days) held by `client`, its first refresh token and an access token. */
  startSession(customerId: number, client: SessionClient): Promise<SessionTokens>;
  /**
   * Single-use rotation through `channel`. Throws 401 REFRESH_FAILED for an unknown, expired or revoked token.
   * A token presented through the other channel, or used before, revokes its whole family — except once per
   * token within 10 s of its use through its own channel (a concurrent refresh): the web then gets a fresh
   * access token only (its cookie jar already holds the winner's refresh cookie), the app a full pair of its own.
   */
  refresh(refreshToken: string, channel: SessionClient): Promise<SessionTokens | AccessOnlyRefresh>;
  /**
   * The native app hands its session to its web view (POST /api/token with the app's pair). The app keeps
   * its tokens; the web view gets a new family of its own, because two holders rotating one family would
   * look like refresh-token reuse. The refresh token must be current (unused, unrevoked, unexpired, in a
   * live family); an access token that still verifies must name the same family. 401 REFRESH_FAILED else.
   */
  handOff(pair: { accessToken: string; refreshToken: string }): Promise<SessionTokens>;
  /** Logout: nothing happens for an unknown token. */
  revokeFamilyOfRefreshToken(refreshToken: string): Promise<void>;
  /** Logout by an access token's family (the app's bearer-only DELETE /api/token). */
  revokeFamily(familyId: string): Promise<void>;
  /** Ends every session of the customer (password reset). */
  revokeAllForCustomer(customerId: number): Promise<void>;
};

export type SessionServiceDeps = {
  repository: SessionRepository;
  accessTokens: AccessTokenCodec;
  now?: () => number;
};

export function createSessionService({ repository, accessTokens, now = Date.now }: SessionServiceDeps): SessionService {
  async function issueRefreshToken(familyId: string, familyExpiresAt: Date, at: number, tx?: Db) {
    const refreshToken = createOpaqueToken();
    const expiresAt = Math.min(at + REFRESH_TOKEN_TTL_MS, familyExpiresAt.getTime());
    await repository.insertRefreshToken(
      { familyId, tokenHash: hashOpaqueToken(refreshToken), expiresAt: new Date(expiresAt) },
      tx,
    );
    return { refreshToken, refreshTokenExpiresAt: expiresAt };
  }

  async function startSession(customerId: number, client: SessionClient): Promise<SessionTokens> {
    const at = now();
    const familyExpiresAt = new Date(at + REFRESH_FAMILY_TTL_MS);
    const { customer, familyId, refresh } = await repository.transaction(async (tx) => {
      const customer = await repository.findCustomer(customerId, tx);
      if (!customer) throw invalidLoginToken();
      const familyId = await repository.createFamily({ customerId, absoluteExpiresAt: familyExpiresAt, client }, tx);
      const refresh = await issueRefreshToken(familyId, familyExpiresAt, at, tx);
      return { customer, familyId, refresh };
    });
    const access = await accessTokens.sign({ customerUuid: customer.uuid, familyId });
    return { customerId, customerUuid: customer.uuid, familyId, ...access, ...refresh };
  }

  return {
    async issueLoginToken(customerId) {
      const loginToken = createOpaqueToken();
      await repository.insertLoginToken({
        customerId,
        tokenHash: hashOpaqueToken(loginToken),
        expiresAt: new Date(now() + LOGIN_TOKEN_TTL_MS),
      });
      return loginToken;
    },

    async exchangeLoginToken(loginToken, client) {
      const customerId = await repository.consumeLoginToken({
        tokenHash: hashOpaqueToken(loginToken),
        now: new Date(now()),
      });
      if (customerId === null) throw invalidLoginToken();
      return startSession(customerId, client);
    },

    startSession,

    async refresh(refreshToken, channel) {
      const at = now();
      const tokenHash = hashOpaqueToken(refreshToken);
      const rotated = await repository.transaction(async (tx) => {
        const consumed = await repository.consumeRefreshToken({ tokenHash, now: new Date(at) }, tx);
        if (!consumed) return null;
        // Another channel's token (an app token sent as the web cookie): theft, not a refresh. The revoke
        // commits with the transaction; the refusal is thrown after it.
        if (consumed.client !== channel) {
          await repository.revokeFamily({ familyId: consumed.familyId, now: new Date(at) }, tx);
          return 'wrong-channel' as const;
        }
        const refresh = await issueRefreshToken(consumed.familyId, consumed.familyExpiresAt, at, tx);
        return { ...consumed, ...refresh };
      });
      if (rotated === 'wrong-channel') throw refreshFailed();
      if (rotated) {
        const { customerId, customerUuid, familyId, refreshToken: next, refreshTokenExpiresAt } = rotated;
        const access = await accessTokens.sign({ customerUuid, familyId });
        return { customerId, customerUuid, familyId, ...access, refreshToken: next, refreshTokenExpiresAt };
      }

      // Not rotated: find out why, and treat a replayed token as theft of the whole family.
      const stored = await repository.findRefreshToken(tokenHash);
      if (!stored) throw refreshFailed();
      const familyLive = stored.familyRevokedAt === null && stored.familyExpiresAt.getTime() > at;
      if (!familyLive || stored.revokedAt !== null) throw refreshFailed();
      if (stored.usedAt !== null) {
        // Negative when the winner started after this call did (or on another process's clock): concurrent too.
        const usedAgo = at - stored.usedAt.getTime();
        const concurrent = stored.client === channel && usedAgo < REFRESH_REUSE_GRACE_MS;
        if (concurrent && (await repository.claimRefreshGrace({ tokenHash, now: new Date(at) }))) {
          const { customerId, customerUuid, familyId } = stored;
          const access = await accessTokens.sign({ customerUuid, familyId });
          if (channel === 'web') return { accessOnly: access, customerId };
          // The app keeps whichever answer it read last, so this one must work as well as the winner's.
          const refresh = await issueRefreshToken(familyId, stored.familyExpiresAt, at);
          return { customerId, customerUuid, familyId, ...access, ...refresh };
        }
        await repository.revokeFamily({ familyId: stored.familyId, now: new Date(at) });
      }
      throw refreshFailed();
    },

    async handOff({ accessToken, refreshToken }) {
      const at = now();
      const stored = await repository.findRefreshToken(hashOpaqueToken(refreshToken));
      const current =
        stored !== null &&
        stored.usedAt === null &&
        stored.revokedAt === null &&
        stored.familyRevokedAt === null &&
        stored.expiresAt.getTime() > at &&
        stored.familyExpiresAt.getTime() > at;
      if (!current) throw refreshFailed();
      // An expired access token is normal here (the app refreshes lazily); a live one must match the pair.
      const access = await accessTokens.verify(accessToken);
      if (access && (access.familyId !== stored.familyId || access.customerUuid !== stored.customerUuid)) {
        throw refreshFailed();
      }
      return startSession(stored.customerId, 'web');
    },

    async revokeFamilyOfRefreshToken(refreshToken) {
      const stored = await repository.findRefreshToken(hashOpaqueToken(refreshToken));
      if (stored) await repository.revokeFamily({ familyId: stored.familyId, now: new Date(now()) });
    },

    async revokeFamily(familyId) {
      await repository.revokeFamily({ familyId, now: new Date(now()) });
    },

    async revokeAllForCustomer(customerId) {
      await repository.revokeFamiliesOfCustomer({ customerId, now: new Date(now()) });
    },
  };
}

export function isAccessOnlyRefresh(result: SessionTokens | AccessOnlyRefresh): result is AccessOnlyRefresh {
  return 'accessOnly' in result;
}
