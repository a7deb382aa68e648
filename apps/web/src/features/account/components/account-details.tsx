import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useMySuspension } from '../../../shared/api/my-suspension.ts';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { SuspensionNotice } from '../../../shared/ui/suspension-notice.tsx';
import { useCustomerProfile } from '../api/get-customer-profile.ts';
import { useLogout } from '../hooks/use-logout.ts';
import { ContractSwitches } from './contract-switches.tsx';
import { ProfileSummary } from './profile-summary.tsx';
import '../../../shared/ui/button.css';
import './account.css';

const EDIT_PATH = `/sign-additional/2?${new URLSearchParams({ type: 'Home_Dday_Complete', returnTo: '/mypage' })}`;

/**
 * /mypage for a signed-in customer: profile, the link to edit it, contract switches and logout. Loaded on its
 * own (default export) once the user is known to be signed in, so a guest never downloads it.
 */
export default function AccountDetails({
  extra,
}: {
  /** Sections other features add above logout (the mypage route composes them). */ extra?: ReactNode;
}) {
  const profile = useCustomerProfile(true);
  const logout = useLogout();
  // A suspended customer reads until when and why at the top of their account page (issue 29 §2).
  const suspension = useMySuspension();
  if (profile.isError) return <ErrorState message={profile.error.message} onRetry={() => void profile.refetch()} />;
  if (!profile.data) return <Spinner />;
  return (
    <>
      {suspension ? <SuspensionNotice suspension={suspension} /> : null}
      <ProfileSummary profile={profile.data} />
      <Link to={EDIT_PATH} className="btn btn--secondary btn--md btn--block">
        추가 정보 수정
      </Link>
      <nav className="account-section" aria-labelledby="likes-title">
        <h2 id="likes-title" className="account-section__title">
          찜 목록
        </h2>
        <ul className="account-links">
          <li>
            <Link to="/my-interest/like" className="account-links__item">
              찜한 웨딩홀 · 플래너
            </Link>
          </li>
          <li>
            <Link to="/my-interest/like/slot?tab=slot" className="account-links__item">
              찜한 잔여일정
            </Link>
          </li>
        </ul>
      </nav>
      <nav className="account-section" aria-labelledby="notification-settings-title">
        <h2 id="notification-settings-title" className="account-section__title">
          알림
        </h2>
        <ul className="account-links">
          <li>
            <Link to="/mypage/notifications" className="account-links__item">
              알림 설정 (빈 날짜·가격 인하 알림)
            </Link>
          </li>
          <li>
            <Link to="/mypage/watches" className="account-links__item">
              빈 날짜 알림 관리
            </Link>
          </li>
        </ul>
      </nav>
      <nav className="account-section" aria-labelledby="couple-link-title">
        <h2 id="couple-link-title" className="account-section__title">
          함께 준비하기
        </h2>
        <ul className="account-links">
          <li>
            <Link to="/mypage/couple" className="account-links__item">
              커플 연결 (예비 배우자 초대)
            </Link>
          </li>
        </ul>
      </nav>
      <section className="account-section" aria-labelledby="contract-title">
        <h2 id="contract-title" className="account-section__title">
          계약 현황
        </h2>
        <ContractSwitches profile={profile.data} />
      </section>
      {extra}
      <button type="button" className="account-logout" onClick={() => logout.mutate()} disabled={logout.isPending}>
        로그아웃
      </button>
    </>
  );
}
