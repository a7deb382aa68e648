import { lazy, Suspense } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { signInUrl } from '../../shared/hooks/use-login-prompt.ts';
import { useDocumentTitle } from '../../shared/layout/document-title.ts';
import { StackHeader } from '../../shared/layout/stack-header.tsx';
import { useUserStore } from '../../shared/stores/user-store.ts';
import { Spinner } from '../../shared/ui/spinner.tsx';
import '../../features/account/components/account.css';

// The form with its API calls and schemas loads once the user is known to be signed in.
const AdditionalInfoEditor = lazy(() => import('../../features/account/components/additional-info-editor.tsx'));

const TITLE = '추가 정보 입력';

/**
 * /sign-additional/2?type=Home_Dday_Complete[&returnTo]: the profile a new customer completes (nick and
 * region) and anyone edits later.
 */
export default function SignAdditionalPage() {
  useDocumentTitle(TITLE);
  const userType = useUserStore((state) => state.userType);
  const location = useLocation();
  const [searchParams] = useSearchParams();

  // Nothing here works without an account, so a guest goes straight to sign-in and comes back after.
  if (userType === 'GUEST_USER') return <Navigate to={signInUrl(`${location.pathname}${location.search}`)} replace />;

  return (
    <>
      <StackHeader title={TITLE} />
      <main className="account-page">
        <div>
          <h2 className="account-intro__title">우리 결혼 준비,{'\n'}조금만 더 알려주세요</h2>
          <p className="account-intro__text">닉네임과 지역을 알려주시면 꼭 맞는 웨딩홀을 보여드릴게요.</p>
        </div>
        {userType === 'COMPLETE_AUTH_USER' ? (
          <Suspense fallback={<Spinner />}>
            <AdditionalInfoEditor returnTo={searchParams.get('returnTo')} />
          </Suspense>
        ) : (
          <Spinner />
        )}
      </main>
    </>
  );
}
