import { PAUSED_NOTICE_DETAIL, PAUSED_NOTICE_TITLE } from '@wedding/domain/partner-paused-words';
import './paused-notice.css';

/**
 * A paused partner's notice (issue 29 §4): the hall page and the partner (planner) page show the same words, and
 * neither offers anything new to book or ask while it shows.
 */
export function PausedNotice() {
  return (
    <section className="paused-notice" role="status" aria-label="운영 일시 중지">
      <p className="paused-notice__title">{PAUSED_NOTICE_TITLE}</p>
      <p className="paused-notice__detail">{PAUSED_NOTICE_DETAIL}</p>
    </section>
  );
}
