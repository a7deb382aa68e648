import { PARTNER_TYPE } from '@wedding/domain/enums';
import { Link, useSearchParams } from 'react-router';
import { LoginRequired } from '../../features/account/components/login-required.tsx';
import { ComparePicker } from '../../features/comparison/components/compare-picker.tsx';
import { useLikedPartners } from '../../features/halls/api/get-liked-partners.ts';
import { HallLikeButton } from '../../features/halls/components/hall-like-button.tsx';
import { useDocumentTitle } from '../../shared/layout/document-title.ts';
import { StackHeader } from '../../shared/layout/stack-header.tsx';
import { isLoggedIn, isUserKnown, useUserStore } from '../../shared/stores/user-store.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ErrorState } from '../../shared/ui/error-state.tsx';
import { HallCard } from '../../shared/ui/hall-card.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';
import '../../shared/ui/button.css';
import { LikeTabs, LIKE_LOGIN_REASON as LOGIN_REASON, MoreButton } from './like-tabs.tsx';

const KINDS = {
  hall: {
    type: PARTNER_TYPE.WEDDING_HALL,
    noun: '웨딩홀',
    subject: '웨딩홀이',
    browse: '/weddinghall/home',
    browseLabel: '웨딩홀 둘러보기',
  },
  // No browse button: no screen lists planners yet, and the general search finds halls only (a planner
  // is liked from its own page).
  planner: {
    type: PARTNER_TYPE.PLANNER,
    noun: '플래너',
    subject: '플래너가',
    browse: null,
    browseLabel: null,
  },
} as const;

function LikedPartners({ kind }: { kind: keyof typeof KINDS }) {
  const { type, noun, subject, browse, browseLabel } = KINDS[kind];
  const query = useLikedPartners(type);
  if (query.isPending) return <Spinner />;
  if (query.isError && !query.data)
    return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />;
  const cards = query.data.pages.flatMap((page) => page.item);
  const total = query.data.pages[0]?.total ?? 0;
  if (cards.length === 0)
    return (
      <EmptyState
        title={`찜한 ${subject} 없어요`}
        description={`마음에 드는 ${noun}의 하트를 누르면 여기에 모아 둘게요.`}
        action={
          browse ? (
            <Link to={browse} className="btn btn--primary btn--md">
              {browseLabel}
            </Link>
          ) : undefined
        }
      />
    );
  return (
    <>
      <p className="like-page__total">
        {noun} {total}곳
      </p>
      {kind === 'hall' ? (
        <ComparePicker
          noun="웨딩홀"
          options={cards.map((card) => ({
            ref: `hall:${card.partnerUuid}`,
            label: card.partnerName,
            detail: card.region,
          }))}
        />
      ) : null}
      <ul className="hall-grid" data-testid="liked-partners">
        {cards.map((card) => (
          <HallCard
            key={card.partnerUuid}
            hall={card}
            like={<HallLikeButton partnerUuid={card.partnerUuid} hallName={card.partnerName} liked={card.isLiked} />}
          />
        ))}
      </ul>
      <MoreButton
        show={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onMore={() => void query.fetchNextPage()}
      />
    </>
  );
}

/** /my-interest/like: liked halls and planners in tabs by type (spec §2), for a signed-in customer. */
export default function LikePage() {
  const [params] = useSearchParams();
  const kind = params.get('tab') === 'planner' ? 'planner' : 'hall';
  useDocumentTitle('찜 목록');
  const known = useUserStore(isUserKnown);
  const loggedIn = useUserStore(isLoggedIn);
  return (
    <>
      <StackHeader title="찜 목록" />
      <LikeTabs current={kind} />
      <main className="like-page">
        {!known ? (
          <Spinner />
        ) : loggedIn ? (
          <LikedPartners key={kind} kind={kind} />
        ) : (
          <LoginRequired reason={LOGIN_REASON} />
        )}
      </main>
    </>
  );
}
