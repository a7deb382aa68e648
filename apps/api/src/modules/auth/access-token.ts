import { jwtVerify, SignJWT } from 'jose';

// Access tokens (decision 0009): short-lived, stateless JWTs. Ten minutes bounds how long a stolen one
// works; the refresh family (fid) lets a logout or a reuse detection cut the session off earlier.
export const ACCESS_TOKEN_TTL_SECONDS = 10 * 60;
const TYPE = 'at+jwt';
const ISSUER = 'wedding';
const AUDIENCE = 'wedding-api';

/** What a client carries; `accessTokenExpiresIn` in seconds (the TokenPair and cookie max-age use it). */
export type AccessToken = { accessToken: string; accessTokenExpiresIn: number };

export type AccessClaims = { customerUuid: string; familyId: string };

export type AccessTokenCodec = {
  sign(claims: AccessClaims): Promise<AccessToken>;
  /** Null for anything forged, expired, of another type or audience, or malformed. */
  verify(token: string): Promise<AccessClaims | null>;
};

export function createAccessTokenCodec(secret: string, now: () => number = Date.now): AccessTokenCodec {
  const key = new TextEncoder().encode(secret);
  return {
    async sign({ customerUuid, familyId }) {
      const issuedAt = Math.floor(now() / 1000);
      const accessToken = await new SignJWT({ fid: familyId })
        .setProtectedHeader({ alg: 'HS256', typ: TYPE })
        .setSubject(customerUuid)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
        .sign(key);
      return { accessToken, accessTokenExpiresIn: ACCESS_TOKEN_TTL_SECONDS };
    },
    async verify(token) {
      try {
        // The algorithm allow-list refuses `alg: none` and any asymmetric confusion.
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          typ: TYPE,
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['exp', 'sub', 'fid'],
          currentDate: new Date(now()),
        });
        if (typeof payload.sub !== 'string' || typeof payload.fid !== 'string') return null;
        return { customerUuid: payload.sub, familyId: payload.fid };
      } catch {
        return null;
      }
    },
  };
}
