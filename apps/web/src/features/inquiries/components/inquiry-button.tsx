import { useQueryClient } from '@tanstack/react-query';
import type { InquiryOrigin } from '@wedding/domain/inquiry';
import { SUSPENSION_NOTICE_TITLE } from '@wedding/domain/moderation';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../shared/api/api-error.ts';
import { refreshSuspensionOn, useMySuspension } from '../../../shared/api/my-suspension.ts';
import { useDialog } from '../../../shared/hooks/use-dialog.ts';
import { useLoginPrompt } from '../../../shared/hooks/use-login-prompt.ts';
import { useToast } from '../../../shared/hooks/use-toast.ts';
import { isGuest, useUserStore } from '../../../shared/stores/user-store.ts';
import './inquiries.css';

type Props = {
  partnerUuid: string;
  origin?: InquiryOrigin;
  weddingDayId?: number;
  visitId?: number;
  className?: string;
};

/**
 * 문의 (issue 27 §5): opens the 1:1 thread with this hall about this subject. A guest gets the login prompt, as a
 * heart does, and comes back here after signing in. A suspended couple cannot start one (issue 29 §2): the button
 * reads as disabled and a tap says until when and why instead of opening the thread.
 */
export function InquiryButton({ partnerUuid, origin = 'HALL', weddingDayId, visitId, className }: Props) {
  // A known guest only: before the session check answers, a signed-in couple must not be asked to log in.
  const guest = useUserStore(isGuest);
  const promptLogin = useLoginPrompt({ throttleMs: 0 });
  const navigate = useNavigate();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const suspension = useMySuspension();
  const dialog = useDialog();
  const queryClient = useQueryClient();

  const open = async () => {
    if (guest) {
      promptLogin();
      return;
    }
    if (suspension) {
      dialog.alert(`${SUSPENSION_NOTICE_TITLE}\n${suspension.message}`);
      return;
    }
    setBusy(true);
    try {
      // Loaded on the tap: the hall page's first load carries the button, not the inquiry API (decision 0047).
      const { startInquiry } = await import('../api/start-inquiry.ts');
      const thread = await startInquiry({ partnerUuid, origin, weddingDayId, visitId });
      void navigate(`/inquiries/${thread.id}`);
    } catch (error) {
      if (isApiError(error)) refreshSuspensionOn(queryClient, error);
      toast.show(isApiError(error) ? error.message : '문의를 열지 못했어요. 잠시 후 다시 시도해 주세요.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={className ?? 'inquiry-cta'}
      onClick={open}
      disabled={busy}
      aria-busy={busy}
      // Not `disabled`: a tap must still say why.
      aria-disabled={suspension ? true : undefined}
      data-suspended={suspension ? '' : undefined}
    >
      1:1 문의
    </button>
  );
}
