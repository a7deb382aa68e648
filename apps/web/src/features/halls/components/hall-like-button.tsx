import { LIKE_LOGIN_REQUIRED } from '@wedding/domain/messages';
import { useDialog } from '../../../shared/hooks/use-dialog.ts';
import { useToast } from '../../../shared/hooks/use-toast.ts';
import { isLoggedIn, useUserStore } from '../../../shared/stores/user-store.ts';
import { HeartIcon } from '../../../shared/ui/icons.tsx';

type Props = { hallName: string; liked: boolean };

/**
 * Heart on a hall card. Spec §5/§6: a guest gets the alert and nothing else happens. Toggling for logged-in
 * users (optimistic, 300 ms lock) arrives with the likes issue; until then it says so instead of faking it.
 */
export function HallLikeButton({ hallName, liked }: Props) {
  const loggedIn = useUserStore(isLoggedIn);
  const dialog = useDialog();
  const toast = useToast();
  const onClick = () => {
    if (!loggedIn) dialog.alert(LIKE_LOGIN_REQUIRED);
    else toast.show('찜하기 기능을 준비하고 있어요.');
  };
  return (
    <button
      type="button"
      className={`hall-card__like${liked ? ' hall-card__like--on' : ''}`}
      aria-label={`${hallName} 찜하기`}
      aria-pressed={liked}
      onClick={onClick}
    >
      <HeartIcon filled={liked} size={22} />
    </button>
  );
}
