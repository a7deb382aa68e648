import { Link } from 'react-router';
import { useInquiryThreads } from '../api/get-threads.ts';
import './inquiries.css';

/** Mypage's way to my inquiries, with a dot while a hall's answer waits unread. */
export function MyInquiriesEntry() {
  const query = useInquiryThreads();
  const unread = query.data?.unreadTotal ?? 0;
  return (
    <section className="account-section" aria-labelledby="my-inquiries-title">
      <h2 id="my-inquiries-title" className="account-section__title">
        1:1 문의
      </h2>
      <Link to="/inquiries" className="inquiry-entry">
        내 문의 보기
        {unread > 0 && (
          <span
            role="img"
            className="unread-dot"
            data-testid="inquiry-unread-dot"
            aria-label={`읽지 않은 답변 ${unread}개`}
          />
        )}
      </Link>
    </section>
  );
}
