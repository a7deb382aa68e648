// The service worker of web push (issue 28 §5, decision 0049). It only shows what the server pushes and opens
// the page a notification points to: no fetch handler, so it never stands between the app and the network.
// Plain JavaScript served as is from /sw.js (Vite copies public/ into dist/), so its scope is the whole site.

const DEFAULT_URL = '/mypage/notifications';

self.addEventListener('install', () => {
  // A new version takes over at once; there is no cache whose contents it would have to agree with.
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/** The server sends {title, body, url, tag} as JSON (apps/api/src/modules/web-push/sender.ts). */
function readMessage(data) {
  try {
    const message = data ? data.json() : {};
    return message && typeof message === 'object' ? message : {};
  } catch {
    return {};
  }
}

/** Only a path on this site opens: a pushed link elsewhere would be a way to send people off-site. */
function sameOriginUrl(value) {
  try {
    const url = new URL(typeof value === 'string' ? value : DEFAULT_URL, self.location.origin);
    return url.origin === self.location.origin ? url.href : new URL(DEFAULT_URL, self.location.origin).href;
  } catch {
    return new URL(DEFAULT_URL, self.location.origin).href;
  }
}

self.addEventListener('push', (event) => {
  const message = readMessage(event.data);
  const title = typeof message.title === 'string' && message.title ? message.title : '새 알림';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      icon: '/favicon.svg',
      badge: '/favicon.svg',
      // The same tag replaces the earlier notification instead of stacking a second one.
      tag: typeof message.tag === 'string' ? message.tag : undefined,
      data: { url: sameOriginUrl(message.url) },
    }),
  );
});

/** Focuses a tab already on the page, else brings any tab of the site there, else opens one. */
async function openPage(url) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const same = windows.find((client) => client.url === url);
  if (same) return same.focus();
  const ours = windows.find((client) => new URL(client.url).origin === self.location.origin && 'navigate' in client);
  if (ours) {
    const moved = await ours.navigate(url).catch(() => null);
    if (moved) return moved.focus();
  }
  return self.clients.openWindow(url);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = sameOriginUrl(event.notification.data?.url);
  event.waitUntil(openPage(url));
});

// The browser replaced the subscription (keys rotated or expired): keep the server's copy current. Best effort,
// with the session cookie; the settings page re-registers on its next visit if this fails.
self.addEventListener('pushsubscriptionchange', (event) => {
  const options = event.oldSubscription?.options;
  if (!options) return;
  event.waitUntil(
    self.registration.pushManager
      .subscribe(options)
      .then((subscription) =>
        fetch('/api/push/subscriptions', {
          method: 'POST',
          credentials: 'include',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify(subscription),
        }),
      )
      .catch(() => undefined),
  );
});
