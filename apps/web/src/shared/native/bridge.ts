// The one door to the native app (DESIGN §1). Each action posts a message when a native host is present and
// otherwise does the web equivalent, so every screen also works in a plain mobile browser.
import { HOME_PATH, hasInAppHistory } from '../lib/app-history.ts';

export type NativeMessageType =
  | 'OPEN_PUSH'
  | 'OPEN_CHAT'
  | 'CLOSE_WEBVIEW'
  | 'WRITE_COMMUNITY_REVIEW'
  | 'SHARE'
  | 'ANALYTICS';
export type NativeMessage = { type: NativeMessageType; payload?: Record<string, unknown> };

type MessageHandler = { postMessage: (message: unknown) => void };
type NativeWindow = Window & {
  ReactNativeWebView?: { postMessage: (message: string) => void };
  webkit?: { messageHandlers?: { bridge?: MessageHandler } };
};

/** Navigation the fallbacks need; the hook passes React Router's navigate so the SPA does not reload. */
export type BridgeNavigate = (to: string | number, options?: { replace?: boolean }) => void;

export const FALLBACK_PATHS = {
  push: '/notifications',
  chat: '/inquiry',
  reviewWrite: '/community/review/write',
} as const;

export function isNativeApp(): boolean {
  const w = window as NativeWindow;
  return Boolean(w.ReactNativeWebView?.postMessage || w.webkit?.messageHandlers?.bridge?.postMessage);
}

/** Posts to the native side; false when there is none, so the caller falls back. */
export function postToNative(message: NativeMessage): boolean {
  const w = window as NativeWindow;
  if (w.ReactNativeWebView?.postMessage) {
    w.ReactNativeWebView.postMessage(JSON.stringify(message));
    return true;
  }
  const handler = w.webkit?.messageHandlers?.bridge;
  if (handler?.postMessage) {
    handler.postMessage(message);
    return true;
  }
  return false;
}

export function openPush(navigate: BridgeNavigate): void {
  if (!postToNative({ type: 'OPEN_PUSH' })) navigate(FALLBACK_PATHS.push);
}

export function openChat(navigate: BridgeNavigate): void {
  if (!postToNative({ type: 'OPEN_CHAT' })) navigate(FALLBACK_PATHS.chat);
}

export function closeWebView(navigate: BridgeNavigate): void {
  if (postToNative({ type: 'CLOSE_WEBVIEW' })) return;
  // A deep-linked first page has nothing to go back to inside the app: go home instead of leaving the site.
  if (hasInAppHistory()) navigate(-1);
  else navigate(HOME_PATH, { replace: true });
}

export function writeCommunityReview(navigate: BridgeNavigate, payload: { partnerUuid?: string } = {}): void {
  if (postToNative({ type: 'WRITE_COMMUNITY_REVIEW', payload })) return;
  // No reviewUuid: the web editor opens empty, as a new review.
  const query = payload.partnerUuid ? `?${new URLSearchParams({ partnerUuid: payload.partnerUuid }).toString()}` : '';
  navigate(`${FALLBACK_PATHS.reviewWrite}${query}`);
}
