import type { ConsoleInquiryThreadList } from '@wedding/contract/inquiries';
import { formatMonthDay } from '@wedding/domain/korean-date';
import { NavLink } from 'react-router';

const ORIGIN = { HALL: '홀 페이지', SLOT: '일정', VISIT: '방문 예약' } as const;

/** The hall's threads, newest activity first: the couple by nick, the unread count of their messages. */
export function InquiryThreadList({ list }: { list: ConsoleInquiryThreadList }) {
  if (list.item.length === 0) return <p className="console__notice">아직 받은 문의가 없어요.</p>;
  return (
    <ul className="console-inquiry-list" aria-label="문의 목록">
      {list.item.map((t) => (
        <li key={t.id}>
          <NavLink className="console-inquiry-list__item" to={`/partner-center/inquiries/${t.id}`}>
            <span className="console-inquiry-list__text">
              <strong>{t.couple.name}</strong>{' '}
              <small>
                {ORIGIN[t.origin]}
                {t.subject ? ` ${formatMonthDay(t.subject.date)} ${t.subject.time.slice(0, 5)}` : ''}
              </small>
              <span className="console-inquiry-list__preview">{t.lastMessage?.body || '사진'}</span>
            </span>
            {t.unread > 0 && (
              <span role="img" className="console-inquiry-badge" aria-label={`읽지 않은 메시지 ${t.unread}개`}>
                {t.unread}
              </span>
            )}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
