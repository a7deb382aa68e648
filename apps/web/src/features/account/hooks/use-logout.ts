import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_MESSAGES } from '@wedding/domain/account-rules';
import { useNavigate } from 'react-router';
import { deleteSession } from '../../../shared/api/delete-session.ts';
import { useToast } from '../../../shared/hooks/use-toast.ts';
import { HOME_PATH } from '../../../shared/lib/app-history.ts';
import { useLoginPromptStore } from '../../../shared/stores/login-prompt-store.ts';
import { useUserStore } from '../../../shared/stores/user-store.ts';
import { LOGOUT_FAILED } from '../lib/account-messages.ts';

/**
 * 로그아웃: DELETE /api/token ends the session on the server (and its cookies), then the app forgets the
 * user and the account data it cached, and goes home. If the server was not reached the user stays signed
 * in and is told so: clearing only the screen would leave a live session behind.
 */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: deleteSession,
    onSuccess: async () => {
      // Leave the page first, then forget the user: forgetting first re-renders a members-only page (the
      // logout button lives on /mypage) as a guest's, which asks "로그인하시겠어요?" over the goodbye toast.
      // Router updates render as transitions, so the page may still be on screen when the user is
      // cleared: the goodbye toast also counts as this moment's prompt in the 5 s throttle (as the expiry
      // alert does in session-expiry.ts).
      await navigate(HOME_PATH, { replace: true });
      useLoginPromptStore.getState().markShown(Date.now());
      useUserStore.getState().clearUserInfo();
      queryClient.removeQueries({ queryKey: ['account'] });
      toast.show(ACCOUNT_MESSAGES.LOGGED_OUT, { type: 'success' });
    },
    onError: () => toast.show(LOGOUT_FAILED, { type: 'error' }),
  });
}
