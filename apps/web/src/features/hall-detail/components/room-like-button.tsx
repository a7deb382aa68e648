import { HeartButton } from '../../../shared/ui/heart-button.tsx';
import { useRoomLike } from '../hooks/use-room-like.ts';

type Props = { roomId: number; roomName: string; liked: boolean };

/** The heart of the individual-hall page, beside the room's name. */
export function RoomLikeButton({ roomId, roomName, liked: cachedLiked }: Props) {
  const { liked, toggle } = useRoomLike({ id: roomId, liked: cachedLiked });
  return <HeartButton liked={liked} name={roomName} onToggle={toggle} />;
}
