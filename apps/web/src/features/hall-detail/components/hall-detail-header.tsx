import type { ReactNode } from 'react';
import { useGoBack } from '../../../shared/hooks/use-go-back.ts';
import { BackIcon, MapPinIcon, ShareIcon } from '../../../shared/ui/icons.tsx';
import { useShareLink } from '../hooks/use-share-link.ts';

type Props = {
  bizName: string;
  /** The hall's heart, from the halls feature (the one heart every hall list uses). */
  like: ReactNode;
  shareLink: string;
  /** See-through while the top image shows (spec §2). */
  transparent: boolean;
  /** The route-finding button shows only when the keyword lookup found the hall (spec §5). */
  onRoute: (() => void) | null;
};

/** Back, like, share and the route sheet, over the top image (spec §2 'Header is transparent'). */
export function HallDetailHeader({ bizName, like, shareLink, transparent, onRoute }: Props) {
  const goBack = useGoBack();
  const share = useShareLink();
  return (
    <header className={`hall-header${transparent ? ' hall-header--transparent' : ''}`}>
      <button type="button" className="hall-header__btn" aria-label="뒤로 가기" onClick={goBack}>
        <BackIcon />
      </button>
      <h1 className="hall-header__title">{transparent ? '' : bizName}</h1>
      <div className="hall-header__actions">
        {onRoute ? (
          <button type="button" className="hall-header__btn" aria-label="길찾기" onClick={onRoute}>
            <MapPinIcon />
          </button>
        ) : null}
        <button
          type="button"
          className="hall-header__btn"
          aria-label="공유하기"
          onClick={() => share({ title: bizName, url: shareLink })}
        >
          <ShareIcon />
        </button>
        {like}
      </div>
    </header>
  );
}
