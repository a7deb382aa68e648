import type { SocialProvider } from '@wedding/contract/auth';

/**
 * What each provider needs beyond the generic code flow, used unless SOCIAL_<P>_SCOPE overrides the scope.
 * - Kakao's OpenID Connect names its scopes itself (account_email, profile_nickname).
 * - Apple knows only `email` and `name`, and returns the code by form POST (response_mode=form_post)
 *   whenever either is asked for; POST /social/redirect receives it.
 * - Naver has no OpenID Connect: no scope, profile from userinfo.
 */
export type ProviderDefaults = { scope?: string; responseMode?: 'form_post' };

export const PROVIDER_DEFAULTS: Record<SocialProvider, ProviderDefaults> = {
  kakao: { scope: 'openid account_email profile_nickname' },
  apple: { scope: 'openid email name', responseMode: 'form_post' },
  naver: {},
};
