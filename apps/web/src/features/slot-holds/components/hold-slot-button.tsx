import { useNavigate } from 'react-router';
import './slot-holds.css';
import { useDialog } from '../../../shared/hooks/use-dialog.ts';
import { useLoginPrompt } from '../../../shared/hooks/use-login-prompt.ts';
import { isLoggedIn, useUserStore } from '../../../shared/stores/user-store.ts';
import { useCreateHold } from '../api/hold-api.ts';

/**
 * '즉시 확보' on a slot card (issue 12): holds the slot and opens its hold page. A guest gets the login prompt;
 * a refusal (someone was first, the slot closed) is said in Korean.
 */
export function HoldSlotButton({ weddingDayId, label }: { weddingDayId: number; label: string }) {
  const navigate = useNavigate();
  const createHold = useCreateHold();
  const loggedIn = useUserStore(isLoggedIn);
  const promptLogin = useLoginPrompt();
  const dialog = useDialog();
  const hold = () => {
    if (!loggedIn) {
      promptLogin();
      return;
    }
    createHold.mutate(weddingDayId, {
      onSuccess: (held) => void navigate(`/booking/holds/${held.id}`),
      onError: (error) => dialog.alert(error.message),
    });
  };
  return (
    <button
      type="button"
      className="slot-card__hold"
      aria-label={`${label} 즉시 확보`}
      disabled={createHold.isPending}
      onClick={hold}
    >
      즉시 확보
    </button>
  );
}
