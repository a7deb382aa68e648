import { useQueryClient } from '@tanstack/react-query';
import type { IndividualHallDetail } from '@wedding/contract/hall-rooms';
import { useOptimisticLike } from '../../../shared/hooks/use-optimistic-like.ts';
import { hallDetailKeys } from '../api/hall-detail-keys.ts';
import { setRoomLike } from '../api/set-room-like.ts';

/** An individual hall's heart, with the venue heart's rules (useOptimisticLike). */
export function useRoomLike(room: { id: number; liked: boolean }): { liked: boolean; toggle(): void } {
  const queryClient = useQueryClient();
  return useOptimisticLike({
    liked: room.liked,
    send: (next) => setRoomLike(room.id, next),
    // Every cached copy of this room's page (one per viewer key) now says the server's answer.
    settle: (isLike) =>
      queryClient.setQueriesData<IndividualHallDetail>({ queryKey: [...hallDetailKeys.all, 'room'] }, (data) =>
        data && data.hall.id === room.id ? { ...data, isLike } : data,
      ),
  });
}
