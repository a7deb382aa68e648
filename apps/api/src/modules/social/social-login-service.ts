import { SOCIAL_PROVIDERS, type SocialProvider } from '@wedding/contract/auth';
import { safeReturnPath } from '@wedding/domain/return-path';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { JoinTokenCodec } from '../auth/join-token.ts';
import { type SocialFlow, signFlow, verifyFlow } from './flow-cookie.ts';
import { createOAuthClient, type OAuthClient } from './oauth-client.ts';
import { constantTimeEqual } from './pkce.ts';
import { PROVIDER_DEFAULTS } from './provider-defaults.ts';
import { socialProviderDisabled, socialStateMismatch } from './social-errors.ts';
import type { SocialIdentityRepository } from './social-identity-repository.ts';

/** A known identity (the route starts its session) or an unknown one (sign-up continues with joinToken). */
export type SocialLoginOutcome =
  | { status: 'LOGGED_IN'; customerId: number; returnTo: string }
  | {
      status: 'JOIN';
      provider: SocialProvider;
      joinToken: string;
      email: string | null;
      name: string | null;
      returnTo: string;
    };

export type SocialLoginService = {
  /** Every provider, and whether this deployment configured it. */
  listProviders(): { provider: SocialProvider; enabled: boolean }[];
  /** Where to send the browser, and the signed flow token for the wd_social cookie. */
  start(input: {
    provider: SocialProvider;
    returnTo: string | undefined;
    redirectUri: string;
  }): Promise<{ location: string; flowToken: string }>;
  /** Checks the flow, exchanges the code and finds or introduces the identity. */
  complete(
    input: { flowToken: string | undefined; code: string; state: string },
    log: FastifyBaseLogger,
  ): Promise<SocialLoginOutcome>;
};

export function createSocialLoginService(deps: {
  config: Pick<AppConfig, 'social' | 'jwtSecret'>;
  identities: SocialIdentityRepository;
  joinTokens: JoinTokenCodec;
}): SocialLoginService {
  const { config, identities, joinTokens } = deps;
  const clients = new Map<SocialProvider, OAuthClient>();
  for (const provider of SOCIAL_PROVIDERS) {
    const providerConfig = config.social[provider];
    if (providerConfig) clients.set(provider, createOAuthClient(providerConfig, PROVIDER_DEFAULTS[provider]));
  }
  const clientFor = (provider: SocialProvider) => {
    const client = clients.get(provider);
    if (!client) throw socialProviderDisabled();
    return client;
  };

  return {
    listProviders: () => SOCIAL_PROVIDERS.map((provider) => ({ provider, enabled: clients.has(provider) })),

    async start({ provider, returnTo, redirectUri }) {
      const { url, ...secrets } = await clientFor(provider).startAuthorization({ redirectUri });
      const flow: SocialFlow = { provider, ...secrets, returnTo: safeReturnPath(returnTo), redirectUri };
      return { location: url, flowToken: await signFlow(flow, config.jwtSecret) };
    },

    async complete({ flowToken, code, state }, log) {
      const flow = await verifyFlow(flowToken, config.jwtSecret);
      // The state ties the code to the browser that started the flow (RFC 6749 §10.12, login CSRF).
      if (!flow || !constantTimeEqual(flow.state, state)) throw socialStateMismatch();
      const profile = await clientFor(flow.provider).fetchProfile(
        { code, codeVerifier: flow.codeVerifier, nonce: flow.nonce, redirectUri: flow.redirectUri },
        log,
      );
      const customerId = await identities.findCustomerId({ provider: flow.provider, subject: profile.subject });
      if (customerId !== null) return { status: 'LOGGED_IN', customerId, returnTo: flow.returnTo };
      const joinToken = await joinTokens.sign({ provider: flow.provider, ...profile });
      const { email, name } = profile;
      return { status: 'JOIN', provider: flow.provider, joinToken, email, name, returnTo: flow.returnTo };
    },
  };
}
