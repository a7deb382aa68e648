import type { PushSubscriptionBody } from '@wedding/contract/web-push';

// The browser half of web push: the service worker, the permission and the PushManager subscription. Nothing
// here runs on page load except reads that never prompt (`Notification.permission`, `getSubscription`); the
// permission is asked only by `subscribeThisBrowser`, which the settings screen calls from a tap.

export const SERVICE_WORKER_URL = '/sw.js';

export type PushPermission = 'granted' | 'denied' | 'default';

/** Whether this browser can receive web push at all (iPhone Safari only once the site is on the home screen). */
export function isPushSupported(): boolean {
  return (
    typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  );
}

/** The permission as it stands, without asking. */
export function currentPermission(): PushPermission {
  return isPushSupported() ? Notification.permission : 'default';
}

/** This browser's subscription, if a service worker of ours holds one; never registers or prompts. */
export async function existingSubscription(): Promise<PushSubscription | null> {
  if (!isPushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export type SubscribeOutcome =
  | { kind: 'subscribed'; subscription: PushSubscriptionBody }
  | { kind: 'denied' }
  | { kind: 'dismissed' };

/**
 * Asks for the permission and subscribes with the server's VAPID key. Call it directly from a click handler:
 * `requestPermission` goes first, before any other await, because browsers only show the prompt while the
 * tap's user activation lasts (and Safari only in the handler itself).
 */
export async function subscribeThisBrowser(publicKey: string): Promise<SubscribeOutcome> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return { kind: 'denied' };
  if (permission !== 'granted') return { kind: 'dismissed' };
  const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  await navigator.serviceWorker.ready;
  const key = base64urlToBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  // A subscription made with another key (a development server makes a new pair at each start) cannot carry
  // this server's messages, and the browser refuses a second key while it exists.
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  return { kind: 'subscribed', subscription: toBody(subscription) };
}

/** Drops this browser's subscription; answers its endpoint so the server can forget it too. */
export async function unsubscribeThisBrowser(): Promise<string | null> {
  const subscription = await existingSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}

/** The JSON the server takes: what `JSON.stringify(subscription)` gives. */
export function toBody(subscription: PushSubscription): PushSubscriptionBody {
  const json = subscription.toJSON();
  return {
    endpoint: json.endpoint ?? subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

export function base64urlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameKey(current: ArrayBuffer | null, wanted: Uint8Array): boolean {
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === wanted.length && bytes.every((byte, i) => byte === wanted[i]);
}
