import { type ComponentProps, useState } from 'react';
import { useLoginPrompt } from '../../../shared/hooks/use-login-prompt.ts';
import { isLoggedIn, useUserStore } from '../../../shared/stores/user-store.ts';
import { deferred } from '../../../shared/ui/deferred.tsx';
import type { WatchTarget } from './watch-form.ts';
import type { WatchSheet as WatchSheetType } from './watch-sheet.tsx';
import '../../../shared/ui/cta-bar.css';
import './watches.css';

// The sheet (its form, chips and the watch rules) loads on the first tap: the hall's slots tab is the heaviest
// first load of the site (DESIGN §8 budget), and most visitors never open it.
const WatchSheet = deferred<ComponentProps<typeof WatchSheetType>>(() =>
  import('./watch-sheet.tsx').then((m) => m.WatchSheet),
);

/** '빈 날짜 알림 받기': opens the watch sheet for a hall or a region; a guest gets the login prompt (spec §4). */
export function WatchButton({
  target,
  prompt: question = '원하는 날짜가 없나요?',
}: {
  target: WatchTarget;
  prompt?: string;
}) {
  const loggedIn = useUserStore(isLoggedIn);
  const prompt = useLoginPrompt({ message: '로그인하면 원하는 날짜가 열릴 때 알려 드려요. 로그인할까요?' });
  const [open, setOpen] = useState(false);
  return (
    <>
      <div className="cta-bar">
        <p className="cta-bar__text">{question}</p>
        <button
          type="button"
          className="cta-bar__btn"
          aria-haspopup="dialog"
          onClick={() => (loggedIn ? setOpen(true) : prompt())}
        >
          빈 날짜 알림 받기
        </button>
      </div>
      <WatchSheet open={open} onClose={() => setOpen(false)} target={target} />
    </>
  );
}
