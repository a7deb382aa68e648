import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { signInUrl } from '../../shared/hooks/use-login-prompt.ts';
import { isLoggedIn, isUserKnown, useUserStore } from '../../shared/stores/user-store.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';

/**
 * Spec §6: photo content is a signed-in customer's (the hall page's photos tab and the standalone photo page
 * alike). A guest is shown what signing in gives and the way to it, coming back here; no prompt opens by itself
 * on a tab the guest merely looked at. Nothing loads before the session check has answered.
 */
export function PhotosGate({ children }: { children: ReactNode }) {
  const location = useLocation();
  const known = useUserStore(isUserKnown);
  const loggedIn = useUserStore(isLoggedIn);
  if (!known) return <Spinner />;
  if (loggedIn) return children;
  return (
    <EmptyState
      title="로그인하면 사진을 모두 볼 수 있어요"
      description="공식 이미지와 리뷰 이미지를 크게 볼 수 있어요."
      action={
        <Link to={signInUrl(`${location.pathname}${location.search}`)} className="btn btn--primary btn--md">
          로그인하기
        </Link>
      }
    />
  );
}
