import type { SocialProviderConfig } from '../../config.ts';
import type { ProviderDefaults } from './provider-defaults.ts';
import type { ProviderMetadata } from './provider-metadata.ts';

const DEFAULT_OIDC_SCOPE = 'openid email profile';

/**
 * The scope to ask for: the configured one, else the provider's own default, else OpenID Connect's basics,
 * else none (Naver).
 */
export function scopeFor(
  config: SocialProviderConfig,
  metadata: ProviderMetadata,
  defaults: ProviderDefaults = {},
): string | undefined {
  if (config.scope) return config.scope;
  if (!metadata.oidc) return undefined;
  return defaults.scope ?? DEFAULT_OIDC_SCOPE;
}

export type AuthorizationRequest = {
  redirectUri: string;
  state: string;
  codeChallenge: string;
  /** OpenID Connect only: echoed in the ID token, so a token minted for another login is refused. */
  nonce: string | undefined;
};

/** Where the browser goes to sign in: authorization-code flow with PKCE S256 (RFC 6749 §4.1, RFC 7636). */
export function buildAuthorizationUrl(
  config: SocialProviderConfig,
  metadata: ProviderMetadata,
  request: AuthorizationRequest,
  defaults: ProviderDefaults = {},
): string {
  const url = new URL(metadata.authorizationEndpoint);
  const params = url.searchParams;
  params.set('response_type', 'code');
  params.set('client_id', config.clientId);
  params.set('redirect_uri', request.redirectUri);
  const scope = scopeFor(config, metadata, defaults);
  if (scope) params.set('scope', scope);
  if (defaults.responseMode) params.set('response_mode', defaults.responseMode);
  params.set('state', request.state);
  params.set('code_challenge', request.codeChallenge);
  params.set('code_challenge_method', 'S256');
  if (request.nonce) params.set('nonce', request.nonce);
  return url.toString();
}
