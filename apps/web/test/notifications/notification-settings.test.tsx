import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NotificationPreferences } from '@wedding/contract/web-push';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, mockFetch } from '../helpers/mock-fetch.ts';
import { renderRoute } from '../helpers/render-route.tsx';
import { currentUser } from '../session/current-user.ts';

// Issue 28 §5: promotional alerts by web push, 'permission asked only after a tap', never 21:00–08:00, with
// consent and unsubscribe in mypage. The browser's Push API is stubbed; the server's answers are mocked.

const PUBLIC_KEY = `B${'A'.repeat(86)}`;
const SUBSCRIPTION = {
  endpoint: 'https://push.example.com/send/abc',
  expirationTime: null,
  keys: { p256dh: `B${'p'.repeat(86)}`, auth: 'a'.repeat(22) },
};

const preferences = (overrides: Partial<NotificationPreferences> = {}): NotificationPreferences => ({
  promotionsInApp: true,
  promotionsPush: false,
  pushConsentedAt: null,
  pushDevices: 0,
  ...overrides,
});

type BrowserOptions = { permission?: NotificationPermission; answer?: NotificationPermission; subscribed?: boolean };

/** A browser with the Push API: Notification, PushManager and a service worker container, all recorded. */
function stubBrowser({ permission = 'default', answer = 'granted', subscribed = false }: BrowserOptions = {}) {
  let current: {
    endpoint: string;
    options: { applicationServerKey: ArrayBuffer };
    toJSON(): unknown;
    unsubscribe: () => Promise<boolean>;
  } | null = null;
  const unsubscribe = vi.fn(async () => {
    current = null;
    return true;
  });
  const makeSubscription = (key: Uint8Array) => ({
    endpoint: SUBSCRIPTION.endpoint,
    options: { applicationServerKey: key.buffer as ArrayBuffer },
    toJSON: () => SUBSCRIPTION,
    unsubscribe,
  });
  const subscribe = vi.fn(async (options: { applicationServerKey: Uint8Array }) => {
    current = makeSubscription(options.applicationServerKey);
    return current;
  });
  if (subscribed)
    current = makeSubscription(
      Uint8Array.from(atob(PUBLIC_KEY.replace(/-/g, '+').replace(/_/g, '/').padEnd(88, '=')), (c) => c.charCodeAt(0)),
    );
  const pushManager = { getSubscription: vi.fn(async () => current), subscribe };
  const registration = { pushManager };
  const requestPermission = vi.fn(async () => {
    NotificationStub.permission = answer;
    return answer;
  });
  const NotificationStub = { permission, requestPermission };
  const register = vi.fn(async () => registration);
  vi.stubGlobal('Notification', NotificationStub);
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      register,
      getRegistration: vi.fn(async () => (current || register.mock.calls.length ? registration : undefined)),
      ready: Promise.resolve(registration),
    },
  });
  return { requestPermission, register, subscribe, unsubscribe };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

function server({
  enabled = true,
  prefs = preferences(),
}: {
  enabled?: boolean;
  prefs?: NotificationPreferences;
} = {}) {
  let stored = prefs;
  const posted: unknown[] = [];
  const deleted: unknown[] = [];
  const put: unknown[] = [];
  mockFetch({
    '/api/user': () => json({ item: currentUser() }),
    '/api/push/config': () => json({ enabled, publicKey: enabled ? PUBLIC_KEY : null }),
    '/api/me/notification-preferences': (_url, init) => {
      if (init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as Partial<NotificationPreferences>;
        put.push(body);
        stored = { ...stored, ...body };
      }
      return json(stored);
    },
    '/api/push/subscriptions': (_url, init) => {
      if (init?.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        stored = {
          ...stored,
          promotionsPush: true,
          pushDevices: stored.pushDevices + 1,
          pushConsentedAt: '2026-06-01T01:00:00.000Z',
        };
        return json(stored, 201);
      }
      if (init?.method === 'DELETE') {
        deleted.push(JSON.parse(String(init.body)));
        stored = { ...stored, pushDevices: Math.max(0, stored.pushDevices - 1) };
        stored = { ...stored, promotionsPush: stored.pushDevices > 0 && stored.promotionsPush };
        return new Response(null, { status: 204 });
      }
      return apiError(405, 'METHOD_NOT_ALLOWED', '-');
    },
  });
  return { posted, deleted, put };
}

