import { SCROLL_ANALYTICS_DEBOUNCE_MS } from '@wedding/domain/constants';
import { useEffect } from 'react';
import { apiRequest } from '../../../shared/api/client.ts';
import { postToNative } from '../../../shared/native/bridge.ts';

type HallEvent = { name: 'hall_view' | 'hall_scroll'; partnerUuid: string; tabId: number; scrollDepth: number };

/** The app has its own analytics (through the bridge); a browser posts to the events endpoint. Never throws. */
function report(event: HallEvent) {
  if (postToNative({ type: 'ANALYTICS', payload: event })) return;
  apiRequest('/web/v1/analytics/events', { method: 'POST', body: event }).catch(() => {});
}

/**
 * One view per page and tab, then the deepest scroll reached, debounced 5 s (spec §9): a reader scrolling
 * through the page sends one event when they stop, not one per frame.
 */
export function useScrollAnalytics(partnerUuid: string, tabId: number): void {
  useEffect(() => {
    report({ name: 'hall_view', partnerUuid, tabId, scrollDepth: 0 });
    let deepest = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      const height = document.documentElement.scrollHeight - window.innerHeight;
      const depth = height > 0 ? Math.min(100, Math.round((window.scrollY / height) * 100)) : 100;
      if (depth <= deepest) return;
      deepest = depth;
      clearTimeout(timer);
      timer = setTimeout(
        () => report({ name: 'hall_scroll', partnerUuid, tabId, scrollDepth: deepest }),
        SCROLL_ANALYTICS_DEBOUNCE_MS,
      );
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(timer);
    };
  }, [partnerUuid, tabId]);
}
