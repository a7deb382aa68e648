import { PARTNER_PAUSED_MESSAGES } from '@wedding/domain/partner-listing';
import './paused-notice.css';

/**
 * A paused partner's notice (issue 29 §4): the hall page and the partner (planner) page show the same words, and
 * neither offers anything new to book or ask while it shows.
 */
export function PausedNotice() {
  return (
    <section className="paused-notice" role="status" aria-label="운영 일시 중지">
      <p className="paused-notice__title">{PARTNER_PAUSED_MESSAGES.NOTICE}</p>
      <p className="paused-notice__detail">{PARTNER_PAUSED_MESSAGES.NOTICE_DETAIL}</p>
    </section>
  );
}
