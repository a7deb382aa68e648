import { postToNative } from '../../../shared/native/bridge.ts';

export type ShareOutcome = 'native' | 'shared' | 'copied' | 'failed';

/**
 * Sends the invite: through the native app's share sheet inside the app, else the Web Share API (where a phone
 * offers KakaoTalk among its apps), else a copy to the clipboard. No KakaoTalk SDK share yet: the screen says so.
 */
export async function shareInvite(share: { title: string; text: string; url: string }): Promise<ShareOutcome> {
  if (postToNative({ type: 'SHARE', payload: { title: share.title, url: share.url } })) return 'native';
  if (typeof navigator !== 'undefined' && typeof navigator.share === 'function') {
    try {
      await navigator.share(share);
      return 'shared';
    } catch (error) {
      // A dismissed share sheet is not a failure to report.
      if (error instanceof DOMException && error.name === 'AbortError') return 'shared';
    }
  }
  if (typeof navigator === 'undefined' || !navigator.clipboard?.writeText) return 'failed';
  try {
    await navigator.clipboard.writeText(`${share.text}\n${share.url}`);
    return 'copied';
  } catch {
    return 'failed';
  }
}
