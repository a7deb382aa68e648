import type { FastifyBaseLogger } from 'fastify';
import type { SocialProviderConfig } from '../../config.ts';
import { buildAuthorizationUrl, scopeFor } from './authorization-url.ts';
import { verifyIdToken } from './id-token.ts';
import { codeChallengeS256, randomUrlToken } from './pkce.ts';
import type { ProviderDefaults } from './provider-defaults.ts';
import { fetchProviderJson } from './provider-fetch.ts';
import { type ProviderMetadata, resolveProviderMetadata } from './provider-metadata.ts';
import { readProfile, type SocialProfile } from './provider-profile.ts';
import { socialLoginFailed, socialProviderUnavailable } from './social-errors.ts';
import { exchangeCode } from './token-exchange.ts';

/** What the flow must remember between the redirect to the provider and the callback. */
export type AuthorizationSecrets = { state: string; codeVerifier: string; nonce: string | undefined };

export type OAuthClient = {
  /** A fresh state, PKCE verifier and (OpenID Connect) nonce, and the provider URL that carries them. */
  startAuthorization(input: { redirectUri: string }): Promise<AuthorizationSecrets & { url: string }>;
  /** Exchanges the code and reads who signed in. Throws AppError 400 or 503 (SOCIAL_LOGIN_FAILED). */
  fetchProfile(
    input: { code: string; codeVerifier: string; nonce: string | undefined; redirectUri: string },
    log: FastifyBaseLogger,
  ): Promise<SocialProfile>;
};

/** A generic OAuth 2.0 / OpenID Connect authorization-code client for one provider (decision 0009). */
export function createOAuthClient(config: SocialProviderConfig, defaults: ProviderDefaults = {}): OAuthClient {
  const metadata = () => resolveProviderMetadata(config);
  return {
    async startAuthorization({ redirectUri }) {
      const meta = await metadata();
      const secrets: AuthorizationSecrets = {
        state: randomUrlToken(),
        codeVerifier: randomUrlToken(),
        nonce: meta.oidc ? randomUrlToken() : undefined,
      };
      const url = buildAuthorizationUrl(
        config,
        meta,
        {
          redirectUri,
          state: secrets.state,
          codeChallenge: codeChallengeS256(secrets.codeVerifier),
          nonce: secrets.nonce,
        },
        defaults,
      );
      return { ...secrets, url };
    },

    async fetchProfile({ code, codeVerifier, nonce, redirectUri }, log) {
      const meta = await metadata();
      const tokens = await exchangeCode(config, meta, { code, codeVerifier, redirectUri });
      const expectsIdToken = meta.oidc && (scopeFor(config, meta, defaults) ?? '').split(' ').includes('openid');
      if (!expectsIdToken) return profileFromUserinfo(meta, tokens.accessToken);

      if (!tokens.idToken || !nonce) throw socialLoginFailed(new Error('token endpoint answered without an id_token'));
      const claims = await verifyIdToken(meta, { idToken: tokens.idToken, clientId: config.clientId, nonce });
      const profile = readProfile(claims);
      if (!profile) throw socialLoginFailed(new Error('ID token without a subject'));
      if ((profile.email && profile.name) || !meta.userinfoEndpoint) return profile;
      return completeFromUserinfo(meta, tokens.accessToken, profile, log);
    },
  };
}

async function profileFromUserinfo(meta: ProviderMetadata, accessToken: string): Promise<SocialProfile> {
  if (!meta.userinfoEndpoint) throw socialProviderUnavailable(new Error('OAuth 2.0 provider without a userinfo URL'));
  const body = await fetchProviderJson(meta.userinfoEndpoint, { headers: { authorization: `Bearer ${accessToken}` } });
  const profile = readProfile(body);
  if (!profile) throw socialLoginFailed(new Error('userinfo answered without a subject'));
  return profile;
}

/**
 * Some ID tokens leave out email or name; userinfo may have them. The ID token already proved who signed
 * in, so a userinfo outage only costs the sign-up form its prefill. A userinfo answer about someone else
 * is refused outright (OpenID Connect Core §5.3.2: token substitution).
 */
async function completeFromUserinfo(
  meta: ProviderMetadata,
  accessToken: string,
  profile: SocialProfile,
  log: FastifyBaseLogger,
): Promise<SocialProfile> {
  let extra: SocialProfile;
  try {
    extra = await profileFromUserinfo(meta, accessToken);
  } catch (error) {
    log.warn({ err: error }, 'social login: userinfo failed; continuing with the ID token claims');
    return profile;
  }
  if (extra.subject !== profile.subject) {
    throw socialLoginFailed(new Error('userinfo subject differs from the ID token subject'));
  }
  return { subject: profile.subject, email: profile.email ?? extra.email, name: profile.name ?? extra.name };
}
