import type { AccessTokenCodec } from './access-token.ts';
import type { SessionRepository } from './session-repository.ts';

/** `expiresAt` (ms): when the token presented stops working, so a stream opened with it can end then. */
export type AccessTokenOwner = { id: number; uuid: string; familyId: string; expiresAt: number };

export type AccessAuthenticator = {
  /**
   * The customer an access token speaks for. Null when the token is forged or expired, the customer was
   * deleted, or the session was ended (logout, reuse detection, password reset) since it was issued.
   */
  authenticate(accessToken: string): Promise<AccessTokenOwner | null>;
};

export function createAccessAuthenticator(deps: {
  accessTokens: AccessTokenCodec;
  repository: SessionRepository;
}): AccessAuthenticator {
  return {
    async authenticate(accessToken) {
      const claims = await deps.accessTokens.verify(accessToken);
      if (!claims) return null;
      const customer = await deps.repository.findSessionCustomer(claims);
      return customer ? { ...customer, familyId: claims.familyId, expiresAt: claims.expiresAt } : null;
    },
  };
}
