import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences } from '@wedding/contract/web-push';
import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '../../../shared/api/api-error.ts';
import {
  currentPermission,
  existingSubscription,
  isPushSupported,
  type PushPermission,
  subscribeThisBrowser,
  unsubscribeThisBrowser,
} from './browser-push.ts';
import {
  forgetSubscription,
  keepSubscription,
  notificationPreferencesQuery,
  pushConfigQuery,
  savePreferences,
} from './push-api.ts';
import { PUSH_MESSAGES } from './push-messages.ts';

export type PushNotice = { tone: 'info' | 'error'; text: string } | null;

/**
 * Web push on this device for the settings screen: what the server allows, whether this browser is
 * subscribed, and the taps that turn it on (asking the permission) and off. Reading the state never prompts.
 */
export function useWebPush() {
  const queryClient = useQueryClient();
  const config = useQuery(pushConfigQuery());
  const preferences = useQuery(notificationPreferencesQuery());
  const supported = isPushSupported();
  const [permission, setPermission] = useState<PushPermission>(() => currentPermission());
  /** null until the browser answered whether it holds a subscription. */
  const [subscribed, setSubscribed] = useState<boolean | null>(supported ? null : false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<PushNotice>(null);

  useEffect(() => {
    if (!supported) return;
    let live = true;
    existingSubscription()
      .then((subscription) => live && setSubscribed(subscription !== null))
      .catch(() => live && setSubscribed(false));
    return () => {
      live = false;
    };
  }, [supported]);

  const store = useCallback(
    (next: NotificationPreferences) => queryClient.setQueryData(notificationPreferencesQuery().queryKey, next),
    [queryClient],
  );

  /** From the tap itself: the permission prompt must start while the tap's user activation lasts. */
  const enable = useCallback(() => {
    const publicKey = config.data?.publicKey;
    if (!publicKey || busy) return;
    setBusy(true);
    setNotice(null);
    const asked = subscribeThisBrowser(publicKey);
    void (async () => {
      try {
        const outcome = await asked;
        setPermission(currentPermission());
        if (outcome.kind === 'denied') return setNotice({ tone: 'error', text: PUSH_MESSAGES.DENIED });
        if (outcome.kind === 'dismissed') return setNotice({ tone: 'info', text: PUSH_MESSAGES.DISMISSED });
        store(await keepSubscription(outcome.subscription));
        setSubscribed(true);
        setNotice({ tone: 'info', text: PUSH_MESSAGES.ENABLED });
      } catch (error) {
        setNotice({ tone: 'error', text: isApiError(error) ? error.message : PUSH_MESSAGES.ENABLE_FAILED });
      } finally {
        setBusy(false);
      }
    })();
  }, [busy, config.data?.publicKey, store]);

  /** This device only: the server forgets its subscription, then the browser drops it. */
  const disable = useCallback(async () => {
    if (busy) return;
    setBusy(true);
    setNotice(null);
    try {
      const subscription = await existingSubscription();
      if (subscription) await forgetSubscription(subscription.endpoint);
      await unsubscribeThisBrowser();
      setSubscribed(false);
      await queryClient.invalidateQueries({ queryKey: notificationPreferencesQuery().queryKey });
      setNotice({ tone: 'info', text: PUSH_MESSAGES.DISABLED });
    } catch {
      setNotice({ tone: 'error', text: PUSH_MESSAGES.DISABLE_FAILED });
    } finally {
      setBusy(false);
    }
  }, [busy, queryClient]);

  /** Every device: promotional push off for the account, and this browser's subscription dropped. */
  const disableEverywhere = useCallback(async () => {
    if (busy) return;
    setBusy(true);
    setNotice(null);
    try {
      const subscription = await existingSubscription();
      if (subscription) {
        await forgetSubscription(subscription.endpoint);
        await subscription.unsubscribe();
      }
      // The other devices stay subscribed, but the account's consent is off: nothing promotional is pushed.
      store(await savePreferences({ promotionsPush: false }));
      setSubscribed(false);
      setNotice({ tone: 'info', text: PUSH_MESSAGES.ALL_DISABLED });
    } catch {
      setNotice({ tone: 'error', text: PUSH_MESSAGES.DISABLE_FAILED });
    } finally {
      setBusy(false);
    }
  }, [busy, store]);

  const setInApp = useCallback(
    async (on: boolean) => {
      const key = notificationPreferencesQuery().queryKey;
      const previous = queryClient.getQueryData(key);
      if (previous) store({ ...previous, promotionsInApp: on });
      try {
        store(await savePreferences({ promotionsInApp: on }));
      } catch {
        if (previous) store(previous);
        setNotice({ tone: 'error', text: PUSH_MESSAGES.SAVE_FAILED });
      }
    },
    [queryClient, store],
  );

  return {
    config,
    preferences,
    supported,
    permission,
    /** On for this device: the browser holds a subscription and the account allows promotional push. */
    pushOn: subscribed === true && preferences.data?.promotionsPush === true,
    subscribed,
    busy,
    notice,
    enable,
    disable,
    disableEverywhere,
    setInApp,
  };
}
