import { PARTNER_TYPE } from '@wedding/domain/enums';
import { lazy, Suspense } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { HallLikeButton } from '../../features/halls/components/hall-like-button.tsx';
import { usePartnerDetail } from '../../features/reviews/api/partner-api.ts';
import { PartnerReviewSection } from '../../features/reviews/components/partner-review-section.tsx';
import { isApiError } from '../../shared/api/api-error.ts';
import { useDocumentTitle } from '../../shared/layout/document-title.ts';
import { StackHeader } from '../../shared/layout/stack-header.tsx';
import { proxiedImageUrl } from '../../shared/lib/image-url.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ErrorState } from '../../shared/ui/error-state.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';
import '../../features/reviews/components/reviews.css';
import { isUuid } from '../../shared/lib/uuid.ts';

// A paused partner's notice (issue 29 §4) loads only for a paused partner's page: nearly every visitor opens a
// listed one, so its words and style stay off this page's first load (DESIGN §8 budget).
const LazyPausedNotice = lazy(() =>
  import('../../shared/ui/paused-notice.tsx').then((m) => ({ default: m.PausedNotice })),
);

function Partner({ uuid }: { uuid: string }) {
  const query = usePartnerDetail(uuid);
  const data = query.data;
  useDocumentTitle(
    data?.bizName ?? '파트너 상세',
    data
      ? {
          description: `${data.bizName}(${data.region})의 정보와 후기 ${data.reviewCount.toLocaleString('ko-KR')}개`,
          image: data.coverUrl,
        }
      : {},
  );
  if (query.isPending) return <Spinner />;
  if (query.isError)
    return isApiError(query.error) && query.error.status === 404 ? (
      <EmptyState title="파트너를 찾을 수 없어요" description="주소를 다시 확인해 주세요." />
    ) : (
      <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
    );
  const partner = query.data;
  // A hall has its own page (issue 11): the same uuid opened here goes there.
  if (partner.type === PARTNER_TYPE.WEDDING_HALL)
    return <Navigate to={`/weddinghall/${partner.partnerUuid}`} replace />;
  return (
    <>
      <img
        className="partner-page__cover"
        src={proxiedImageUrl(partner.coverUrl, 900)}
        alt=""
        width={375}
        height={220}
        fetchPriority="high"
      />
      {/* Paused by an operator (issue 29 §4): the hall page's own notice; the page offers nothing to book. */}
      {partner.paused ? (
        <Suspense fallback={null}>
          <LazyPausedNotice />
        </Suspense>
      ) : null}
      <section className="partner-page__head">
        <div>
          <p className="partner-page__region">{partner.region}</p>
          <h1 className="partner-page__name">{partner.bizName}</h1>
          <p className="partner-page__counts">
            후기 {partner.reviewCount.toLocaleString('ko-KR')} · 찜 {partner.likeCount.toLocaleString('ko-KR')}
          </p>
        </div>
        {/* The partner like call (spec §7 PUT …/partner/{uuid}/like) serves planners as well as halls. */}
        <HallLikeButton
          partnerUuid={partner.partnerUuid}
          hallName={partner.bizName}
          liked={partner.isLiked}
          className="heart-button"
        />
      </section>
      {partner.profile ? (
        <section className="partner-page__profile" aria-labelledby="partner-profile">
          <h2 id="partner-profile">정보</h2>
          <dl>
            {partner.profile.address ? (
              <div>
                <dt>주소</dt>
                <dd>{partner.profile.address}</dd>
              </div>
            ) : null}
            {partner.profile.tel ? (
              <div>
                <dt>전화</dt>
                <dd>
                  <a href={`tel:${partner.profile.tel}`}>{partner.profile.tel}</a>
                </dd>
              </div>
            ) : null}
            {partner.profile.notice ? (
              <div>
                <dt>안내</dt>
                <dd>{partner.profile.notice}</dd>
              </div>
            ) : null}
          </dl>
        </section>
      ) : null}
      {partner.branches.length > 0 ? (
        <section className="partner-page__branches" aria-labelledby="partner-branches">
          <h2 id="partner-branches">다른 지점</h2>
          <ul>
            {partner.branches.map((branch) => (
              <li key={branch.partnerUuid}>
                <Link to={`/partner/${branch.partnerUuid}`}>
                  {branch.bizName}
                  {branch.isHead ? <span className="review-badge">본점</span> : null}
                  <span className="partner-page__branch-region">{branch.region}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <PartnerReviewSection partnerUuid={partner.partnerUuid} product="플래너" />
    </>
  );
}

/** /partner/{uuid} (spec §2): another partner's page, such as a planner's: profile, branches and reviews. */
export default function PartnerPage() {
  const { uuid = '' } = useParams();
  return (
    <>
      <StackHeader title="파트너 상세" variant="product" actions={['search']} productId={uuid} />
      <main className="partner-page">
        {isUuid(uuid) ? (
          <Partner uuid={uuid} />
        ) : (
          <EmptyState title="파트너를 찾을 수 없어요" description="주소를 다시 확인해 주세요." />
        )}
      </main>
    </>
  );
}
