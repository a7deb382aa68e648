import type { HallEvent } from '@wedding/contract/events';
import { seoulCalendarDate } from '@wedding/domain/seoul-calendar';
import { Link } from 'react-router';
import { proxiedImageUrl } from '../../../shared/lib/image-url.ts';

// Two cards fit side by side in a horizontal row at 375 px; 640 px covers 2x–3x screens.
const IMAGE_WIDTH = 600;
const IMAGE_HEIGHT = 338;

/** '12월 31일까지' on the Seoul calendar (the last instant inside the event): couples read when a benefit ends. */
export function eventPeriodLabel(endsAt: number): string {
  const { month, day } = seoulCalendarDate(new Date(endsAt - 1));
  return `${month}월 ${day}일까지`;
}

export function EventCard({ event }: { event: HallEvent }) {
  return (
    <li className="event-card">
      <Link to={`/weddinghall/${encodeURIComponent(event.partnerUuid)}`} className="event-card__link">
        <span className="event-card__media">
          <img
            className="event-card__image"
            src={proxiedImageUrl(event.imageUrl, IMAGE_WIDTH)}
            alt=""
            width={IMAGE_WIDTH}
            height={IMAGE_HEIGHT}
            loading="lazy"
            decoding="async"
          />
          {event.discountRate > 0 ? <span className="event-card__rate">최대 {event.discountRate}% 할인</span> : null}
        </span>
        <span className="event-card__body">
          <span className="event-card__hall">
            {event.partnerName} · {event.region}
          </span>
          <strong className="event-card__title">{event.title}</strong>
          <span className="event-card__content">{event.content}</span>
          <span className="event-card__period">{eventPeriodLabel(event.endsAt)}</span>
        </span>
      </Link>
    </li>
  );
}
