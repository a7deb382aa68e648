import type { ReactNode } from 'react';
import { useGoBack } from '../../../shared/hooks/use-go-back.ts';
import { BackIcon } from '../../../shared/ui/icons.tsx';
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

const ShareIcon = () => (
  <svg
    width="24"
    height="24"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    aria-hidden="true"
  >
    <path
      d="M12 3v12M7 8l5-5 5 5M5 13v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);
const RouteIcon = () => (
  <svg
    width="24"
    height="24"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    aria-hidden="true"
  >
    <path d="M12 21s7-6.2 7-11.5A7 7 0 0 0 5 9.5C5 14.8 12 21 12 21Z" strokeLinejoin="round" />
    <circle cx="12" cy="9.5" r="2.5" />
  </svg>
);

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
            <RouteIcon />
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
