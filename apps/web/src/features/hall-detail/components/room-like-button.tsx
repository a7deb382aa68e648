import { HeartIcon } from '../../../shared/ui/icons.tsx';
import { useRoomLike } from '../hooks/use-room-like.ts';

type Props = { roomId: number; roomName: string; liked: boolean };

/** The heart of the individual-hall page, beside the room's name. */
export function RoomLikeButton({ roomId, roomName, liked: cachedLiked }: Props) {
  const { liked, toggle } = useRoomLike({ id: roomId, liked: cachedLiked });
  return (
    <button
      type="button"
      className={`hall-room__like${liked ? ' hall-room__like--on' : ''}`}
      aria-label={`${roomName} 찜하기`}
      aria-pressed={liked}
      onClick={toggle}
    >
      <HeartIcon filled={liked} size={22} />
    </button>
  );
}
