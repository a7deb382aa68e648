import type { InquiryThread } from '@wedding/contract/inquiries';
import { inquirySubjectText } from '@wedding/domain/inquiry';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../../shared/api/api-error.ts';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useInquiryMessages, useInquiryThread } from '../api/get-thread.ts';
import { useMarkInquiryRead, useSendInquiryMessage } from '../api/thread-actions.ts';
import { useInquiryEvents } from '../hooks/use-inquiry-events.ts';
import { useOlderMessages } from '../hooks/use-older-messages.ts';
import { MessageList } from './message-list.tsx';
import { SendBox } from './send-box.tsx';
import { SharePhoneToggle } from './share-phone-toggle.tsx';
import { ThreadMenu } from './thread-menu.tsx';
import './inquiries.css';

const ORIGIN_LABEL = { HALL: '방문 및 할인 문의', SLOT: '일정 문의', VISIT: '방문 예약 문의' } as const;

/** Where the subject lives for the couple: the slot's page, or their visit. */
function subjectPath(t: InquiryThread): string | null {
  if (t.origin === 'SLOT' && t.weddingDayId) return `/weddinghall/${t.partner.uuid}/slot?id=${t.weddingDayId}`;
  if (t.origin === 'VISIT' && t.visitId) return `/booking/visits/${t.visitId}`;
  return null;
}

/** What the thread is about (a slot's day or a visit's time), linking back to it. */
function SubjectLine({ thread }: { thread: InquiryThread }) {
  const text = inquirySubjectText(thread.origin, thread.subject);
  if (!text) return null;
  const to = subjectPath(thread);
  return (
    <p className="inquiry-thread__about" data-testid="inquiry-subject">
      {to ? <Link to={to}>{text}</Link> : text}
    </p>
  );
}

/**
 * One thread as the couple sees it: the hall's answers appear as they are sent (SSE), and what is on screen is
 * marked read, so the unread dot clears.
 */
export function InquiryThreadView({ threadId }: { threadId: string }) {
  const thread = useInquiryThread(threadId);
  const messages = useInquiryMessages(threadId);
  const send = useSendInquiryMessage(threadId);
  const markRead = useMarkInquiryRead(threadId);
  const readUpTo = useRef(0);
  const history = useOlderMessages(threadId, messages.data);

  // The newest answer on screen: read it once (on opening, and as each live answer arrives).
  const lastAnswer = messages.data?.item.findLast((m) => m.sender === 'PARTNER')?.id ?? 0;
  const { mutate: read } = markRead;
  useEffect(() => {
    if (lastAnswer > readUpTo.current) {
      readUpTo.current = lastAnswer;
      read();
    }
  }, [lastAnswer, read]);
  useInquiryEvents();

  if (thread.isPending || messages.isPending) return <Spinner label="문의를 불러오는 중" />;
  if (thread.isError || messages.isError) {
    const error = thread.error ?? messages.error;
    return (
      <p className="inquiry-empty" role="alert">
        {isApiError(error) ? error.message : '문의를 불러오지 못했어요. 잠시 후 다시 시도해 주세요.'}
      </p>
    );
  }
  const t = thread.data;
  return (
    <div className="inquiry-thread">
      <div className="inquiry-thread__bar">
        <p className="inquiry-thread__subject">
          <strong>{t.partner.bizName}</strong> · {ORIGIN_LABEL[t.origin]}
        </p>
        <SubjectLine thread={t} />
        <SharePhoneToggle threadId={t.id} shared={t.phoneShared} />
        <ThreadMenu threadId={t.id} blocked={t.blocked} />
      </div>
      {t.blocked && <p className="inquiry-empty">차단한 업체예요. 업체의 메시지는 보이지 않아요.</p>}
      {history.hasMore && (
        <button
          type="button"
          className="inquiry-link inquiry-more"
          onClick={() => void history.loadMore()}
          disabled={history.loading}
        >
          이전 메시지 보기
        </button>
      )}
      <MessageList messages={[...history.older, ...messages.data.item]} hallName={t.partner.bizName} />
      <SendBox send={(input) => send.mutateAsync(input)} />
    </div>
  );
}
