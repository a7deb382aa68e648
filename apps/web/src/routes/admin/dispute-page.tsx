import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminDispute } from '@wedding/contract/admin-disputes';
import { ADMIN_DISPUTE_ERROR_CODES } from '@wedding/contract/admin-disputes-constants';
import {
  DISPUTE_GROUNDS,
  DISPUTE_STATE_LABELS,
  type DisputeVerdict,
  VERDICT_REASON_MAX,
  verdictReasonProblem,
} from '@wedding/domain/review-dispute-verdict';
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { AdminFrame } from '../../features/admin/admin-frame.tsx';
import { ADMIN_DISPUTES } from '../../features/admin/admin-nav.ts';
import { disputeDate, reviewStatus } from '../../features/admin/dispute-format.ts';
import { decideDispute, disputesQueryKey, fetchDispute } from '../../features/admin/disputes-api.ts';
import { isApiError } from '../../shared/api/api-error.ts';
import { useDialog } from '../../shared/hooks/use-dialog.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';

const messageOf = (error: unknown) => (isApiError(error) ? error.message : '잠시 후 다시 시도해 주세요.');

/** /admin/disputes/:id (issue 29 §3): the disputed review, the hall's case, the grounds, and the verdict. */
export default function AdminDisputePage() {
  const id = Number(useParams().id);
  return (
    <AdminFrame title="리뷰 분쟁 판정" area="disputes">
      <p className="admin-dispute__back">
        <Link to={ADMIN_DISPUTES}>← 리뷰 분쟁 목록</Link>
      </p>
      {Number.isInteger(id) && id > 0 ? (
        <DisputeDetail id={id} />
      ) : (
        <p className="console__notice" role="alert">
          신고를 찾을 수 없습니다.
        </p>
      )}
    </AdminFrame>
  );
}

function DisputeDetail({ id }: { id: number }) {
  const dispute = useQuery({ queryKey: [...disputesQueryKey, 'one', id], queryFn: () => fetchDispute(id) });
  const [result, setResult] = useState<string | null>(null);
  if (dispute.isPending) return <Spinner label="신고를 불러오는 중" />;
  if (dispute.isError)
    return (
      <p className="console__notice" role="alert">
        {messageOf(dispute.error)}
      </p>
    );
  const d = dispute.data;
  return (
    <div className="admin-dispute-detail">
      {result && (
        <p className="admin-dispute__result" role="status">
          {result}
        </p>
      )}
      <ReviewSection dispute={d} />
      <CaseSection dispute={d} />
      {d.state === 'OPEN' ? (
        <>
          <GroundsSection />
          <VerdictForm dispute={d} onDecided={setResult} />
        </>
      ) : (
        <VerdictSection dispute={d} />
      )}
    </div>
  );
}

