import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { fetchInquiryThreads, inquiryQueryKeys } from '../../features/partner-center/api/inquiries-api.ts';
import { ConsoleFrame } from '../../features/partner-center/components/console-frame.tsx';
import { InquiryConversation } from '../../features/partner-center/components/inquiry-conversation.tsx';
import { InquiryTemplates } from '../../features/partner-center/components/inquiry-templates.tsx';
import { InquiryThreadList } from '../../features/partner-center/components/inquiry-thread-list.tsx';
import { useConsoleInquiryEvents } from '../../features/partner-center/hooks/use-console-inquiry-events.ts';
import { isApiError } from '../../shared/api/api-error.ts';
import { Spinner } from '../../shared/ui/spinner.tsx';

/** /partner-center/inquiries(/:threadId): the hall's 1:1 inquiries, answered live (issue 27 §5). */
export default function PartnerInquiriesPage() {
  return (
    <ConsoleFrame title="1:1 문의" area="messages">
      <Inquiries />
    </ConsoleFrame>
  );
}

function Inquiries() {
  const { threadId } = useParams();
  const list = useQuery({ queryKey: inquiryQueryKeys.list(), queryFn: fetchInquiryThreads, staleTime: 0 });
  useConsoleInquiryEvents();
  return (
    <>
      <div className="console-inquiries">
        {list.isPending ? (
          <Spinner label="문의를 불러오는 중" />
        ) : list.isError ? (
          <p className="console__notice" role="alert">
            {isApiError(list.error) ? list.error.message : '문의를 불러오지 못했어요. 잠시 후 다시 시도해 주세요.'}
          </p>
        ) : (
          <InquiryThreadList list={list.data} />
        )}
        {threadId ? (
          <InquiryConversation key={threadId} threadId={threadId} />
        ) : (
          <p className="console__notice">왼쪽 목록에서 문의를 고르세요.</p>
        )}
      </div>
      <InquiryTemplates />
    </>
  );
}
