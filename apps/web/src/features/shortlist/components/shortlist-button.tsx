import { useState } from 'react';
import { Link } from 'react-router';
import { apiRequest } from '../../../shared/api/client.ts';
import { useLoginPrompt } from '../../../shared/hooks/use-login-prompt.ts';
import { useToastStore } from '../../../shared/stores/toast-store.ts';
import { isLoggedIn, useUserStore } from '../../../shared/stores/user-store.ts';
import '../../../shared/ui/cta-bar.css';
import './shortlist-button.css';

// '후보에 담기' on a hall, room or slot page (issue 30 §2). Kept small: the hall pages are at the initial-JS limit
// (DESIGN §8).

type Props = { kind: 'HALL' | 'ROOM' | 'SLOT'; target: string };

export function ShortlistButton({ kind, target }: Props) {
  const loggedIn = useUserStore(isLoggedIn);
  const prompt = useLoginPrompt({ message: '로그인하면 후보를 모아 가족과 함께 고를 수 있어요. 로그인할까요?' });
  const [added, setAdded] = useState(false);
  const add = async () => {
    if (!loggedIn) return void prompt();
    const toast = useToastStore.getState().show;
    try {
      // The call itself (SHORTLIST_API + '/items'), not shortlist-api.ts or the contract's constants: a module
      // shared with the shortlist pages becomes one more chunk named in every page's first download.
      await apiRequest('/v3/shortlist/items', { method: 'POST', body: { kind, target } });
      setAdded(true);
      toast('후보에 담았어요. 가족과 함께 볼 수 있어요.', { type: 'success' });
    } catch (error) {
      toast(error instanceof Error ? error.message : '잠시 후 다시 시도해 주세요.', { type: 'error' });
    }
  };
  // On the slot page the button follows the article and must clear the fixed bar (shortlist-button.css).
  return (
    <div className={kind === 'SLOT' ? 'cta-bar shortlist-slot' : 'cta-bar'}>
      {added ? (
        <Link className="cta-bar__text" to="/my-interest/shortlist">
          후보 목록 보기
        </Link>
      ) : (
        <p className="cta-bar__text">가족과 함께 고르고 싶다면</p>
      )}
      <button type="button" className="cta-bar__btn" onClick={() => void add()} disabled={added}>
        {added ? '담았어요' : '후보에 담기'}
      </button>
    </div>
  );
}