function ReviewSection({ dispute }: { dispute: AdminDispute }) {
  const { review } = dispute;
  return (
    <section className="console-card" aria-labelledby="dispute-review">
      <h2 id="dispute-review" className="console-card__title">
        신고된 리뷰
      </h2>
      <dl className="admin-dispute__facts">
        <dt>작성자</dt>
        <dd>
          {review.writerNick}
          {review.anonymous ? ' (익명으로 게시)' : ''}
        </dd>
        <dt>별점</dt>
        <dd>{review.rating === null ? '없음' : `★ ${review.rating.toFixed(1)}`}</dd>
        <dt>작성일</dt>
        <dd>
          {disputeDate(review.regTsp)}
          {review.weddingMonth ? ` · ${review.weddingMonth.replace('-', '년 ')}월 예식` : ''}
        </dd>
        <dt>이미지</dt>
        <dd>{review.imageCount}장</dd>
        <dt>상태</dt>
        <dd>{reviewStatus(review)}</dd>
      </dl>
      <p className="admin-dispute__content">{review.content}</p>
      {review.images.length > 0 && (
        <ul className="admin-dispute__images" aria-label="리뷰 이미지">
          {review.images.map((src, index) => (
            <li key={src}>
              <a href={src} target="_blank" rel="noreferrer">
                이미지 {index + 1} 열기
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function CaseSection({ dispute }: { dispute: AdminDispute }) {
  return (
    <section className="console-card" aria-labelledby="dispute-case">
      <h2 id="dispute-case" className="console-card__title">
        업체의 신고
      </h2>
      <dl className="admin-dispute__facts">
        <dt>업체</dt>
        <dd>{dispute.hall.bizName}</dd>
        <dt>사유</dt>
        <dd>{dispute.reasonLabel}</dd>
        <dt>신고일</dt>
        <dd>{disputeDate(dispute.regTsp)}</dd>
      </dl>
      <p className="admin-dispute__content">{dispute.text}</p>
      {dispute.reviewOlderThanLimit && (
        <p className="console__notice">
          신고 당시 작성된 지 12개월이 지난 리뷰입니다. 기간만으로는 삭제 사유가 되지 않아요.
        </p>
      )}
    </section>
  );
}

function GroundsSection() {
  return (
    <section className="console-card admin-dispute__grounds" aria-labelledby="dispute-grounds">
      <h2 id="dispute-grounds" className="console-card__title">
        판정 기준
      </h2>
      <div>
        <h3>삭제할 수 있는 경우</h3>
        <ul>
          {DISPUTE_GROUNDS.valid.map((ground) => (
            <li key={ground}>{ground}</li>
          ))}
        </ul>
      </div>
      <div>
        <h3>삭제 사유가 아닌 경우</h3>
        <ul>
          {DISPUTE_GROUNDS.invalid.map((ground) => (
            <li key={ground}>{ground}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const CONFIRM: Record<DisputeVerdict, { message: string; label: string; done: string }> = {
  UPHOLD: {
    message:
      '신고를 인정할까요? 리뷰가 삭제되어 공개 목록에서 사라지고, 작성자와 업체에 사유가 전달돼요. 판정은 바꿀 수 없어요.',
    label: '인정하고 삭제',
    done: '신고를 인정했어요. 리뷰를 삭제하고 작성자와 업체에 알렸어요.',
  },
  REJECT: {
    message: '신고를 기각할까요? 리뷰는 그대로 보이고, 업체에 사유가 전달돼요. 판정은 바꿀 수 없어요.',
    label: '기각',
    done: '신고를 기각했어요. 리뷰는 그대로 보이고 업체에 사유를 알렸어요.',
  },
};

function VerdictForm({ dispute, onDecided }: { dispute: AdminDispute; onDecided(message: string): void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const dialog = useDialog();
  const fieldId = useId();
  const decide = useMutation({
    mutationFn: (verdict: DisputeVerdict) => decideDispute(dispute.id, verdict, reason.trim()),
    onSuccess: async (decided, verdict) => {
      onDecided(CONFIRM[verdict].done);
      queryClient.setQueryData([...disputesQueryKey, 'one', dispute.id], decided);
      await queryClient.invalidateQueries({ queryKey: [...disputesQueryKey, 'list'] });
    },
    onError: async (caught) => {
      // Someone else decided it meanwhile: say so above, and show their verdict in place of the form.
      if (isApiError(caught) && caught.code === ADMIN_DISPUTE_ERROR_CODES.DISPUTE_DECIDED) {
        onDecided(caught.message);
        await queryClient.invalidateQueries({ queryKey: disputesQueryKey });
        return;
      }
      setError(messageOf(caught));
    },
  });

  function ask(verdict: DisputeVerdict) {
    const problem = verdictReasonProblem(reason);
    setError(problem);
    if (problem) return;
    dialog.confirm(CONFIRM[verdict].message, {
      confirmLabel: CONFIRM[verdict].label,
      onConfirm: () => decide.mutate(verdict),
    });
  }

  return (
    <section className="console-card" aria-labelledby="dispute-verdict">
      <h2 id="dispute-verdict" className="console-card__title">
        판정
      </h2>
      <form className="console-review__form" onSubmit={(e) => e.preventDefault()} noValidate>
        <label htmlFor={fieldId} className="console-review__label">
          판정 사유
        </label>
        <textarea
          id={fieldId}
          className="console-textarea"
          rows={4}
          maxLength={VERDICT_REASON_MAX}
          value={reason}
          placeholder="어떤 기준에 따라 판정했는지 10자 이상 적어 주세요."
          aria-invalid={error ? true : undefined}
          aria-describedby={`${fieldId}-help`}
          onChange={(e) => setReason(e.target.value)}
        />
        <p
          id={`${fieldId}-help`}
          className={error ? 'console-error' : 'console-review__hint'}
          role={error ? 'alert' : undefined}
        >
          {error ??
            `인정하면 작성자와 업체에, 기각하면 업체에 이 사유가 그대로 전달돼요. ${[...reason.trim()].length} / ${VERDICT_REASON_MAX}자`}
        </p>
        <div className="console-row-actions">
          <Button disabled={decide.isPending} onClick={() => ask('UPHOLD')}>
            인정하고 리뷰 삭제
          </Button>
          <Button variant="secondary" disabled={decide.isPending} onClick={() => ask('REJECT')}>
            기각
          </Button>
        </div>
      </form>
    </section>
  );
}

function VerdictSection({ dispute }: { dispute: AdminDispute }) {
  return (
    <section className="console-card" aria-labelledby="dispute-verdict">
      <h2 id="dispute-verdict" className="console-card__title">
        판정
      </h2>
      <dl className="admin-dispute__facts">
        <dt>결과</dt>
        <dd data-testid="dispute-verdict">{DISPUTE_STATE_LABELS[dispute.state]}</dd>
        <dt>판정일</dt>
        <dd>{dispute.resolvedTsp === null ? '-' : disputeDate(dispute.resolvedTsp)}</dd>
        <dt>판정자</dt>
        <dd>{dispute.decidedBy?.name ?? '-'}</dd>
      </dl>
      <p className="admin-dispute__content">{dispute.verdictReason}</p>
    </section>
  );
}
