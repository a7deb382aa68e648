import { createTypedJwt } from '../../shared/typed-jwt.ts';

// Access tokens (decision 0009): short-lived, stateless JWTs. Ten minutes bounds how long a stolen one
// works; the refresh family (fid) lets a logout or a reuse detection cut the session off earlier.
export const ACCESS_TOKEN_TTL_SECONDS = 10 * 60;

/** What a client carries; `accessTokenExpiresIn` in seconds (the TokenPair uses it). */
export type AccessToken = { accessToken: string; accessTokenExpiresIn: number };

export type AccessClaims = { customerUuid: string; familyId: string };
/** A verified token's claims and when it stops working (ms since the epoch): a live stream ends then. */
export type VerifiedAccess = AccessClaims & { expiresAt: number };

export type AccessTokenCodec = {
  sign(claims: AccessClaims): Promise<AccessToken>;
  /** Null for anything forged, expired, of another type or audience, or malformed. */
  verify(token: string): Promise<VerifiedAccess | null>;
};

export function createAccessTokenCodec(secret: string, now: () => number = Date.now): AccessTokenCodec {
  const jwt = createTypedJwt(
    secret,
    { type: 'at+jwt', audience: 'wedding-api', ttlSeconds: ACCESS_TOKEN_TTL_SECONDS, requiredClaims: ['sub', 'fid'] },
    now,
  );
  return {
    async sign({ customerUuid, familyId }) {
      const accessToken = await jwt.sign({ fid: familyId }, customerUuid);
      return { accessToken, accessTokenExpiresIn: ACCESS_TOKEN_TTL_SECONDS };
    },
    async verify(token) {
      const payload = await jwt.verify(token);
      if (typeof payload?.sub !== 'string' || typeof payload.fid !== 'string' || typeof payload.exp !== 'number')
        return null;
      return { customerUuid: payload.sub, familyId: payload.fid, expiresAt: payload.exp * 1000 };
    },
  };
}
