import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CoupleStatus } from '@wedding/contract/couples';
import { getCurrentUser } from '../../../shared/api/get-current-user.ts';
import { useUserStore } from '../../../shared/stores/user-store.ts';
import { acceptInvite, coupleQuery, unlinkCouple } from './couple-api.ts';

/**
 * Accepting or unlinking changes more than the couple: the likes, watches, bookings and the wedding date (the
 * header's D-day) now read the other household. Every cached answer is refetched and the user info reloaded.
 */
function useRefreshAfter() {
  const queryClient = useQueryClient();
  const setUserInfo = useUserStore((s) => s.setUserInfo);
  return async (status: CoupleStatus) => {
    queryClient.setQueryData(coupleQuery().queryKey, status);
    await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'couple' });
    const user = await getCurrentUser().catch(() => null);
    if (user) setUserInfo(user);
  };
}

export function useAcceptInvite() {
  const refresh = useRefreshAfter();
  return useMutation({ mutationFn: acceptInvite, onSuccess: refresh });
}

export function useUnlinkCouple() {
  const refresh = useRefreshAfter();
  return useMutation({ mutationFn: unlinkCouple, onSuccess: refresh });
}
