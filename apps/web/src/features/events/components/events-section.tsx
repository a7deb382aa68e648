import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { useHallEvents } from '../api/get-hall-events.ts';
import { EventCard } from './event-card.tsx';
import './events.css';

type Props = {
  title: string;
  /** Show at most this many (the home preview); all when absent. */
  limit?: number;
  /** Horizontal scroller (home) or a vertical list (event section). */
  layout: 'row' | 'list';
};

function Body({ limit, layout }: Omit<Props, 'title'>) {
  const query = useHallEvents();
  if (query.isPending) {
    return (
      <div className={`event-list event-list--${layout}`} role="status" aria-label="이벤트를 불러오는 중">
        <Skeleton aspectRatio="16 / 9" radius="var(--radius-md)" />
        <Skeleton aspectRatio="16 / 9" radius="var(--radius-md)" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        title="이벤트를 불러오지 못했어요"
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const events = limit === undefined ? query.data : query.data.slice(0, limit);
  if (events.length === 0) {
    return <EmptyState title="진행 중인 이벤트가 없어요" description="새 혜택이 열리면 여기에서 알려 드릴게요." />;
  }
  return (
    <ul className={`event-list event-list--${layout}`} data-testid="hall-events">
      {events.map((event) => (
        <EventCard key={event.uuid} event={event} />
      ))}
    </ul>
  );
}

/** Hall events (benefits) running now: a row on the home, a list in the event section. */
export function EventsSection({ title, limit, layout }: Props) {
  return (
    <section className="events-section" aria-labelledby="events-section-title">
      <h2 id="events-section-title" className="events-section__title">
        {title}
      </h2>
      <Body limit={limit} layout={layout} />
    </section>
  );
}
