import type { SocialProviderConfig } from '../../config.ts';
import { fetchProviderJson } from './provider-fetch.ts';
import type { ProviderMetadata } from './provider-metadata.ts';
import { socialLoginFailed } from './social-errors.ts';

export type ProviderTokens = { accessToken: string; idToken: string | undefined };

/**
 * Trades the authorization code for tokens (RFC 6749 §4.1.3) with the PKCE verifier, which proves this
 * server started the flow even if the code leaked. Apple's client secret is itself a JWT the operator
 * generates from the .p8 key (valid up to six months) and sets as SOCIAL_APPLE_CLIENT_SECRET.
 */
export async function exchangeCode(
  config: SocialProviderConfig,
  metadata: ProviderMetadata,
  input: { code: string; codeVerifier: string; redirectUri: string },
): Promise<ProviderTokens> {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code: input.code,
    redirect_uri: input.redirectUri,
    code_verifier: input.codeVerifier,
  });
  const headers: Record<string, string> = {};
  if (metadata.tokenAuthMethod === 'client_secret_basic' && config.clientSecret) {
    headers.authorization = `Basic ${Buffer.from(`${formEncode(config.clientId)}:${formEncode(config.clientSecret)}`).toString('base64')}`;
  } else {
    body.set('client_id', config.clientId);
    if (config.clientSecret) body.set('client_secret', config.clientSecret);
  }
  const answer = await fetchProviderJson(metadata.tokenEndpoint, { method: 'POST', headers, body });
  if (typeof answer.access_token !== 'string' || answer.access_token === '') {
    throw socialLoginFailed(new Error('token endpoint answered without an access_token'));
  }
  return {
    accessToken: answer.access_token,
    idToken: typeof answer.id_token === 'string' ? answer.id_token : undefined,
  };
}

// RFC 6749 §2.3.1: the id and secret are form-encoded before they are joined and base64-encoded.
function formEncode(value: string): string {
  return encodeURIComponent(value).replace(/%20/g, '+');
}
