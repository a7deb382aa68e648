import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdditionalInfoBody } from '@wedding/contract/account';
import { apiRequest } from '../../../shared/api/client.ts';
import { getCurrentUser } from '../../../shared/api/get-current-user.ts';
import { useUserStore } from '../../../shared/stores/user-store.ts';

/** PUT /v3/20240404/customer/additional {nick, region, invitationCode, weddingTsp}. */
export async function saveAdditionalInfo(body: AdditionalInfoBody): Promise<void> {
  // The answer is not used: the user and the profile are read again below.
  await apiRequest('/v3/20240404/customer/additional', { method: 'PUT', body });
}

/**
 * Saves, then reloads the session user (the header's D-day and nick come from GET /api/user) and drops the
 * cached profile, so /mypage shows what was just saved.
 */
export function useSaveAdditionalInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AdditionalInfoBody) => {
      await saveAdditionalInfo(body);
      const user = await getCurrentUser();
      if (user) useUserStore.getState().setUserInfo(user);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['account'] }),
  });
}
