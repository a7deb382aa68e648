import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PartnerReview } from '@wedding/contract/partner-reviews';
import { ANSWER_MAX, answerProblem } from '@wedding/domain/review-answer';
import {
  DISPUTE_TEXT_MAX,
  disputeReasonLabel,
  disputeTextProblem,
  REVIEW_DISPUTE_REASONS,
  type ReviewDisputeReason,
} from '@wedding/domain/review-dispute';
import { type FormEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useDialog } from '../../../shared/hooks/use-dialog.ts';
import { useToast } from '../../../shared/hooks/use-toast.ts';
import { Button } from '../../../shared/ui/button.tsx';
import {
  COMMUNITY_QUERY_KEY,
  deleteAnswer,
  disputeReview,
  partnerReviewsQueryKey,
  saveAnswer,
} from '../api/partner-reviews-api.ts';

// Exact dates, not the couple's relative ones: a hall answers by date, and importing the couple's relative-time
// here would split it out of the review card's chunk into one more script on every couple's review page.
const dateOf = (ms: number) =>
  new Date(ms).toLocaleDateString('ko-KR', { timeZone: 'Asia/Seoul', year: 'numeric', month: 'long', day: 'numeric' });

const messageOf = (error: unknown) => (isApiError(error) ? error.message : '잠시 후 다시 시도해 주세요.');

/**
 * One review in the console (issue 26 §5): what the couple wrote, the hall's answer (write, edit, delete behind a
 * confirm) and its one dispute. A failed save keeps what was typed and says why in Korean.
 */
export function PartnerReviewCard({ review }: { review: PartnerReview }) {
  const [open, setOpen] = useState(false);
  // Long reviews fold to four lines (CSS) until opened, and 더보기 shows only when the fold hides something.
  // Not the domain's excerpt: importing it here would split it out of the couple's review card chunk into one
  // more script on their review pages.
  const text = useRef<HTMLParagraphElement>(null);
  const [hidden, setHidden] = useState(false);
  useLayoutEffect(() => {
    const element = text.current;
    if (open || !element) return setHidden(false);
    const measure = () => setHidden(element.scrollHeight > element.clientHeight + 1);
    measure();
    // A phone turned sideways or a wider window may show the whole review after all.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [open]);
  const titleId = useId();
  return (
    <article className="console-card console-review" aria-labelledby={titleId}>
      <header className="console-review__head">
        <h2 id={titleId} className="console-review__nick">
          {review.nick}
        </h2>
        {review.rating !== null && (
          <span className="console-review__rating" role="img" aria-label={`별점 5점 중 ${review.rating}점`}>
            ★ {review.rating.toFixed(1)}
          </span>
        )}
        <span className="console-review__meta">
          {review.weddingMonth && `${review.weddingMonth.replace('-', '년 ')}월 예식 · `}
          {dateOf(review.regTsp)}
        </span>
        {review.blinded && <span className="console-review__badge">블라인드</span>}
        {review.removed && <span className="console-review__badge">삭제됨</span>}
      </header>
      <p ref={text} className={`console-review__content${open ? '' : ' console-review__content--folded'}`}>
        {review.content}
      </p>
      {hidden && (
        <button type="button" className="console-link-button" onClick={() => setOpen(true)}>
          더보기
        </button>
      )}
      {/* A review removed by an upheld dispute is listed for its outcome only: nothing more is written on it. */}
      {!review.removed && <AnswerSection review={review} />}
      <DisputeSection review={review} />
    </article>
  );
}

function useRefresh() {
  const queryClient = useQueryClient();
  // The console's list, and any couple's review list this same browser keeps: the answer shows there at once.
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: partnerReviewsQueryKey }),
      queryClient.invalidateQueries({ queryKey: COMMUNITY_QUERY_KEY }),
    ]);
}

function AnswerSection({ review }: { review: PartnerReview }) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(review.answer?.content ?? '');
  const [error, setError] = useState<string | null>(null);
  const refresh = useRefresh();
  const toast = useToast();
  const dialog = useDialog();
  const fieldId = useId();
  const save = useMutation({
    mutationFn: (content: string) => saveAnswer(review.uuid, content),
    onSuccess: async () => {
      setEditing(false);
      toast.show(review.answer ? '답변을 수정했어요.' : '답변을 등록했어요. 홀 리뷰 탭에 바로 보여요.');
      await refresh();
    },
    onError: (caught) => setError(messageOf(caught)),
  });
  const remove = useMutation({
    mutationFn: () => deleteAnswer(review.uuid),
    onSuccess: async () => {
      setText('');
      toast.show('답변을 삭제했어요.');
      await refresh();
    },
    onError: (caught) => toast.show(messageOf(caught)),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = answerProblem(text);
    setError(problem);
    if (!problem) save.mutate(text);
  }

  if (review.answer && !editing) {
    return (
      <section className="console-review__answer" aria-label="내 답변">
        <p className="console-review__answer-by">
          <strong>{review.answer.authorNick}</strong> · {dateOf(review.answer.regTsp)}
        </p>
        <p className="console-review__answer-text">{review.answer.content}</p>
        <div className="console-row-actions">
          <Button
            variant="secondary"
            onClick={() => {
              setText(review.answer?.content ?? '');
              setError(null);
              setEditing(true);
            }}
          >
            답변 수정
          </Button>
          <Button
            variant="ghost"
            disabled={remove.isPending}
            onClick={() =>
              dialog.confirm('답변을 삭제할까요? 리뷰 아래에서 바로 사라져요.', {
                confirmLabel: '삭제',
                onConfirm: () => remove.mutate(),
              })
            }
          >
            답변 삭제
          </Button>
        </div>
      </section>
    );
  }

  return (
    <form className="console-review__form" onSubmit={submit} noValidate>
      <label htmlFor={fieldId} className="console-review__label">
        {review.answer ? '답변 수정' : '답변 쓰기'}
      </label>
      <textarea
        id={fieldId}
        className="console-textarea"
        value={text}
        rows={4}
        maxLength={ANSWER_MAX}
        placeholder="고객에게 보일 답변을 5자 이상 입력해 주세요."
        aria-invalid={error ? true : undefined}
        aria-describedby={`${fieldId}-help`}
        onChange={(e) => setText(e.target.value)}
      />
      <p
        id={`${fieldId}-help`}
        className={error ? 'console-error' : 'console-review__count'}
        role={error ? 'alert' : undefined}
      >
        {error ?? `${text.trim().length.toLocaleString('ko-KR')} / ${ANSWER_MAX.toLocaleString('ko-KR')}자`}
      </p>
      <div className="console-row-actions">
        <Button type="submit" disabled={save.isPending}>
          {review.answer ? '수정 저장' : '답변 등록'}
        </Button>
        {editing && (
          <Button variant="ghost" onClick={() => setEditing(false)}>
            취소
          </Button>
        )}
      </div>
    </form>
  );
}

