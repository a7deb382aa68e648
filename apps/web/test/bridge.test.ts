import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeWebView, openChat, openPush, writeCommunityReview } from '../src/shared/native/bridge.ts';

type TestWindow = Window & {
  ReactNativeWebView?: { postMessage: (m: string) => void };
  webkit?: { messageHandlers?: { bridge?: { postMessage: (m: unknown) => void } } };
};
const w = window as TestWindow;

afterEach(() => {
  delete w.ReactNativeWebView;
  delete w.webkit;
  window.history.replaceState(null, '');
});

describe('native bridge with a React Native host', () => {
  it('posts JSON {type, payload} and does not navigate', () => {
    const postMessage = vi.fn();
    w.ReactNativeWebView = { postMessage };
    const navigate = vi.fn();

    openPush(navigate);
    openChat(navigate);
    closeWebView(navigate);
    writeCommunityReview(navigate, { partnerUuid: 'p-1' });

    expect(navigate).not.toHaveBeenCalled();
    expect(postMessage.mock.calls.map(([m]) => JSON.parse(m as string))).toEqual([
      { type: 'OPEN_PUSH' },
      { type: 'OPEN_CHAT' },
      { type: 'CLOSE_WEBVIEW' },
      { type: 'WRITE_COMMUNITY_REVIEW', payload: { partnerUuid: 'p-1' } },
    ]);
  });

  it('uses the iOS message handler when that is the host', () => {
    const postMessage = vi.fn();
    w.webkit = { messageHandlers: { bridge: { postMessage } } };
    const navigate = vi.fn();
    openChat(navigate);
    expect(postMessage).toHaveBeenCalledWith({ type: 'OPEN_CHAT' });
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('native bridge in a plain browser (DESIGN §1 fallbacks)', () => {
  it('push opens the notification list and chat the inquiry page', () => {
    const navigate = vi.fn();
    openPush(navigate);
    openChat(navigate);
    expect(navigate.mock.calls).toEqual([['/notifications'], ['/inquiry']]);
  });

  it('review write opens the web editor of its own route for a new review (issue 11: not the edit route)', () => {
    const navigate = vi.fn();
    writeCommunityReview(navigate);
    writeCommunityReview(navigate, { partnerUuid: 'p-1' });
    expect(navigate.mock.calls).toEqual([['/community/review/write'], ['/community/review/write?partnerUuid=p-1']]);
  });

  it('close goes back when there is in-app history', () => {
    window.history.replaceState({ idx: 2 }, '');
    const navigate = vi.fn();
    closeWebView(navigate);
    expect(navigate).toHaveBeenCalledWith(-1);
  });

  it('close goes home (replacing) when the page was opened directly', () => {
    window.history.replaceState({ idx: 0 }, '');
    const navigate = vi.fn();
    closeWebView(navigate);
    expect(navigate).toHaveBeenCalledWith('/weddinghall/home', { replace: true });
  });
});
