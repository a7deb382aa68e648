import type { ReportBody } from '@wedding/contract/moderation';
import type { Review } from '@wedding/contract/reviews';
import { REPORT_REASONS } from '@wedding/domain/community';
import { BLOCK_SUCCESS, blockFailureMessage, REVIEW_DELETE_FAILED } from '@wedding/domain/messages';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { serverMessageOf } from '../../../shared/api/api-error.ts';
import { useDialog } from '../../../shared/hooks/use-dialog.ts';
import { useLoginPrompt } from '../../../shared/hooks/use-login-prompt.ts';
import { useToast } from '../../../shared/hooks/use-toast.ts';
import { isGuest, useUserStore } from '../../../shared/stores/user-store.ts';
import { BottomSheet } from '../../../shared/ui/bottom-sheet.tsx';
import { useModeration } from '../api/moderation-api.ts';
import { useDeleteReview } from '../api/review-api.ts';

export const REPORT_DONE = '신고가 접수되었어요. 검토 후 조치할게요.';
export const REVIEW_DELETED_TOAST = '후기를 삭제했어요.';
export const POST_BLOCKED = '이 게시글을 더 이상 보지 않아요.';

type Props = { review: Review | null; onClose: () => void; onDeleted?: () => void };

/**
 * The review action sheet (spec §2, §6): the author edits or deletes; others report the post or its writer and
 * block the writer or the post. A guest is asked to log in first.
 */
export function ReviewActions({ review, onClose, onDeleted }: Props) {
  const navigate = useNavigate();
  const dialog = useDialog();
  const toast = useToast();
  const promptLogin = useLoginPrompt();
  const guest = useUserStore(isGuest);
  const viewerUuid = useUserStore((s) => s.userInfo?.customerUuid ?? null);
  const remove = useDeleteReview();
  const { blockUser, blockPost, report } = useModeration();
  const [reporting, setReporting] = useState<ReportBody['targetKind'] | null>(null);
  if (!review) return null;

  // A known guest is asked to log in. Before the session check answers, the action goes ahead and the server
  // decides: a guest's call is refused and the client asks for a login then (a tap is never lost).
  const needLogin = () => {
    if (!guest) return false;
    onClose();
    promptLogin();
    return true;
  };
  const failWith = (error: Error) => toast.show(blockFailureMessage(serverMessageOf(error)), { type: 'error' });

  const items: { label: string; danger?: boolean; run: () => void }[] = review.isMine
    ? [
        {
          label: '수정하기',
          run: () => {
            onClose();
            void navigate(`/community/review/edit?${new URLSearchParams({ reviewUuid: review.uuid })}`);
          },
        },
        {
          label: '삭제하기',
          danger: true,
          run: () => {
            onClose();
            dialog.confirm('후기를 삭제할까요? 삭제한 후기는 되돌릴 수 없어요.', {
              confirmLabel: '삭제',
              cancelLabel: '취소',
              onConfirm: () =>
                remove.mutate(review.uuid, {
                  onSuccess: () => {
                    toast.show(REVIEW_DELETED_TOAST, { type: 'success' });
                    onDeleted?.();
                  },
                  onError: () => toast.show(REVIEW_DELETE_FAILED, { type: 'error' }),
                }),
            });
          },
        },
      ]
    : [
        { label: '게시글 신고하기', run: () => needLogin() || setReporting('REVIEW') },
        // An anonymous review names nobody (customerUuid ''): its writer can be neither reported nor blocked.
        ...(review.customerUuid
          ? [
              { label: '작성자 신고하기', run: () => needLogin() || setReporting('CUSTOMER') },
              {
                label: '작성자 차단하기',
                danger: true,
                run: () => {
                  if (needLogin()) return;
                  onClose();
                  dialog.confirm(`${review.nick}님을 차단할까요? 이 분의 후기와 댓글이 더 이상 보이지 않아요.`, {
                    confirmLabel: '차단',
                    cancelLabel: '취소',
                    onConfirm: () =>
                      blockUser.mutate(
                        { customerUuid: viewerUuid ?? '', banCustomerUuid: review.customerUuid },
                        { onSuccess: () => toast.show(BLOCK_SUCCESS, { type: 'success' }), onError: failWith },
                      ),
                  });
                },
              },
            ]
          : []),
        {
          label: '이 게시글 차단하기',
          danger: true,
          run: () => {
            if (needLogin()) return;
            onClose();
            blockPost.mutate(review.uuid, {
              onSuccess: () => toast.show(POST_BLOCKED, { type: 'success' }),
              onError: failWith,
            });
          },
        },
      ];

  if (reporting)
    return (
      <ReportSheet
        onClose={() => {
          setReporting(null);
          onClose();
        }}
        onSubmit={(reason) =>
          report.mutate(
            { targetKind: reporting, targetUuid: reporting === 'CUSTOMER' ? review.customerUuid : review.uuid, reason },
            {
              onSuccess: () => {
                toast.show(REPORT_DONE, { type: 'success' });
                setReporting(null);
                onClose();
              },
              onError: failWith,
            },
          )
        }
        busy={report.isPending}
      />
    );

  return (
    <BottomSheet open title="후기 메뉴" onClose={onClose}>
      <ul className="action-list">
        {items.map((item) => (
          <li key={item.label}>
            <button
              type="button"
              className={`action-list__item${item.danger ? ' action-list__item--danger' : ''}`}
              onClick={item.run}
            >
              {item.label}
            </button>
          </li>
        ))}
      </ul>
    </BottomSheet>
  );
}

/** The reasons of a report; one must be chosen. */
export function ReportSheet({
  onClose,
  onSubmit,
  busy,
}: {
  onClose: () => void;
  onSubmit: (reason: ReportBody['reason']) => void;
  busy: boolean;
}) {
  const [reason, setReason] = useState<ReportBody['reason'] | null>(null);
  return (
    <BottomSheet
      open
      title="신고 사유"
      onClose={onClose}
      footer={
        <button
          type="button"
          className="btn btn--primary btn--lg btn--block"
          disabled={!reason || busy}
          onClick={() => reason && onSubmit(reason)}
        >
          신고하기
        </button>
      }
    >
      <fieldset className="report-reasons">
        <legend className="visually-hidden">신고 사유</legend>
        {REPORT_REASONS.map((value) => (
          <label key={value} className="report-reasons__item">
            <input
              type="radio"
              name="report-reason"
              value={value}
              checked={reason === value}
              onChange={() => setReason(value)}
            />
            {value}
          </label>
        ))}
      </fieldset>
    </BottomSheet>
  );
}