function DisputeSection({ review }: { review: PartnerReview }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReviewDisputeReason | ''>('');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const refresh = useRefresh();
  const toast = useToast();
  const id = useId();
  const send = useMutation({
    mutationFn: (body: { reason: ReviewDisputeReason; text: string }) => disputeReview(review.uuid, body),
    onSuccess: async () => {
      setOpen(false);
      toast.show('신고를 접수했어요. 운영팀이 검토하는 동안 리뷰는 그대로 보여요.');
      await refresh();
    },
    onError: (caught) => setError(messageOf(caught)),
  });

  if (review.dispute) return <DisputeOutcome dispute={review.dispute} />;
  if (!open) {
    return (
      <div className="console-review__dispute-open">
        <button type="button" className="console-link-button" onClick={() => setOpen(true)}>
          이 리뷰 신고하기
        </button>
      </div>
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason) {
      setError('신고 사유를 골라 주세요.');
      return;
    }
    const problem = disputeTextProblem(reason, text);
    setError(problem);
    if (!problem) send.mutate({ reason, text: text.trim() });
  }

  return (
    <form className="console-review__form console-review__dispute-form" onSubmit={submit} noValidate>
      <p className="console-review__hint">
        리뷰 하나는 한 번만 신고할 수 있어요. 운영팀이 검토하는 동안 리뷰는 그대로 보여요.
      </p>
      <label htmlFor={`${id}-reason`} className="console-review__label">
        신고 사유
      </label>
      <select
        id={`${id}-reason`}
        className="console-select"
        value={reason}
        onChange={(e) => setReason(e.target.value as ReviewDisputeReason)}
      >
        <option value="">사유를 선택해 주세요</option>
        {REVIEW_DISPUTE_REASONS.map((r) => (
          <option key={r.value} value={r.value}>
            {r.label}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-text`} className="console-review__label">
        {reason === 'FALSE_FACTS' ? '사실과 다른 내용과 증빙' : '신고 내용'}
      </label>
      <textarea
        id={`${id}-text`}
        className="console-textarea"
        rows={3}
        maxLength={DISPUTE_TEXT_MAX}
        value={text}
        placeholder={
          reason === 'FALSE_FACTS'
            ? '무엇이 사실과 다른지, 증빙(계약서·영수증 등)을 어디서 확인할 수 있는지 적어 주세요.'
            : '운영팀이 확인할 수 있게 10자 이상 적어 주세요.'
        }
        onChange={(e) => setText(e.target.value)}
      />
      {error && (
        <p className="console-error" role="alert">
          {error}
        </p>
      )}
      <div className="console-row-actions">
        <Button type="submit" variant="secondary" disabled={send.isPending}>
          신고 보내기
        </Button>
        <Button variant="ghost" onClick={() => setOpen(false)}>
          취소
        </Button>
      </div>
    </form>
  );
}

/** The dispute's state (issue 29 §3): waiting for the operators, or their verdict with the reason they gave. */
function DisputeOutcome({ dispute }: { dispute: NonNullable<PartnerReview['dispute']> }) {
  const label = disputeReasonLabel(dispute.reason);
  if (dispute.state === 'OPEN')
    return (
      <p className="console-review__dispute" role="status">
        신고 접수됨 · {label} · 운영팀 검토 중
      </p>
    );
  const upheld = dispute.state === 'UPHELD';
  return (
    <div className="console-review__dispute" role="status">
      <p>
        {upheld ? '신고 인정됨' : '신고 기각됨'} · {label} · {upheld ? '리뷰를 삭제했어요' : '리뷰가 그대로 보여요'}
        {dispute.resolvedTsp !== null && ` (${dateOf(dispute.resolvedTsp)})`}
      </p>
      {dispute.verdictReason && <p>운영팀 사유: {dispute.verdictReason}</p>}
    </div>
  );
}
