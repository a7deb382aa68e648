// Social login's providers, labels and failure codes, without zod (decision 0037): the web imports them on pages
// that only read, where a module that also builds schemas would bring zod along. auth.ts re-exports them for the
// API.

import { ACCOUNT_MESSAGES } from '@wedding/domain/account-rules';

export const SOCIAL_PROVIDERS = ['kakao', 'naver', 'apple'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
export const SOCIAL_PROVIDER_LABELS: Record<SocialProvider, string> = {
  kakao: '카카오',
  naver: '네이버',
  apple: 'Apple',
};

/** Stable codes of social login; the start route's browser redirect carries one as `?error=`. */
export const SOCIAL_ERROR_CODES = {
  SOCIAL_LOGIN_FAILED: 'SOCIAL_LOGIN_FAILED',
  SOCIAL_STATE_MISMATCH: 'SOCIAL_STATE_MISMATCH',
  SOCIAL_PROVIDER_DISABLED: 'SOCIAL_PROVIDER_DISABLED',
} as const;

/**
 * What the user reads when a social login comes back failed (`?error=` on /social/redirect): a provider
 * this deployment has not switched on says so; anything else (a provider's refusal, a state mismatch) is
 * the one generic failure, whose cause is for the logs.
 */
export function socialFailureMessage(error: string | null): string {
  return error === SOCIAL_ERROR_CODES.SOCIAL_PROVIDER_DISABLED
    ? ACCOUNT_MESSAGES.SOCIAL_PROVIDER_DISABLED
    : ACCOUNT_MESSAGES.SOCIAL_LOGIN_FAILED;
}
