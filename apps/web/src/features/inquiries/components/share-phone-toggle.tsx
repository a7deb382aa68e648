import { INQUIRY_MESSAGES } from '@wedding/domain/inquiry';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useDialog } from '../../../shared/hooks/use-dialog.ts';
import { useToast } from '../../../shared/hooks/use-toast.ts';
import { useSharePhone } from '../api/thread-actions.ts';

/**
 * Whether the hall sees my phone number in this thread (issue 27 §5): off by default; turning it on asks first,
 * and it shows in this thread only.
 */
export function SharePhoneToggle({ threadId, shared }: { threadId: string; shared: boolean }) {
  const mutation = useSharePhone(threadId);
  const dialog = useDialog();
  const toast = useToast();
  const set = (next: boolean) =>
    mutation.mutate(next, {
      onSuccess: () => toast.show(next ? '이 문의에서 번호를 공유했어요.' : '번호 공유를 껐어요.'),
      onError: (error) => toast.show(isApiError(error) ? error.message : '잠시 후 다시 시도해 주세요.'),
    });

  return (
    <label className="inquiry-share">
      <input
        type="checkbox"
        role="switch"
        aria-checked={shared}
        checked={shared}
        disabled={mutation.isPending}
        onChange={(e) => {
          if (!e.target.checked) return set(false);
          dialog.confirm(INQUIRY_MESSAGES.SHARE_PHONE_CONFIRM, {
            confirmLabel: '공유하기',
            onConfirm: () => set(true),
          });
        }}
      />
      <span>업체에 내 번호 공유</span>
    </label>
  );
}
