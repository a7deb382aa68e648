import type { SocialProvider } from '@wedding/contract/auth';
import { ACCOUNT_MESSAGES } from '@wedding/domain/account-rules';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '../../../shared/hooks/use-toast.ts';
import { withReturnTo } from '../hooks/use-return-to.ts';
import { useSocialProviders } from '../hooks/use-social-providers.ts';
import { PROVIDER_LABELS, PROVIDERS } from '../lib/social-providers.ts';
import './social-login-buttons.css';

function ProviderMark({ provider }: { provider: SocialProvider }) {
  switch (provider) {
    case 'kakao':
      return (
        <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M10 2.5c-4.7 0-8.5 3-8.5 6.6 0 2.3 1.5 4.4 3.9 5.5l-.9 3.4c-.1.3.3.5.5.3l4-2.7h1c4.7 0 8.5-3 8.5-6.5S14.7 2.5 10 2.5z"
          />
        </svg>
      );
    case 'naver':
      return (
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M10.8 8.6L5 0H0v16h5.2V7.4L11 16h5V0h-5.2z" />
        </svg>
      );
    case 'apple':
      return (
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12.152 6.896c-.948 0-2.415-1.078-3.96-1.04-2.04.027-3.91 1.183-4.961 3.014-2.117 3.675-.546 9.103 1.519 12.09 1.013 1.454 2.208 3.09 3.792 3.039 1.52-.065 2.09-.987 3.935-.987 1.831 0 2.35.987 3.96.948 1.637-.026 2.676-1.48 3.676-2.948 1.156-1.688 1.636-3.325 1.662-3.415-.039-.013-3.182-1.221-3.22-4.857-.026-3.04 2.48-4.494 2.597-4.559-1.429-2.09-3.623-2.324-4.39-2.376-2-.156-3.675 1.09-4.61 1.09zM15.53 3.83c.843-1.012 1.4-2.427 1.245-3.83-1.207.052-2.662.805-3.532 1.818-.78.896-1.454 2.338-1.273 3.714 1.338.104 2.715-.688 3.559-1.701"
          />
        </svg>
      );
  }
}

/** What the note says when no provider is on: short, and pointing at the email login above the buttons. */
export const ALL_SOCIAL_OFF_NOTE = '소셜 로그인은 아직 준비 중이에요. 이메일로 로그인해주세요.';

/** The visible reason under the buttons when some providers are off, e.g. '네이버·Apple 로그인은 아직 준비 중이에요.' */
export function disabledProvidersNote(off: readonly SocialProvider[]): string | null {
  if (off.length === 0) return null;
  if (off.length === PROVIDERS.length) return ALL_SOCIAL_OFF_NOTE;
  return `${off.map((provider) => PROVIDER_LABELS[provider]).join('·')} 로그인은 아직 준비 중이에요. 다른 방법으로 로그인해주세요.`;
}

/**
 * 카카오, 네이버 and Apple buttons in their brand colours. Providers this deployment has not configured look
 * greyed out, carry a '준비 중' tag and a sentence under the buttons saying why (issue 9: a greyed button
 * with no reason reads as broken), and still explain themselves with a toast when tapped (decision 0009).
 */
export function SocialLoginButtons({ returnTo }: { returnTo: string | null }) {
  const providers = useSocialProviders();
  const navigate = useNavigate();
  const toast = useToast();
  const noteId = useId();

  const start = (provider: SocialProvider) => {
    // A provider known to be off explains itself here. While the answer is still coming the tap goes on:
    // the API's start route refuses a provider that is off, and the redirect page says so in Korean.
    if (providers.data && !providers.data[provider]) {
      toast.show(ACCOUNT_MESSAGES.SOCIAL_PROVIDER_DISABLED);
      return;
    }
    void navigate(withReturnTo(`/social/${provider}`, returnTo));
  };

  const isOff = (provider: SocialProvider) => !providers.isPending && !providers.data?.[provider];
  const note = disabledProvidersNote(PROVIDERS.filter(isOff));

  return (
    <div className="social-buttons">
      {PROVIDERS.map((provider) => {
        const off = isOff(provider);
        return (
          // A form around each button: a tap before the page's scripts have run (it arrives server-rendered)
          // still goes to the provider's start page, as a plain GET.
          <form key={provider} method="get" action={`/social/${provider}`} className="social-buttons__form">
            {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
            <button
              type="submit"
              className={`social-button social-button--${provider}`}
              aria-disabled={off || undefined}
              aria-describedby={off ? noteId : undefined}
              onClick={(event) => {
                event.preventDefault();
                start(provider);
              }}
            >
              <span className="social-button__mark">
                <ProviderMark provider={provider} />
              </span>
              {`${PROVIDER_LABELS[provider]}로 시작하기`}
              {off ? (
                <span className="social-button__soon" aria-hidden="true">
                  준비 중
                </span>
              ) : null}
            </button>
          </form>
        );
      })}
      {note ? (
        <p id={noteId} className="social-buttons__note">
          {note}
        </p>
      ) : null}
    </div>
  );
}
