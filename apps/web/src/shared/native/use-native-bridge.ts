import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { closeWebView, openChat, openPush, writeCommunityReview } from './bridge.ts';

/** The bridge actions bound to the router, for components. */
export function useNativeBridge() {
  const navigate = useNavigate();
  return useMemo(() => {
    const go = (to: string | number, options?: { replace?: boolean }) => {
      if (typeof to === 'number') void navigate(to);
      else void navigate(to, options);
    };
    return {
      openPush: () => openPush(go),
      openChat: () => openChat(go),
      close: () => closeWebView(go),
      writeReview: (partnerUuid?: string) => writeCommunityReview(go, { partnerUuid }),
    };
  }, [navigate]);
}
