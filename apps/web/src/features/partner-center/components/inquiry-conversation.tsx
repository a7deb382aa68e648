import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsoleInquiryThread, InquiryMessagePage } from '@wedding/contract/inquiries';
import { REPORT_REASONS } from '@wedding/domain/community';
import { inquirySubjectText } from '@wedding/domain/inquiry';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useDialog } from '../../../shared/hooks/use-dialog.ts';
import { useToast } from '../../../shared/hooks/use-toast.ts';
import { proxiedImageUrl } from '../../../shared/lib/image-url.ts';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import {
  answerInquiry,
  blockInquiry,
  fetchInquiryMessages,
  fetchInquiryThread,
  inquiryQueryKeys,
  markInquiryRead,
  reportInquiry,
} from '../api/inquiries-api.ts';
import { type InquiryAnswer, InquiryAnswerBox } from './inquiry-answer-box.tsx';

const timeOf = (ms: number) =>
  new Date(ms).toLocaleString('ko-KR', { timeZone: 'Asia/Seoul', dateStyle: 'short', timeStyle: 'short' });
const messageOf = (error: unknown) => (isApiError(error) ? error.message : '잠시 후 다시 시도해 주세요.');

/**
 * What the couple asks about (issue 27 §5: a slot or a visit), linking to that day's requests in the inbox, where
 * the hall confirms, declines or proposes.
 */
function InquirySubject({ thread }: { thread: ConsoleInquiryThread }) {
  const text = inquirySubjectText(thread.origin, thread.subject);
  if (!text || !thread.subject) return null;
  const day = thread.subject.date;
  const kind = thread.origin === 'VISIT' ? 'VISIT' : 'SLOT';
  return (
    <p className="console-inquiry__about" data-testid="inquiry-subject">
      {text}{' '}
      <Link className="console-link-button" to={`/partner-center/bookings?kind=${kind}&from=${day}&to=${day}`}>
        이 날의 예약 요청 보기
      </Link>
    </p>
  );
}

/** One thread in the console: the couple's messages (marked read as they show), the answer box, block and report. */
export function InquiryConversation({ threadId }: { threadId: string }) {
  const client = useQueryClient();
  const toast = useToast();
  const dialog = useDialog();
  const thread = useQuery({
    queryKey: inquiryQueryKeys.thread(threadId),
    queryFn: () => fetchInquiryThread(threadId),
    staleTime: 0,
  });
  const messages = useQuery({
    queryKey: inquiryQueryKeys.messages(threadId),
    queryFn: () => fetchInquiryMessages(threadId),
    staleTime: 0,
  });
  const [reason, setReason] = useState<string>(REPORT_REASONS[0]);
  const [moreOpen, setMoreOpen] = useState(false);
  const refresh = () => client.invalidateQueries({ queryKey: inquiryQueryKeys.all });
  const moderate = useMutation({
    mutationFn: (action: 'block' | 'report') =>
      action === 'block' ? blockInquiry(threadId) : reportInquiry(threadId, reason),
    onSuccess: (_r, action) => {
      toast.show(action === 'block' ? '차단했어요.' : '신고했어요.');
      void refresh();
    },
    onError: (error) => toast.show(messageOf(error)),
  });

  // The couple's newest message on screen: read it once, so the list's count clears.
  const readUpTo = useRef(0);
  const lastQuestion = messages.data?.item.findLast((m) => m.sender === 'CUSTOMER')?.id ?? 0;
  useEffect(() => {
    if (lastQuestion <= readUpTo.current) return;
    readUpTo.current = lastQuestion;
    void markInquiryRead(threadId).then(() => client.invalidateQueries({ queryKey: inquiryQueryKeys.list() }));
  }, [lastQuestion, threadId, client]);

  if (thread.isPending || messages.isPending) return <Spinner label="문의를 불러오는 중" />;
  if (thread.isError || messages.isError)
    return (
      <p className="console__notice" role="alert">
        {messageOf(thread.error ?? messages.error)}
      </p>
    );
  const t = thread.data;
  const send = async (answer: InquiryAnswer) => {
    const message = await answerInquiry(threadId, answer);
    client.setQueryData<InquiryMessagePage>(inquiryQueryKeys.messages(threadId), (page) =>
      page && !page.item.some((m) => m.id === message.id) ? { ...page, item: [...page.item, message] } : page,
    );
    void client.invalidateQueries({ queryKey: inquiryQueryKeys.list() });
  };

  return (
    <section className="console-card console-inquiry" aria-labelledby="inquiry-couple">
      <header className="console-inquiry__head">
        <h2 id="inquiry-couple">{t.couple.name}</h2>
        <InquirySubject thread={t} />
        {t.sharedPhone ? (
          <p className="console-inquiry__phone">고객이 공유한 번호: {t.sharedPhone}</p>
        ) : (
          <p className="console-inquiry__hint">고객이 번호를 공유하지 않았어요. 문의 안에서 답해 주세요.</p>
        )}
      </header>
      <ol className="console-inquiry__messages" aria-label="대화" aria-live="polite">
        {messages.data.item.map((m) => (
          <li
            key={m.id}
            className={`console-inquiry__msg${m.sender === 'PARTNER' ? ' console-inquiry__msg--ours' : ''}`}
          >
            <span className="visually-hidden">{m.sender === 'PARTNER' ? '우리 답변' : '고객'}: </span>
            {m.body}
            {m.images.length > 0 && (
              <span className="console-inquiry__photos">
                {m.images.map((src, i) => (
                  <a key={src} href={src} target="_blank" rel="noreferrer">
                    <img src={proxiedImageUrl(src, 240)} alt={`첨부 사진 ${i + 1}`} loading="lazy" />
                  </a>
                ))}
              </span>
            )}
            <time>{timeOf(m.regTsp)}</time>
          </li>
        ))}
      </ol>
      {t.blocked ? (
        <p className="console__notice">차단한 고객이에요. 고객의 메시지는 보이지 않아요.</p>
      ) : (
        <InquiryAnswerBox send={send} />
      )}
      <div className="console-inquiry__more">
        <button
          type="button"
          className="console-link-button"
          aria-expanded={moreOpen}
          onClick={() => setMoreOpen((o) => !o)}
        >
          신고·차단
        </button>
        {moreOpen && (
          <p>
            <label>
              신고 사유{' '}
              <select value={reason} onChange={(e) => setReason(e.target.value)}>
                {REPORT_REASONS.map((r) => (
                  <option key={r}>{r}</option>
                ))}
              </select>
            </label>{' '}
            <button
              type="button"
              className="console-link-button"
              onClick={() => moderate.mutate('report')}
              disabled={t.reported}
            >
              {t.reported ? '신고함' : '신고하기'}
            </button>{' '}
            {!t.blocked && (
              <button
                type="button"
                className="console-link-button"
                onClick={() =>
                  dialog.confirm('이 고객을 차단할까요? 이 문의에서 고객의 메시지가 더는 보이지 않아요.', {
                    confirmLabel: '차단',
                    onConfirm: () => moderate.mutate('block'),
                  })
                }
              >
                고객 차단하기
              </button>
            )}
          </p>
        )}
      </div>
    </section>
  );
}
