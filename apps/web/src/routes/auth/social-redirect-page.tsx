import { socialFailureMessage } from '@wedding/contract/auth-constants';
import { ACCOUNT_MESSAGES } from '@wedding/domain/account-rules';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { completeSocialLogin } from '../../features/auth/api/complete-social-login.ts';
import { AuthPage } from '../../features/auth/components/auth-page.tsx';
import { useEnterSignedIn } from '../../features/auth/hooks/use-finish-login.ts';
import { writeSignUpDraft } from '../../features/auth/lib/sign-up-draft.ts';
import { isApiError } from '../../shared/api/api-error.ts';
import { Spinner } from '../../shared/ui/spinner.tsx';
import '../../shared/ui/states.css';

/**
 * /social/redirect (spec §2): where the provider sends the user back. The code and state go to the API;
 * a known identity is signed in, an unknown one continues to sign-up with its join token.
 */
export default function SocialRedirectPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const enter = useEnterSignedIn();
  const [failure, setFailure] = useState<string | null>(null);
  // The state is single-use: StrictMode's second effect run (and any re-render) must not send it again.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = params.get('code');
    const state = params.get('state');
    // `error` is the provider's refusal (the user cancelled, or the app is misconfigured), or our start
    // route's code, e.g. a provider this deployment has not switched on, which has its own message.
    const error = params.get('error');
    if (error || !code || !state) {
      setFailure(socialFailureMessage(error));
      return;
    }
    const finish = async () => {
      const result = await completeSocialLogin(code, state);
      if (result.status === 'JOIN') {
        const { joinToken, provider, email, name, returnTo } = result;
        writeSignUpDraft({ terms: [], returnTo, join: { joinToken, provider, email, name } });
        void navigate('/sign-up/1', { replace: true });
        return;
      }
      // The user comes with the answer: index.html preloads GET /api/user while the page is still a
      // guest's, and a fetch of it here could be served that stale answer (the flaky Kakao E2E).
      enter(result.user, result.returnTo);
    };
    finish().catch((error: unknown) =>
      setFailure(isApiError(error) ? error.message : ACCOUNT_MESSAGES.SOCIAL_LOGIN_FAILED),
    );
  }, [params, navigate, enter]);

  return (
    <AuthPage title="소셜 로그인" finishesSignIn>
      {failure ? (
        <div className="state" role="alert">
          <p className="state__title">로그인하지 못했어요</p>
          <p className="state__text">{failure}</p>
          <Link to="/sign-in/social" replace className="btn btn--primary btn--md">
            로그인 화면으로
          </Link>
        </div>
      ) : (
        <div className="auth-result">
          <Spinner label="로그인하는 중" />
          <p className="auth-result__text">로그인하고 있어요. 잠시만 기다려주세요.</p>
        </div>
      )}
    </AuthPage>
  );
}
