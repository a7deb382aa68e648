import type { SlotDetail } from '@wedding/contract/slots';
import { lazy, Suspense, useCallback, useEffect } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { InquiryButton } from '../../features/inquiries/components/inquiry-button.tsx';
import { useSlotDetail } from '../../features/slot-detail/api/get-slot-detail.ts';
import { SlotDetailSkeleton } from '../../features/slot-detail/components/slot-detail-skeleton.tsx';
import { SlotDetailView } from '../../features/slot-detail/components/slot-detail-view.tsx';
import { SlotNotFound } from '../../features/slot-detail/components/slot-not-found.tsx';
import { openSlotInquiry } from '../../features/slot-detail/lib/open-slot-inquiry.ts';
import { parseWeddingDayId, slotDetailPath } from '../../features/slot-detail/lib/slot-detail-links.ts';
import { useHoldSlot } from '../../features/slot-holds/hooks/use-hold-slot.ts';
import { SlotPriceBreakdown } from '../../features/slots/components/slot-price-breakdown.tsx';
import { useSlotLike } from '../../features/slots/hooks/use-slot-like.ts';
import { isApiError } from '../../shared/api/api-error.ts';
import { useDocumentTitle } from '../../shared/layout/document-title.ts';
import { StackHeader } from '../../shared/layout/stack-header.tsx';
import { useIsNativeApp } from '../../shared/native/use-is-native-app.ts';
import { ErrorState } from '../../shared/ui/error-state.tsx';

const TITLE = '잔여일정 상세';
// '후보에 담기' (issue 30 §2) in its own chunk: the hall's slots tab preloads this page, and it is at the limit.
const ShortlistButton = lazy(() =>
  import('../../features/shortlist/components/shortlist-button.tsx').then((m) => ({ default: m.ShortlistButton })),
);
const ACTIONS = ['search'] as const;

/**
 * Slot detail, /weddinghall/{partnerUuid}/slot?id={weddingDayId} (spec §2), or its variant with
 * ?weddingDayId=…&partnerUuid=…[&toast=…]. The id decides what is shown;
 * a partnerUuid in the path that is not the slot's hall is corrected in place. The toast and toastOptions
 * parameters are shown by the root layout, as on every page.
 */
export default function SlotDetailPage() {
  const { partnerUuid = '' } = useParams();
  const [searchParams] = useSearchParams();
  // Spec §2: "a slots route also carries weddingDayId, partnerUuid and an optional toast text" — the app's
  // own links use ?id=, others name it weddingDayId (with the hall again as partnerUuid, and a toast the root
  // layout shows). Both open the slot; the path's hall is corrected as usual.
  const weddingDayId = parseWeddingDayId(searchParams.get('id') ?? searchParams.get('weddingDayId'));
  const query = useSlotDetail(weddingDayId);
  useDocumentTitle(query.data ? `${query.data.partnerProfileName} ${TITLE}` : TITLE);

  // The id is the only input of the call, so a 400 (an id the server cannot read) is as much "no such slot" as a 404.
  const notFound =
    weddingDayId === null || (isApiError(query.error) && (query.error.status === 404 || query.error.status === 400));
  return (
    <>
      <StackHeader
        title={TITLE}
        variant="product"
        actions={ACTIONS}
        productId={query.data?.partnerUuid ?? partnerUuid}
      />
      <main>
        {notFound ? (
          <SlotNotFound />
        ) : query.data ? (
          <LoadedSlot slot={query.data} pathPartnerUuid={partnerUuid} />
        ) : query.isError ? (
          <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
        ) : (
          <SlotDetailSkeleton />
        )}
      </main>
    </>
  );
}

function LoadedSlot({ slot, pathPartnerUuid }: { slot: SlotDetail; pathPartnerUuid: string }) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const like = useSlotLike(slot);
  const holdSlot = useHoldSlot();
  const native = useIsNativeApp();

  // An old or hand-made link may name another hall: keep the slot, fix the address (no extra history entry).
  useEffect(() => {
    if (slot.partnerUuid !== pathPartnerUuid) {
      void navigate(slotDetailPath(slot.partnerUuid, slot.weddingDayId, search), { replace: true });
    }
  }, [slot.partnerUuid, slot.weddingDayId, pathPartnerUuid, search, navigate]);

  const inquire = useCallback(
    () => openSlotInquiry((to, options) => (typeof to === 'number' ? navigate(to) : navigate(to, options)), slot),
    [navigate, slot],
  );

  return (
    <>
      <SlotDetailView
        slot={slot}
        priceBreakdown={<SlotPriceBreakdown slot={slot} />}
        like={like}
        onInquire={native ? inquire : undefined}
        renderInquiry={(className) => (
          <InquiryButton
            partnerUuid={slot.partnerUuid}
            origin="SLOT"
            weddingDayId={slot.weddingDayId}
            className={className}
          />
        )}
        hold={{ onHold: () => holdSlot.hold(slot.weddingDayId), pending: holdSlot.pending }}
      />
      <Suspense fallback={null}>
        <ShortlistButton kind="SLOT" target={String(slot.weddingDayId)} />
      </Suspense>
    </>
  );
}
