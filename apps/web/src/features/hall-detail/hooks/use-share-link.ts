import { CLIPBOARD_UNAVAILABLE, COPY_FAILED } from '@wedding/domain/messages';
import { useToast } from '../../../shared/hooks/use-toast.ts';
import { postToNative } from '../../../shared/native/bridge.ts';
import { copyText } from '../lib/copy-text.ts';

export const LINK_COPIED = '링크가 클립보드에 복사되었습니다.';

/**
 * Shares the hall's link: through the native app's share sheet when inside the app, else the Web Share API,
 * else a copy to the clipboard with the §8 messages.
 */
export function useShareLink(): (share: { title: string; url: string }) => void {
  const toast = useToast();
  return ({ title, url }) => {
    const absolute = new URL(url, window.location.origin).href;
    if (postToNative({ type: 'SHARE', payload: { title, url: absolute } })) return;
    if (typeof navigator.share === 'function') {
      // A dismissed share sheet rejects with AbortError: nothing to say then.
      navigator.share({ title, url: absolute }).catch(() => {});
      return;
    }
    void copyText(absolute).then((result) => {
      if (result === 'copied') toast.show(LINK_COPIED, { type: 'success' });
      else toast.show(result === 'unavailable' ? CLIPBOARD_UNAVAILABLE : COPY_FAILED, { type: 'error' });
    });
  };
}
