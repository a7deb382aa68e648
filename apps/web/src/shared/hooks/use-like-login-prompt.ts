import { LIKE_LOGIN_REQUIRED } from '@wedding/domain/messages';
import { type LoginPromptOptions, useLoginPrompt } from './use-login-prompt.ts';

// Spec §5 words the like's prompt ('로그인 후 이용해주세요.'); §6 wants the guest led to sign-in, so it is the login
// confirm (로그인 / 취소), not an alert with only 확인. Every heart tap is deliberate: no throttle.
const LIKE_PROMPT: LoginPromptOptions = { message: LIKE_LOGIN_REQUIRED, throttleMs: 0 };

/** What a guest's heart tap shows: the like's login prompt, whose 로그인 returns here after sign-in. */
export function useLikeLoginPrompt(): () => boolean {
  return useLoginPrompt(LIKE_PROMPT);
}
