import { Link, Navigate, useLocation } from 'react-router';
import type { FoundLoginId } from '../../features/auth/api/find-login-id.ts';
import { AuthPage } from '../../features/auth/components/auth-page.tsx';
import { CheckCircleIcon } from '../../features/auth/components/check-circle-icon.tsx';
import { isSocialProvider, PROVIDER_LABELS } from '../../features/auth/lib/social-providers.ts';
import { BottomBar } from '../../shared/ui/bottom-bar.tsx';
import { clientOnly } from '../../shared/ui/client-only.tsx';

const providerLabel = (provider: string) => (isSocialProvider(provider) ? PROVIDER_LABELS[provider] : provider);

// '2025-03-02' → '2025.03.02', as Korean apps print dates.
const dotted = (date: string) => date.replaceAll('-', '.');

/** Find-id result (spec §2 /find-id/complete). Opened without a result (reload, deep link): back to /find-id. */
function FindIdCompletePage() {
  const found = (useLocation().state as { found?: FoundLoginId } | null)?.found;
  if (!found) return <Navigate to="/find-id" replace />;
  const socials = found.socialProviders.map(providerLabel).join(', ');

  return (
    <AuthPage title="아이디 찾기 완료" withBottomBar>
      <section className="auth-result" aria-labelledby="find-id-result">
        <span className="auth-result__icon">
          <CheckCircleIcon />
        </span>
        <h2 id="find-id-result" className="auth-result__title">
          {'회원님의 계정을\n찾았어요'}
        </h2>
        <div className="auth-result__card">
          {found.loginId ? (
            <p>
              가입하신 아이디는 <strong className="auth-result__id">{found.loginId}</strong> 입니다
            </p>
          ) : (
            <p>{`이메일 아이디 없이 ${socials} 계정으로 가입하셨어요.`}</p>
          )}
          {found.loginId && socials ? (
            <p className="auth-result__meta">{`${socials} 로그인도 연결되어 있어요.`}</p>
          ) : null}
          <p className="auth-result__meta">{`가입일 ${dotted(found.joinedAt)}`}</p>
        </div>
      </section>
      <BottomBar>
        <Link to="/find-pw" className="btn btn--secondary btn--lg">
          비밀번호 찾기
        </Link>
        <Link to={found.loginId ? '/sign-in/email' : '/sign-in/social'} className="btn btn--primary btn--lg">
          로그인
        </Link>
      </BottomBar>
    </AuthPage>
  );
}

// It reads what only the browser holds; the server draws nothing for it (decision 0023).
export default clientOnly(FindIdCompletePage);
