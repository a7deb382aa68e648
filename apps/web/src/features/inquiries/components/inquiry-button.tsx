import { useQueryClient } from '@tanstack/react-query';
import type { InquiryOrigin } from '@wedding/domain/inquiry';
import { SUSPENSION_NOTICE_TITLE } from '@wedding/domain/suspension-words';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../shared/api/api-error.ts';
import { isSuspensionRefusal, suspensionQueryKey } from '../../../shared/api/suspension-refusal.ts';
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
 * heart does, and comes back here after signing in. A suspended couple cannot start one (issue 29 §2): the tap's
 * refusal says until when and why in a dialog (not a passing toast). The button does not read the suspension ahead:
 * the hall page's first load would carry that reading (DESIGN §8 initial JS; decision 0057).
 */
export function InquiryButton({ partnerUuid, origin = 'HALL', weddingDayId, visitId, className }: Props) {
  // A known guest only: before the session check answers, a signed-in couple must not be asked to log in.
  const guest = useUserStore(isGuest);
  const promptLogin = useLoginPrompt({ throttleMs: 0 });
  const navigate = useNavigate();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const dialog = useDialog();
  const queryClient = useQueryClient();

  const open = async () => {
    if (guest) {
      promptLogin();
      return;
    }
    setBusy(true);
    try {
      // Loaded on the tap: the hall page's first load carries the button, not the inquiry API (decision 0047).
      const { startInquiry } = await import('../api/start-inquiry.ts');
      const thread = await startInquiry({ partnerUuid, origin, weddingDayId, visitId });
      void navigate(`/inquiries/${thread.id}`);
    } catch (error) {
      if (isSuspensionRefusal(error)) {
        // The server's message is the domain's suspensionMessage: until when, and why.
        dialog.alert(`${SUSPENSION_NOTICE_TITLE}\n${(error as Error).message}`);
        void queryClient.invalidateQueries({ queryKey: suspensionQueryKey });
        return;
      }
      toast.show(isApiError(error) ? error.message : '문의를 열지 못했어요. 잠시 후 다시 시도해 주세요.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <button type="button" className={className ?? 'inquiry-cta'} onClick={open} disabled={busy} aria-busy={busy}>
      1:1 문의
    </button>
  );
}
