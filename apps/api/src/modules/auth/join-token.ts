import { SOCIAL_PROVIDERS, type SocialProvider } from '@wedding/contract/auth';
import { jwtVerify, SignJWT } from 'jose';

// The join token carries an unknown social identity from /social/redirect to sign-up (decision 0009).
// It is signed, short-lived and typed, so a forged or an access token cannot stand in for it.
export const JOIN_TOKEN_TTL_SECONDS = 30 * 60;
const TYPE = 'join+jwt';
const ISSUER = 'wedding';
const AUDIENCE = 'wedding-sign-up';

export type JoinClaims = {
  provider: SocialProvider;
  subject: string;
  email: string | null;
  name: string | null;
};

export type JoinTokenCodec = {
  sign(claims: JoinClaims): Promise<string>;
  /** Null for anything forged, expired, of another type or malformed. */
  verify(token: string): Promise<JoinClaims | null>;
};

export function createJoinTokenCodec(secret: string): JoinTokenCodec {
  const key = new TextEncoder().encode(secret);
  return {
    sign: ({ provider, subject, email, name }) =>
      new SignJWT({ provider, email, name })
        .setProtectedHeader({ alg: 'HS256', typ: TYPE })
        .setSubject(subject)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${JOIN_TOKEN_TTL_SECONDS}s`)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          typ: TYPE,
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['exp', 'sub'],
        });
        const provider = payload.provider;
        if (typeof provider !== 'string' || !(SOCIAL_PROVIDERS as readonly string[]).includes(provider)) return null;
        return {
          provider: provider as SocialProvider,
          subject: payload.sub as string,
          email: typeof payload.email === 'string' ? payload.email : null,
          name: typeof payload.name === 'string' ? payload.name : null,
        };
      } catch {
        return null;
      }
    },
  };
}
