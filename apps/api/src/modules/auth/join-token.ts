import { SOCIAL_PROVIDERS, type SocialProvider } from '@wedding/contract/auth';
import { createTypedJwt } from '../../shared/typed-jwt.ts';

// The join token carries an unknown social identity from /social/redirect to sign-up (decision 0009).
// It is signed, short-lived and typed, so a forged or an access token cannot stand in for it.
export const JOIN_TOKEN_TTL_SECONDS = 30 * 60;

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
  const jwt = createTypedJwt(secret, {
    type: 'join+jwt',
    audience: 'wedding-sign-up',
    ttlSeconds: JOIN_TOKEN_TTL_SECONDS,
    requiredClaims: ['sub'],
  });
  return {
    sign: ({ provider, subject, email, name }) => jwt.sign({ provider, email, name }, subject),
    async verify(token) {
      const payload = await jwt.verify(token);
      const provider = SOCIAL_PROVIDERS.find((name) => name === payload?.provider);
      if (!payload || !provider || typeof payload.sub !== 'string') return null;
      return {
        provider,
        subject: payload.sub,
        email: typeof payload.email === 'string' ? payload.email : null,
        name: typeof payload.name === 'string' ? payload.name : null,
      };
    },
  };
}
