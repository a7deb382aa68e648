import { HeartButton } from '../../../shared/ui/heart-button.tsx';
import { useHallLike } from '../hooks/use-hall-like.ts';

type Props = { partnerUuid: string; hallName: string; liked: boolean; className?: string };

/** Heart on a hall card (home, search results, nearby halls): a sibling of the card's link, never inside it. */
export function HallLikeButton({ partnerUuid, hallName, liked: cachedLiked, className = 'hall-card__like' }: Props) {
  const { liked, toggle } = useHallLike({ partnerUuid, liked: cachedLiked });
  return <HeartButton liked={liked} name={hallName} onToggle={toggle} className={className} />;
}
