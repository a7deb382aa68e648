import { HeartIcon } from '../../../shared/ui/icons.tsx';
import { useSlotLike } from '../hooks/use-slot-like.ts';

type Props = { weddingDayId: number; isLike: boolean; label: string };

/** The heart on a slot card; `label` names the slot so each heart has its own accessible name. */
export function SlotLikeButton({ weddingDayId, isLike, label }: Props) {
  const { liked, pending, toggle } = useSlotLike({ weddingDayId, isLike });
  return (
    <button
      type="button"
      className={`slot-card__like${liked ? ' slot-card__like--on' : ''}`}
      aria-label={`${label} 찜하기`}
      aria-pressed={liked}
      aria-busy={pending || undefined}
      onClick={toggle}
    >
      <HeartIcon filled={liked} size={22} />
    </button>
  );
}
