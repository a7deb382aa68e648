import { z } from 'zod';
import type { SocialProviderConfig } from '../../config.ts';
import { fetchProviderJson } from './provider-fetch.ts';
import { socialProviderUnavailable } from './social-errors.ts';

/** What the client needs to know about one provider, from discovery and/or explicit URLs. */
export type ProviderMetadata = {
  /** OpenID Connect: ask for `openid`, send a nonce and verify the ID token. */
  oidc: boolean;
  issuer: string | undefined;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  userinfoEndpoint: string | undefined;
  jwksUri: string | undefined;
  idTokenAlgorithms: string[];
  tokenAuthMethod: 'client_secret_post' | 'client_secret_basic';
};

// Asymmetric algorithms only: an HS256 ID token would be "signed" with our client secret, and `none`
// with nothing.
const ASYMMETRIC_ALGORITHMS = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
];
const DEFAULT_ID_TOKEN_ALGORITHMS = ['RS256', 'ES256'];

const discoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  userinfo_endpoint: z.url().optional(),
  jwks_uri: z.url(),
  id_token_signing_alg_values_supported: z.array(z.string()).optional(),
  token_endpoint_auth_methods_supported: z.array(z.string()).optional(),
});
type Discovery = z.infer<typeof discoverySchema>;

// Per process: discovery documents change about never. A failed fetch is not cached, so the next login
// tries again.
const discoveryCache = new Map<string, Promise<Discovery>>();

export async function resolveProviderMetadata(config: SocialProviderConfig): Promise<ProviderMetadata> {
  const discovery = config.issuer ? await discover(config.issuer) : undefined;
  const authorizationEndpoint = config.authorizationUrl ?? discovery?.authorization_endpoint;
  const tokenEndpoint = config.tokenUrl ?? discovery?.token_endpoint;
  if (!authorizationEndpoint || !tokenEndpoint) {
    throw socialProviderUnavailable(
      new Error('social provider has neither an issuer nor authorization and token URLs'),
    );
  }
  const jwksUri = config.jwksUrl ?? discovery?.jwks_uri;
  const algorithms = (discovery?.id_token_signing_alg_values_supported ?? []).filter((a) =>
    ASYMMETRIC_ALGORITHMS.includes(a),
  );
  // Basic only when the provider does not take the secret in the body (RFC 6749 §2.3.1 allows both).
  const methods = discovery?.token_endpoint_auth_methods_supported ?? [];
  const basicOnly = methods.includes('client_secret_basic') && !methods.includes('client_secret_post');
  return {
    // OpenID Connect needs an issuer to check ID tokens against; without one (Naver) it is plain OAuth 2.0.
    oidc: discovery !== undefined,
    issuer: discovery?.issuer,
    authorizationEndpoint,
    tokenEndpoint,
    userinfoEndpoint: config.userinfoUrl ?? discovery?.userinfo_endpoint,
    jwksUri,
    idTokenAlgorithms: algorithms.length > 0 ? algorithms : DEFAULT_ID_TOKEN_ALGORITHMS,
    tokenAuthMethod: basicOnly ? 'client_secret_basic' : 'client_secret_post',
  };
}

function discover(issuer: string): Promise<Discovery> {
  let pending = discoveryCache.get(issuer);
  if (!pending) {
    pending = fetchDiscovery(issuer);
    discoveryCache.set(issuer, pending);
    pending.catch(() => discoveryCache.delete(issuer));
  }
  return pending;
}

async function fetchDiscovery(issuer: string): Promise<Discovery> {
  const body = await fetchProviderJson(`${issuer}/.well-known/openid-configuration`);
  const parsed = discoverySchema.safeParse(body);
  if (!parsed.success) throw socialProviderUnavailable(new Error(`discovery of ${issuer}: ${parsed.error.message}`));
  // OpenID Connect Discovery §4.3: a document naming another issuer must not be used (it could hand out
  // someone else's keys).
  if (parsed.data.issuer.replace(/\/+$/, '') !== issuer) {
    throw socialProviderUnavailable(new Error(`discovery of ${issuer} names issuer ${parsed.data.issuer}`));
  }
  return parsed.data;
}
