import { Link } from 'react-router';
import './like-pages.css';

export const LIKE_LOGIN_REASON = '로그인하면 찜한 웨딩홀과 잔여일정을 모아 볼 수 있어요.';

export type LikeTab = 'hall' | 'planner' | 'slot';

const TABS: { id: LikeTab; label: string; to: string }[] = [
  { id: 'hall', label: '웨딩홀', to: '/my-interest/like' },
  { id: 'planner', label: '플래너', to: '/my-interest/like?tab=planner' },
  { id: 'slot', label: '잔여일정', to: '/my-interest/like/slot?tab=slot' },
];

/** The favourites' tabs by type (spec §2: /my-interest/like, /my-interest/like/slot?tab=slot). Links, so each has its own address. */
export function LikeTabs({ current }: { current: LikeTab }) {
  return (
    <nav className="like-tabs" aria-label="찜 목록 종류">
      {TABS.map((tab) => (
        <Link
          key={tab.id}
          to={tab.to}
          replace
          className={`like-tabs__tab${tab.id === current ? ' like-tabs__tab--on' : ''}`}
          aria-current={tab.id === current ? 'page' : undefined}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}

/** '더 보기' under a list paged by 20, or nothing once it is all there. */
export function MoreButton({ show, loading, onMore }: { show: boolean; loading: boolean; onMore: () => void }) {
  if (!show) return null;
  return (
    <button
      type="button"
      className="btn btn--secondary btn--md btn--block like-more"
      disabled={loading}
      onClick={onMore}
    >
      {loading ? '불러오는 중…' : '더 보기'}
    </button>
  );
}
