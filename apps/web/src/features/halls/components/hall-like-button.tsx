import { HeartIcon } from '../../../shared/ui/icons.tsx';
import { useHallLike } from '../hooks/use-hall-like.ts';

type Props = { partnerUuid: string; hallName: string; liked: boolean; className?: string };

/** Heart on a hall card (home, search results, nearby halls): a sibling of the card's link, never inside it. */
export function HallLikeButton({ partnerUuid, hallName, liked: cachedLiked, className = 'hall-card__like' }: Props) {
  const { liked, toggle } = useHallLike({ partnerUuid, liked: cachedLiked });
  return (
    <button
      type="button"
      className={`${className}${liked ? ` ${className}--on` : ''}`}
      aria-label={`${hallName} 찜하기`}
      aria-pressed={liked}
      onClick={toggle}
    >
      <HeartIcon filled={liked} size={22} />
    </button>
  );
}
