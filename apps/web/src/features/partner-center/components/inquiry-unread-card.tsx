import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { fetchInquiryThreads, inquiryQueryKeys } from '../api/inquiries-api.ts';

/** The dashboard's count of the couples' messages nobody has read yet (issue 27 §5). */
export function InquiryUnreadCard() {
  const list = useQuery({ queryKey: inquiryQueryKeys.list(), queryFn: fetchInquiryThreads, staleTime: 0 });
  if (!list.data) return null;
  return (
    <section className="console-card" aria-labelledby="inquiry-unread-title">
      <h2 id="inquiry-unread-title">1:1 문의</h2>
      <p>
        읽지 않은 메시지 <strong data-testid="console-inquiry-unread">{list.data.unreadTotal}</strong>개{' '}
        <Link to="/partner-center/inquiries">문의 보기</Link>
      </p>
    </section>
  );
}
