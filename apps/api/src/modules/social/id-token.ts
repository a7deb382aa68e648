import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import { constantTimeEqual } from './pkce.ts';
import { PROVIDER_TIMEOUT_MS } from './provider-fetch.ts';
import type { ProviderMetadata } from './provider-metadata.ts';
import { socialLoginFailed, socialProviderUnavailable } from './social-errors.ts';

// One key set per JWKS URL per process; jose caches the keys and refetches when a new `kid` shows up
// (key rotation), at most once per cooldown.
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function keySetFor(jwksUri: string) {
  let keySet = keySets.get(jwksUri);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(jwksUri), { timeoutDuration: PROVIDER_TIMEOUT_MS });
    keySets.set(jwksUri, keySet);
  }
  return keySet;
}

// jose errors that mean "this token is bad" rather than "the key server is down".
const REFUSAL_CODES = new Set([
  'ERR_JWT_CLAIM_VALIDATION_FAILED',
  'ERR_JWT_EXPIRED',
  'ERR_JWT_INVALID',
  'ERR_JWS_INVALID',
  'ERR_JWS_SIGNATURE_VERIFICATION_FAILED',
  'ERR_JOSE_ALG_NOT_ALLOWED',
  'ERR_JOSE_NOT_SUPPORTED',
  'ERR_JWKS_NO_MATCHING_KEY',
  'ERR_JWKS_MULTIPLE_MATCHING_KEYS',
]);

/**
 * Verifies an ID token (OpenID Connect Core §3.1.3.7): signature against the provider's JWKS with an
 * asymmetric algorithm, issuer, audience = our client id, expiry, and the nonce we sent. Returns the claims.
 */
export async function verifyIdToken(
  metadata: ProviderMetadata,
  input: { idToken: string; clientId: string; nonce: string },
): Promise<Record<string, unknown>> {
  if (!metadata.jwksUri || !metadata.issuer) {
    throw socialProviderUnavailable(new Error('OpenID Connect provider without jwks_uri or issuer'));
  }
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(input.idToken, keySetFor(metadata.jwksUri), {
      issuer: metadata.issuer,
      audience: input.clientId,
      algorithms: metadata.idTokenAlgorithms,
      requiredClaims: ['sub', 'exp', 'iat'],
      // Provider clocks drift a little; a token is still refused well before anyone could reuse it.
      clockTolerance: 30,
    }));
  } catch (error) {
    const refused = error instanceof errors.JOSEError && REFUSAL_CODES.has(error.code);
    throw refused ? socialLoginFailed(error) : socialProviderUnavailable(error);
  }
  if (typeof payload.nonce !== 'string' || !constantTimeEqual(payload.nonce, input.nonce)) {
    throw socialLoginFailed(new Error('ID token nonce does not match the one sent'));
  }
  return payload;
}
