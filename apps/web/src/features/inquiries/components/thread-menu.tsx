import { REPORT_REASONS } from '@wedding/domain/community';
import { useState } from 'react';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useDialog } from '../../../shared/hooks/use-dialog.ts';
import { useToast } from '../../../shared/hooks/use-toast.ts';
import { useModerateThread } from '../api/thread-actions.ts';

/** 신고 and 차단 of a thread, as on comments (issue 27 §5). */
export function ThreadMenu({ threadId, blocked }: { threadId: string; blocked: boolean }) {
  const mutation = useModerateThread(threadId);
  const dialog = useDialog();
  const toast = useToast();
  const [reason, setReason] = useState<string>(REPORT_REASONS[0]);
  const [open, setOpen] = useState(false);
  const fail = (error: unknown) => toast.show(isApiError(error) ? error.message : '잠시 후 다시 시도해 주세요.');

  return (
    <div className="inquiry-menu">
      <button type="button" className="inquiry-menu__toggle" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        신고·차단
      </button>
      {open && (
        <div className="inquiry-menu__panel">
          <label>
            신고 사유
            <select value={reason} onChange={(e) => setReason(e.target.value)}>
              {REPORT_REASONS.map((r) => (
                <option key={r}>{r}</option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className="inquiry-link"
            onClick={() =>
              mutation.mutate({ kind: 'report', reason }, { onSuccess: () => toast.show('신고했어요.'), onError: fail })
            }
          >
            신고하기
          </button>
          {!blocked && (
            <button
              type="button"
              className="inquiry-link"
              onClick={() =>
                dialog.confirm('이 업체를 차단할까요? 이 문의에서 업체의 메시지가 더는 보이지 않아요.', {
                  confirmLabel: '차단',
                  onConfirm: () =>
                    mutation.mutate({ kind: 'block' }, { onSuccess: () => toast.show('차단했어요.'), onError: fail }),
                })
              }
            >
              업체 차단하기
            </button>
          )}
        </div>
      )}
    </div>
  );
}
