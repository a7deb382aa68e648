import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_MESSAGES } from '@wedding/domain/account-rules';
import { useNavigate } from 'react-router';
import { deleteSession } from '../../../shared/api/delete-session.ts';
import { useToast } from '../../../shared/hooks/use-toast.ts';
import { HOME_PATH } from '../../../shared/lib/app-history.ts';
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
    onSuccess: () => {
      useUserStore.getState().clearUserInfo();
      queryClient.removeQueries({ queryKey: ['account'] });
      void navigate(HOME_PATH, { replace: true });
      toast.show(ACCOUNT_MESSAGES.LOGGED_OUT, { type: 'success' });
    },
    onError: () => toast.show(LOGOUT_FAILED, { type: 'error' }),
  });
}
