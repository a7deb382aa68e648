import { Link } from 'react-router';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { HIGHLIGHT_CARDS, useSlotHighlights } from '../api/get-slot-highlights.ts';
import { onePerHall } from '../lib/one-per-hall.ts';
import { slotTotalLabel } from '../lib/total-label.ts';
import { SlotCardSkeleton } from './slot-card-skeleton.tsx';
import { SlotCards } from './slot-cards.tsx';
import './slots.css';

const SKELETONS = ['s1', 's2'] as const;

/** Home: the cheapest discounted remaining slots, with a way into the event section that lists them all. */
export function SlotHighlightsSection() {
  const query = useSlotHighlights();
  // Before the session check the query waits (isPending), so the skeleton shows for both.
  const body = query.isPending ? (
    <ul className="slot-list__cards" aria-hidden="true">
      {SKELETONS.map((id) => (
        <SlotCardSkeleton key={id} />
      ))}
    </ul>
  ) : query.isError ? (
    <ErrorState
      title="잔여일정을 불러오지 못했어요"
      message={query.error.message}
      onRetry={() => void query.refetch()}
    />
  ) : query.data.item.length === 0 ? (
    <p className="slot-highlights__empty">지금은 할인 중인 잔여일정이 없어요.</p>
  ) : (
    <SlotCards slots={onePerHall(query.data.item, HIGHLIGHT_CARDS)} testId="slot-highlights" />
  );
  return (
    <section className="slot-highlights" aria-labelledby="slot-highlights-title">
      <div className="slot-highlights__head">
        <h2 id="slot-highlights-title" className="slot-highlights__title">
          할인 중인 잔여일정
        </h2>
        <Link to="/weddinghall/event" className="slot-highlights__more">
          {query.data ? `${slotTotalLabel(query.data)} ` : ''}모두 보기
        </Link>
      </div>
      {body}
    </section>
  );
}
