import { useState } from 'react';
import { useLoginPrompt } from '../../../shared/hooks/use-login-prompt.ts';
import { isLoggedIn, useUserStore } from '../../../shared/stores/user-store.ts';
import type { WatchTarget } from './watch-form.ts';
import { WatchSheet } from './watch-sheet.tsx';
import './watches.css';

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
      <div className="watch-cta">
        <p className="watch-cta__text">{question}</p>
        <button
          type="button"
          className="watch-cta__btn"
          aria-haspopup="dialog"
          onClick={() => (loggedIn ? setOpen(true) : prompt())}
        >
          빈 날짜 알림 받기
        </button>
      </div>
      {open ? <WatchSheet open onClose={() => setOpen(false)} target={target} /> : null}
    </>
  );
}
