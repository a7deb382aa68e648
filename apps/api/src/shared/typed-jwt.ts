import { type JWTPayload, jwtVerify, SignJWT } from 'jose';

// The API signs three kinds of short JWT with its own secret: access tokens, sign-up join tokens and the
// social-login flow cookie (decision 0009). Each kind has its own `typ` header and audience, so a token of
// one kind can never be presented as another; the algorithm allow-list refuses `alg: none` and any
// asymmetric-key confusion. Claims mapping stays with each kind.
const ISSUER = 'wedding';

export type TypedJwtKind = {
  /** The `typ` header, e.g. 'at+jwt'. */
  type: string;
  audience: string;
  ttlSeconds: number;
  /** Claims a token of this kind must carry besides `exp`. */
  requiredClaims?: readonly string[];
};

export type TypedJwt = {
  sign(claims: JWTPayload, subject?: string): Promise<string>;
  /** The payload, or null for anything forged, expired, of another kind or malformed. */
  verify(token: string): Promise<JWTPayload | null>;
};

export function createTypedJwt(secret: string, kind: TypedJwtKind, now: () => number = Date.now): TypedJwt {
  const key = new TextEncoder().encode(secret);
  return {
    sign(claims, subject) {
      const issuedAt = Math.floor(now() / 1000);
      const jwt = new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: kind.type })
        .setIssuer(ISSUER)
        .setAudience(kind.audience)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + kind.ttlSeconds);
      if (subject !== undefined) jwt.setSubject(subject);
      return jwt.sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          typ: kind.type,
          issuer: ISSUER,
          audience: kind.audience,
          requiredClaims: ['exp', ...(kind.requiredClaims ?? [])],
          currentDate: new Date(now()),
        });
        return payload;
      } catch {
        return null;
      }
    },
  };
}
