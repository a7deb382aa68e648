import type { InquiryThread } from '@wedding/contract/inquiries';
import { inquirySubjectText } from '@wedding/domain/inquiry';
import { Link } from 'react-router';
import { isApiError } from '../../../shared/api/api-error.ts';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useInquiryThreads } from '../api/get-threads.ts';
import { useInquiryEvents } from '../hooks/use-inquiry-events.ts';
import './inquiries.css';

const preview = (t: InquiryThread) =>
  t.lastMessage ? t.lastMessage.body || '사진을 보냈어요.' : '아직 보낸 메시지가 없어요.';

/** My threads, newest activity first, each with its unread count; new answers update it live. */
export function InquiryList() {
  const query = useInquiryThreads();
  useInquiryEvents();
  if (query.isPending) return <Spinner label="문의를 불러오는 중" />;
  if (query.isError)
    return (
      <p className="inquiry-empty" role="alert">
        {isApiError(query.error) ? query.error.message : '문의를 불러오지 못했어요.'}
      </p>
    );
  if (query.data.item.length === 0)
    return <p className="inquiry-empty">아직 문의가 없어요. 웨딩홀 페이지의 '1:1 문의'로 물어볼 수 있어요.</p>;
  return (
    <ul className="inquiry-list" data-testid="inquiry-list">
      {query.data.item.map((t) => (
        <li key={t.id}>
          <Link className="inquiry-list__item" to={`/inquiries/${t.id}`}>
            <span className="inquiry-list__text">
              <strong>{t.partner.bizName}</strong>
              {t.subject ? (
                <span className="inquiry-list__about">{inquirySubjectText(t.origin, t.subject)}</span>
              ) : null}
              <span className="inquiry-list__preview">{preview(t)}</span>
            </span>
            {t.unread > 0 && (
              <span
                role="img"
                className="unread-badge"
                data-testid="unread-badge"
                aria-label={`읽지 않은 답변 ${t.unread}개`}
              >
                {t.unread}
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}
