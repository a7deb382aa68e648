import type { Slot } from '@wedding/contract/slots';
import { type ReactNode, useState } from 'react';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useSlotList } from '../api/get-slots.ts';
import type { SlotSource } from '../api/slot-keys.ts';
import { useSlotFilters } from '../hooks/use-slot-filters.ts';
import { useSlotScrollPaging } from '../hooks/use-slot-scroll-paging.ts';
import { activeFilterCount, DEFAULT_SLOT_FILTERS } from '../lib/slot-filters.ts';
import type { SlotFixedQuery } from '../lib/slot-query.ts';
import { SLOT_TOTAL_FRESHNESS, slotTotalLabel } from '../lib/total-label.ts';
import { PriceModal } from './deferred-sheets.tsx';
import { ExpertBanner } from './expert-banner.tsx';
import { SlotCardSkeleton } from './slot-card-skeleton.tsx';
import { type DateSheetSlot, SlotFilterBar } from './slot-filter-bar.tsx';
import { SlotWindow } from './slot-window.tsx';
import { SlotsEmpty } from './slots-empty.tsx';
import './slots.css';

type Props = {
  /** Every hall (the slot section), or one hall's estimate endpoint (the hall page's slots tab). */
  source: SlotSource;
  /** Conditions the screen fixes, such as `discounted: true` for events. */
  fixedQuery?: SlotFixedQuery;
  /** The date chip's sheet, handed in by the route (see DateSheetSlot); without it there is no date chip. */
  dateSheet?: DateSheetSlot;
  /** Where a filter change scrolls to (spec §4 'scrolls to top'); the top of the page by default. */
  scrollToTop?: () => void;
  /** An extra action on each card, composed in by the route (the hall's slots tab offers '즉시 잔여일정 확보'). */
  cardAction?: (slot: Slot) => ReactNode;
  /** Shown under the total, and under the empty state (the hall's '빈 날짜 알림 받기', issue 28 §5). */
  aside?: ReactNode;
};

const SKELETONS = ['s1', 's2', 's3', 's4'] as const;
const scrollPageToTop = () => window.scrollTo({ top: 0 });

/** Sort and filter chips, total, banner and the slot cards, paged by scrolling (spec §2 slots, §4 paging). */
export function SlotList({ source, fixedQuery, dateSheet, scrollToTop = scrollPageToTop, cardAction, aside }: Props) {
  const { filters, query, setFilters } = useSlotFilters({ source, fixedQuery, scrollToTop });
  const list = useSlotList(source, query);
  const [priceSlot, setPriceSlot] = useState<Slot | null>(null);
  const pages = list.data?.pages ?? [];
  const lastPage = pages.at(-1);

  useSlotScrollPaging({
    lastPageSize: lastPage?.item.length ?? 0,
    isLoading: list.isFetching,
    // A failed next page waits for the retry button; scrolling must not hammer a failing server.
    hasNextPage: list.hasNextPage && !list.isFetchNextPageError,
    fetchNextPage: () => void list.fetchNextPage(),
  });

  // Offset pages can repeat a slot when the list shifts between two pages (a slot held meanwhile): show it once.
  const slots = [...new Map(pages.flatMap((page) => page.item).map((s) => [s.weddingDayId, s])).values()];
  const filtered = activeFilterCount(filters) > 0;

  return (
    <section className="slot-list" aria-label="잔여일정 목록">
      <SlotFilterBar value={filters} onChange={setFilters} dateSheet={dateSheet} />
      {list.isPending ? (
        <>
          <span className="visually-hidden" role="status">
            잔여일정을 불러오는 중
          </span>
          <ul className="slot-list__cards">
            {SKELETONS.map((id) => (
              <SlotCardSkeleton key={id} />
            ))}
          </ul>
        </>
      ) : list.isError && slots.length === 0 ? (
        <ErrorState
          title="잔여일정을 불러오지 못했어요"
          message={list.error.message}
          onRetry={() => void list.refetch()}
        />
      ) : slots.length === 0 ? (
        <>
          <SlotsEmpty
            onResetFilters={
              filtered ? () => setFilters({ ...DEFAULT_SLOT_FILTERS, sortType: filters.sortType }) : undefined
            }
          />
          {aside}
        </>
      ) : (
        <>
          <p className="slot-list__total" aria-live="polite" data-testid="slot-total">
            총 <strong>{slotTotalLabel(lastPage ?? { total: slots.length, totalCapped: false })}</strong>
            <span className="slot-list__fresh"> · {SLOT_TOTAL_FRESHNESS}</span>
          </p>
          {aside}
          <ExpertBanner />
          <SlotWindow
            slots={slots}
            listKey={JSON.stringify([source, query])}
            onShowPrice={setPriceSlot}
            cardAction={cardAction}
          />
          <ListFooter
            loading={list.isFetchingNextPage}
            failed={list.isFetchNextPageError ? (list.error?.message ?? '') : null}
            done={!list.hasNextPage && pages.length > 1}
            onRetry={() => void list.fetchNextPage()}
          />
        </>
      )}
      <PriceModal open={priceSlot !== null} slot={priceSlot} onClose={() => setPriceSlot(null)} />
    </section>
  );
}

function ListFooter({
  loading,
  failed,
  done,
  onRetry,
}: {
  loading: boolean;
  /** The error message when the next page failed, else null. */
  failed: string | null;
  done: boolean;
  onRetry: () => void;
}) {
  if (loading) {
    return (
      <div className="slot-list__more">
        <Spinner label="잔여일정을 더 불러오는 중" />
      </div>
    );
  }
  if (failed !== null) return <ErrorState title="잔여일정을 더 불러오지 못했어요" message={failed} onRetry={onRetry} />;
  return done ? <p className="slot-list__end">모든 잔여일정을 확인했어요</p> : null;
}