const pushSwitch = () => screen.findByRole('switch', { name: '웹 푸시로 받기' });

describe('/mypage/notifications', () => {
  it('never asks the permission on arrival; the tap asks, subscribes with the server key and shows 켜짐', async () => {
    const browser = stubBrowser();
    const api = server();
    renderRoute('/mypage/notifications');

    const toggle = await pushSwitch();
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(browser.register).not.toHaveBeenCalled();
    expect(screen.getByText(/밤 9시부터 다음 날 아침 8시까지는 보내지 않아요/)).toBeInTheDocument();

    await userEvent.click(toggle);

    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(browser.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    const key = browser.subscribe.mock.calls[0]?.[0].applicationServerKey;
    expect(key?.length).toBe(65);
    expect(api.posted).toEqual([SUBSCRIPTION]);
    expect(screen.getByText('이 기기 · 켜짐')).toBeInTheDocument();
  });

  it('explains how to re-enable a denied permission, in Korean, and subscribes nothing', async () => {
    const browser = stubBrowser({ answer: 'denied' });
    const api = server();
    renderRoute('/mypage/notifications');
    const toggle = await pushSwitch();
    await waitFor(() => expect(toggle).toBeEnabled());

    await userEvent.click(toggle);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      /알림이 차단되어 있어요.*사이트 설정 → 알림을 ‘허용’으로/,
    );
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(api.posted).toEqual([]);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
  });

  it('says the server cannot push instead of offering the switch', async () => {
    const browser = stubBrowser();
    server({ enabled: false });
    renderRoute('/mypage/notifications');

    expect(await screen.findByText('이 서버에서는 웹 푸시 알림을 보낼 수 없어요.')).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: '웹 푸시로 받기' })).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: '앱 안에서 받기' })).toHaveAttribute('aria-checked', 'true');
    expect(browser.requestPermission).not.toHaveBeenCalled();
  });

  it('turns push off on this device: the server forgets the subscription and the browser drops it', async () => {
    const browser = stubBrowser({ permission: 'granted', subscribed: true });
    const api = server({ prefs: preferences({ promotionsPush: true, pushDevices: 1 }) });
    renderRoute('/mypage/notifications');
    const toggle = await pushSwitch();
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));

    await userEvent.click(toggle);

    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    expect(api.deleted).toEqual([{ endpoint: SUBSCRIPTION.endpoint }]);
    expect(browser.unsubscribe).toHaveBeenCalled();
    expect(browser.requestPermission).not.toHaveBeenCalled();
  });

  it('switches promotional in-app alerts off', async () => {
    stubBrowser();
    const api = server();
    renderRoute('/mypage/notifications');
    const inApp = await screen.findByRole('switch', { name: '앱 안에서 받기' });

    await userEvent.click(inApp);

    await waitFor(() => expect(inApp).toHaveAttribute('aria-checked', 'false'));
    expect(api.put).toEqual([{ promotionsInApp: false }]);
  });

  it('offers to stop web push on every device when others still receive it', async () => {
    stubBrowser({ permission: 'granted' });
    const api = server({ prefs: preferences({ promotionsPush: true, pushDevices: 2 }) });
    renderRoute('/mypage/notifications');

    expect(await screen.findByText('다른 기기 2대에서도 웹 푸시를 받고 있어요.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '모든 기기에서 웹 푸시 끄기' }));

    await waitFor(() => expect(api.put).toEqual([{ promotionsPush: false }]));
    expect(await screen.findByText('모든 기기에서 웹 푸시를 껐어요.')).toHaveAttribute('role', 'status');
  });
});
