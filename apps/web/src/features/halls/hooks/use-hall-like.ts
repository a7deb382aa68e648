import { useQueryClient } from '@tanstack/react-query';
import { useOptimisticLike } from '../../../shared/hooks/use-optimistic-like.ts';
import { setHallLike } from '../api/set-hall-like.ts';
import { patchHallLike } from '../lib/patch-hall-like.ts';

/**
 * Caches that show partner hearts: popular halls, hall search, the hall page (venue, nearby), and a planner's
 * page (the community's partner detail, named by its key so this feature does not import that one).
 */
const HALL_CACHES = [['halls'], ['hall-search'], ['hall-detail'], ['community', 'partner']] as const;

/** The hall (or planner) heart, with the like rules of useOptimisticLike. */
export function useHallLike(hall: { partnerUuid: string; liked: boolean }): { liked: boolean; toggle(): void } {
  const queryClient = useQueryClient();
  return useOptimisticLike({
    liked: hall.liked,
    send: (next) => setHallLike(hall.partnerUuid, next),
    settle: (isLike) => {
      for (const queryKey of HALL_CACHES)
        queryClient.setQueriesData({ queryKey }, (data: unknown) => patchHallLike(data, hall.partnerUuid, isLike));
    },
  });
}
