import { HALL_DETAIL_SLOTS_TAB_SCROLL_PX } from '@wedding/domain/constants';
import {
  HALL_DETAIL_TAB,
  HALL_DETAIL_TAB_LABELS,
  type HallDetailTabId,
  hallDetailButtonLabel,
  hallDetailTabs,
  isHallNoticeVisible,
  resolveHallDetailTab,
} from '@wedding/domain/hall-detail';
import { type ComponentProps, lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { hasSavedScrollPosition } from '../../app/layout/scroll-restoration.ts';
import { useRoutePlace } from '../../features/hall-detail/api/find-route-place.ts';
import { useVenue } from '../../features/hall-detail/api/get-venue.ts';
import { HallCarousel } from '../../features/hall-detail/components/hall-carousel.tsx';
import { HallDetailHeader } from '../../features/hall-detail/components/hall-detail-header.tsx';
import { NoticeBar } from '../../features/hall-detail/components/notice-bar.tsx';
import type { RouteSheet as RouteSheetType } from '../../features/hall-detail/components/route-sheet.tsx';
import { useScrollAnalytics } from '../../features/hall-detail/hooks/use-scroll-analytics.ts';
import { HallLikeButton } from '../../features/halls/components/hall-like-button.tsx';
import { InquiryButton } from '../../features/inquiries/components/inquiry-button.tsx';
import '../../features/hall-detail/components/hall-detail.css';
import { useScrollOnceTall } from '../../shared/hooks/use-scroll-once-tall.ts';
import { useDocumentTitle } from '../../shared/layout/document-title.ts';
import { BottomBar } from '../../shared/ui/bottom-bar.tsx';
import { useHydrated } from '../../shared/ui/client-only.tsx';
import { deferred } from '../../shared/ui/deferred.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { HallLoadState } from './hall-load-state.tsx';
import { PhotosGate } from './photos-gate.tsx';

// A paused partner's notice (issue 29 §4) loads only for a paused partner's page: nearly every visitor opens a
// listed one, so its words and style stay off this page's first load (DESIGN §8 budget).
const LazyPausedNotice = lazy(() =>
  import('../../shared/ui/paused-notice.tsx').then((m) => ({ default: m.PausedNotice })),
);

// The other tabs load when opened: the info tab's first screen is what a shared link shows, and the slot
// list alone would add about 10 KB to this page's first load.
const HallInfoTab = lazy(() => import('./hall-info-tab.tsx'));
const HallSlotsTab = lazy(() => import('./hall-slots-tab.tsx'));
const PhotosTab = lazy(() =>
  import('../../features/hall-detail/components/photos-tab.tsx').then((m) => ({ default: m.PhotosTab })),
);
const PartnerReviewSection = lazy(() =>
  import('../../features/reviews/components/partner-review-section.tsx').then((m) => ({
    default: m.PartnerReviewSection,
  })),
);

// Far down the info tab or opened by a tap: their code loads when the visitor gets there (DESIGN §8 budget).
const RouteSheet = deferred<ComponentProps<typeof RouteSheetType>>(() =>
  import('../../features/hall-detail/components/route-sheet.tsx').then((m) => m.RouteSheet),
);

/** Hall detail (spec §2 'Hall detail page'): four tabs over one hall, the bottom button, the notice bar. */
export default function HallDetailPage() {
  const { partnerUuid = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const query = useVenue(partnerUuid);
  const venue = query.data;
  const hydrated = useHydrated();
  const tab = resolveHallDetailTab(params.get('tabId'), venue?.contractUsed);
  const [noticeClosed, setNoticeClosed] = useState(false);
  const [routeOpen, setRouteOpen] = useState(false);
  const [topVisible, setTopVisible] = useState(true);
  const route = useRoutePlace(venue?.bizName ?? '');
  useDocumentTitle(venue?.bizName ?? '웨딩홀 상세', {
    description: venue ? `${venue.region} ${venue.bizName}: 잔여일정, 가격, 사진과 후기를 확인하세요.` : undefined,
    image: venue?.coverUrl,
  });
  useScrollAnalytics(partnerUuid, tab);

  useEffect(() => {
    const onScroll = () => setTopVisible(window.scrollY < 300);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // Spec §2: with tabId=2 the page scrolls to 895 px, once the slot list has made it that tall. A landing is an arrival with tabId=2 (not back or a reload, which keep their own position) or a tap on the
  // slot tab; a filter, a sort or a sheet on the tab is not, though each moves to another history entry.
  const location = useLocation();
  const [landing, setLanding] = useState(() =>
    params.get('tabId') === '2' && !hasSavedScrollPosition(location.key) ? 1 : 0,
  );
  useScrollOnceTall(
    HALL_DETAIL_SLOTS_TAB_SCROLL_PX,
    Boolean(venue) && landing > 0 && tab === HALL_DETAIL_TAB.SLOTS,
    String(landing),
  );

  if (!venue) return <HallLoadState title="웨딩홀 상세" variant="product" query={query} noun="웨딩홀" />;

  const tabs = hallDetailTabs(venue.contractUsed);
  const place = route.data ?? null;
  const openRoute = place ? () => setRouteOpen(true) : null;
  const select = (next: HallDetailTabId) => {
    const nextParams = new URLSearchParams(params);
    nextParams.set('tabId', String(next));
    setParams(nextParams, { replace: true });
    if (next === HALL_DETAIL_TAB.SLOTS) setLanding((count) => count + 1);
  };
  const notice =
    !noticeClosed &&
    venue.profile.notice &&
    isHallNoticeVisible({ tabId: tab, expirationDateOfNotice: venue.expirationDateOfNotice, now: new Date() })
      ? venue.profile.notice
      : null;
  // A paused partner (issue 29 §4) takes no visit, hold or inquiry: the page says so and offers none.
  const buttonLabel = venue.paused ? null : hallDetailButtonLabel(tab);
  const images = [venue.coverUrl, ...venue.profile.representativeImages];
  const bookingPath = `/booking/real-time/${venue.partnerUuid}/${venue.partnerId}/visit-date`;

  return (
    <>
      <HallDetailHeader
        bizName={venue.bizName}
        like={
          <HallLikeButton
            partnerUuid={venue.partnerUuid}
            hallName={venue.bizName}
            liked={venue.like}
            className="hall-header__btn"
          />
        }
        shareLink={venue.shareLink}
        transparent={topVisible && tab === HALL_DETAIL_TAB.INFO}
        onRoute={openRoute}
      />
      <main className={`hall-detail${buttonLabel ? ' hall-detail--with-cta' : ''}`}>
        {tab === HALL_DETAIL_TAB.INFO ? (
          <HallCarousel images={images} name={venue.bizName} />
        ) : (
          <div className="hall-detail__spacer" />
        )}
        <nav className="hall-tabs" aria-label="웨딩홀 정보">
          {tabs.map((id) => (
            <button
              key={id}
              type="button"
              className={`hall-tabs__tab${id === tab ? ' hall-tabs__tab--on' : ''}`}
              aria-current={id === tab ? 'page' : undefined}
              onClick={() => select(id)}
            >
              {HALL_DETAIL_TAB_LABELS[id]}
            </button>
          ))}
        </nav>
        {venue.paused ? (
          <Suspense fallback={null}>
            <LazyPausedNotice />
          </Suspense>
        ) : null}
        {notice ? <NoticeBar text={notice} link={venue.noticeLink} onClose={() => setNoticeClosed(true)} /> : null}
        <Suspense fallback={<Spinner />}>
          {tab === HALL_DETAIL_TAB.INFO ? <HallInfoTab venue={venue} onRoute={openRoute} /> : null}
          {tab === HALL_DETAIL_TAB.SLOTS ? (
            <HallSlotsTab partnerUuid={venue.partnerUuid} hallName={venue.bizName} />
          ) : null}
          {/*
            The photos and reviews tabs have no server data (their lists are the viewer's or load in the
            browser), and their code is its own chunk: rendered by the server they showed buttons that did
            nothing until that chunk arrived and hydrated, so an early tap was lost. They appear after hydration.
          */}
          {tab === HALL_DETAIL_TAB.PHOTOS ? (
            hydrated ? (
              // Spec §6: the photos are a signed-in customer's; a guest gets the way to sign in.
              <PhotosGate>
                <PhotosTab partnerUuid={venue.partnerUuid} />
              </PhotosGate>
            ) : (
              <Spinner />
            )
          ) : null}
          {tab === HALL_DETAIL_TAB.REVIEWS ? (
            hydrated ? (
              <PartnerReviewSection partnerUuid={venue.partnerUuid} product="웨딩홀" />
            ) : (
              <Spinner />
            )
          ) : null}
        </Suspense>
      </main>
      {buttonLabel ? (
        <BottomBar>
          <div className="hall-cta__row">
            {/* 1:1 문의 (issue 27 §5): a written question, without giving the hall a phone number. */}
            <InquiryButton partnerUuid={venue.partnerUuid} />
            {/* A hall that takes visit bookings opens the booking; one that does not, but has a phone, gets a call. */}
            {!venue.consultingUsed && venue.profile.tel ? (
              <a className="hall-cta__btn" href={`tel:${venue.profile.tel}`}>
                {buttonLabel}
              </a>
            ) : (
              <Link className="hall-cta__btn" to={bookingPath}>
                {buttonLabel}
              </Link>
            )}
          </div>
        </BottomBar>
      ) : null}
      {place ? <RouteSheet open={routeOpen} onClose={() => setRouteOpen(false)} place={place} /> : null}
    </>
  );
}
