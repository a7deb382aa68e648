import type { SocialProvider } from '@wedding/contract/auth';
import { safeReturnPath } from '@wedding/domain/return-path';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { AuthPage } from '../../features/auth/components/auth-page.tsx';
import { useReturnTo } from '../../features/auth/hooks/use-return-to.ts';
import { browserNavigation } from '../../features/auth/lib/browser-navigation.ts';
import { PROVIDER_LABELS, PROVIDERS } from '../../features/auth/lib/social-providers.ts';
import { Spinner } from '../../shared/ui/spinner.tsx';

const providerOf = (pathname: string): SocialProvider =>
  PROVIDERS.find((provider) => pathname === `/social/${provider}`) ?? 'kakao';

/**
 * /social/kakao|naver|apple (spec §2): hands over to the API, which stores state, PKCE verifier and nonce
 * in a flow cookie and answers a 302 to the provider (decision 0009).
 */
export default function SocialStartPage() {
  const provider = providerOf(useLocation().pathname);
  const returnTo = useReturnTo();
  const label = PROVIDER_LABELS[provider];

  useEffect(() => {
    const target = `/api/social/${provider}/start?returnTo=${encodeURIComponent(safeReturnPath(returnTo))}`;
    browserNavigation.assign(target);
  }, [provider, returnTo]);

  return (
    <AuthPage title={`${label} 로그인`}>
      <div className="auth-result">
        <Spinner label={`${label} 로그인으로 이동하는 중`} />
        <p className="auth-result__text">{`${label} 로그인 화면으로 이동하고 있어요.`}</p>
      </div>
    </AuthPage>
  );
}
