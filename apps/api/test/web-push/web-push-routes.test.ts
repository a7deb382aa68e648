import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { signedInCustomer } from '../helpers/customers.ts';
import { type FakePushService, startFakePushService } from '../helpers/fake-push-service.ts';

// Issue 28 §5: promotional alerts ('tell me when a date opens', a price drop on a liked slot) go in-app and by
// web push; consent and unsubscribe live in mypage, and nothing is pushed 21:00–08:00.

type Headers = Record<string, string>;

describe('web push routes', () => {
  let t: TestApp;
  let push: FakePushService;
  beforeAll(async () => {
    t = await buildTestApp();
    push = await startFakePushService({ vapidPublicKey: t.config.webPush?.publicKey });
  });
  afterAll(async () => {
    await t.close();
    await push.close();
  });

  const subscribeBody = (subscription = push.subscribe()) => ({
    endpoint: subscription.endpoint,
    expirationTime: null,
    keys: { p256dh: subscription.p256dh, auth: subscription.auth },
  });
  const post = (headers: Headers, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers,
      payload: payload as Record<string, unknown>,
    });
  const remove = (headers: Headers, endpoint: string) =>
    t.app.inject({ method: 'DELETE', url: '/api/push/subscriptions', headers, payload: { endpoint } });
  const preferences = async (headers: Headers) =>
    (await t.app.inject({ url: '/api/me/notification-preferences', headers })).json();
  const put = (headers: Headers, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/me/notification-preferences', headers, payload });

  it('tells the browser the VAPID public key (a development pair outside production)', async () => {
    const res = await t.app.inject({ url: '/api/push/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ enabled: true, publicKey: t.config.webPush?.publicKey });
    expect(res.json().publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 401 to a guest everywhere but the config', async () => {
    expect((await post({}, subscribeBody())).statusCode).toBe(401);
    expect((await remove({}, 'https://push.example.com/x')).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/me/notification-preferences' })).statusCode).toBe(401);
    expect((await put({}, { promotionsInApp: false })).statusCode).toBe(401);
  });

  it('starts with in-app promotions on and push off (issue 28 §5: permission only after a tap)', async () => {
    const couple = await signedInCustomer(t);
    expect(await preferences(couple.headers)).toEqual({
      promotionsInApp: true,
      promotionsPush: false,
      pushConsentedAt: null,
      pushDevices: 0,
    });
  });

  it('refuses to turn push on before a device is subscribed', async () => {
    const couple = await signedInCustomer(t);
    const res = await put(couple.headers, { promotionsPush: true });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('PUSH_SUBSCRIPTION_REQUIRED');
    expect((await preferences(couple.headers)).promotionsPush).toBe(false);
  });

  it('refuses malformed subscriptions with 400 and a Korean message', async () => {
    const couple = await signedInCustomer(t);
    const good = subscribeBody();
    const cases: [string, unknown, string][] = [
      ['no keys', { endpoint: good.endpoint }, 'VALIDATION_ERROR'],
      ['short p256dh', { ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(0, 80) } }, 'VALIDATION_ERROR'],
      ['auth not base64url', { ...good, keys: { ...good.keys, auth: 'not+base64/url=======' } }, 'VALIDATION_ERROR'],
      ['not a URL', { ...good, endpoint: 'push-service' }, 'VALIDATION_ERROR'],
      ['ftp', { ...good, endpoint: 'ftp://push.example.com/x' }, 'VALIDATION_ERROR'],
      ['too long', { ...good, endpoint: `https://push.example.com/${'a'.repeat(1100)}` }, 'VALIDATION_ERROR'],
      ['plain http beyond loopback', { ...good, endpoint: 'http://push.example.com/x' }, 'PUSH_ENDPOINT_NOT_ALLOWED'],
      ['a private address', { ...good, endpoint: 'https://10.0.0.7/push/x' }, 'PUSH_ENDPOINT_NOT_ALLOWED'],
      ['cloud metadata', { ...good, endpoint: 'https://169.254.169.254/latest' }, 'PUSH_ENDPOINT_NOT_ALLOWED'],
    ];
    for (const [name, body, code] of cases) {
      const res = await post(couple.headers, body);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().code, name).toBe(code);
      expect(res.json().message, name).toMatch(/[가-힣]/);
    }
    expect((await preferences(couple.headers)).pushDevices).toBe(0);
  });

  it('keeps a subscription once per endpoint (subscribing again is idempotent) and turns push on', async () => {
    const couple = await signedInCustomer(t);
    const body = subscribeBody();
    const first = await post(couple.headers, body);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ promotionsInApp: true, promotionsPush: true, pushDevices: 1 });
    expect(first.json().pushConsentedAt).toEqual(expect.any(String));

    const again = await post({ ...couple.headers, 'user-agent': `Mozilla/5.0 ${'x'.repeat(500)}` }, body);
    expect(again.statusCode).toBe(201);
    expect(again.json().pushDevices).toBe(1);
    const rows = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, body.endpoint));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.customerId).toBe(couple.id);
    expect(rows[0]?.userAgent?.length).toBe(200);
  });

  it('keeps at most 10 devices per couple, forgetting the one unused longest', async () => {
    const couple = await signedInCustomer(t);
    const bodies = Array.from({ length: 12 }, () => subscribeBody());
    for (const body of bodies) expect((await post(couple.headers, body)).statusCode).toBe(201);
    const rows = await t.database.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.customerId, couple.id));
    expect(rows.map((r) => r.endpoint).sort()).toEqual(
      bodies
        .slice(2)
        .map((b) => b.endpoint)
        .sort(),
    );
    // Posting a kept old device again keeps it, whatever its age.
    expect((await post(couple.headers, bodies[2])).json().pushDevices).toBe(10);
  });

  it('forgets a subscription (204, idempotent) and turns push off with the last device', async () => {
    const couple = await signedInCustomer(t);
    const phone = subscribeBody();
    const laptop = subscribeBody();
    await post(couple.headers, phone);
    await post(couple.headers, laptop);
    expect((await preferences(couple.headers)).pushDevices).toBe(2);

    expect((await remove(couple.headers, phone.endpoint)).statusCode).toBe(204);
    expect(await preferences(couple.headers)).toMatchObject({ promotionsPush: true, pushDevices: 1 });
    expect((await remove(couple.headers, laptop.endpoint)).statusCode).toBe(204);
    expect(await preferences(couple.headers)).toMatchObject({ promotionsPush: false, pushDevices: 0 });
    expect((await remove(couple.headers, laptop.endpoint)).statusCode).toBe(204);
  });

  it('never lets one couple delete another’s subscription, and a browser signed in by another account moves', async () => {
    const first = await signedInCustomer(t);
    const second = await signedInCustomer(t);
    const body = subscribeBody();
    await post(first.headers, body);

    expect((await remove(second.headers, body.endpoint)).statusCode).toBe(204);
    expect((await preferences(first.headers)).pushDevices).toBe(1);

    await post(second.headers, body);
    expect(await preferences(second.headers)).toMatchObject({ promotionsPush: true, pushDevices: 1 });
    expect(await preferences(first.headers)).toMatchObject({ promotionsPush: false, pushDevices: 0 });
  });

  it('switches promotional in-app alerts off and on, and push off without forgetting the device', async () => {
    const couple = await signedInCustomer(t);
    const off = await put(couple.headers, { promotionsInApp: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().promotionsInApp).toBe(false);
    expect((await preferences(couple.headers)).promotionsInApp).toBe(false);

    await post(couple.headers, subscribeBody());
    const pushOff = await put(couple.headers, { promotionsPush: false });
    expect(pushOff.json()).toMatchObject({ promotionsPush: false, pushDevices: 1, promotionsInApp: false });
    expect(await t.app.services.webPush.mayPushPromotion(couple.id)).toBe(false);
    expect(await t.app.services.webPush.pushTargets(couple.id)).toEqual([]);
    expect((await put(couple.headers, { promotionsPush: true })).json().promotionsPush).toBe(true);

    expect((await put(couple.headers, { promotionsInApp: 'yes' })).statusCode).toBe(400);
  });

  it('gives a fan-out each couple’s reach, and pushes only from 08:00 Seoul when asked in the quiet hours', async () => {
    const subscribed = await signedInCustomer(t);
    const quiet = await signedInCustomer(t);
    const body = subscribeBody();
    await post(subscribed.headers, body);
    await put(quiet.headers, { promotionsInApp: false });

    // 22:30 in Seoul (13:30 UTC): never 21:00–08:00, so the push waits for 08:00 the next morning.
    const reach = await t.app.services.webPush.reach([subscribed.id, quiet.id], new Date('2026-06-01T13:30:00Z'));
    expect(reach.pushAt.toISOString()).toBe('2026-06-01T23:00:00.000Z');
    expect(reach.couples).toEqual([
      { customerId: subscribed.id, promotionsInApp: true, pushTargets: [{ endpoint: body.endpoint, ...body.keys }] },
      { customerId: quiet.id, promotionsInApp: false, pushTargets: [] },
    ]);
    // 14:00 in Seoul: at once.
    const day = await t.app.services.webPush.reach([subscribed.id], new Date('2026-06-01T05:00:00Z'));
    expect(day.pushAt.toISOString()).toBe('2026-06-01T05:00:00.000Z');
  });

  it('sends to a kept subscription through the sender, and forgets it when the push service says gone', async () => {
    const couple = await signedInCustomer(t);
    const device = push.subscribe('routes-device');
    await post(couple.headers, subscribeBody(device));
    const [target] = await t.app.services.webPush.pushTargets(couple.id);
    const sender = t.app.services.webPushSender;
    const message = { title: '가격이 내려갔어요', body: '찜한 일정', url: '/my-interest/like/slot', tag: 'price-1' };

    const outcome = await sender.send(target!, message);
    expect(outcome).toBe('SENT');
    expect(push.messages.at(-1)?.problems).toEqual([]);
    expect(JSON.parse(push.messages.at(-1)?.payload ?? 'null')).toEqual(message);
    await t.app.services.webPush.recordOutcome(target!.endpoint, outcome);
    const [row] = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, device.endpoint));
    expect(row?.lastSuccessAt).toBeInstanceOf(Date);

    push.answer('/push/routes-device', 410);
    const gone = await sender.send(target!, message);
    expect(gone).toBe('GONE');
    await t.app.services.webPush.recordOutcome(target!.endpoint, gone);
    expect(await preferences(couple.headers)).toMatchObject({ promotionsPush: false, pushDevices: 0 });
  });
});

describe('web push on a server without VAPID keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { WEB_PUSH_DEV_KEYS: '0' } });
  });
  afterAll(() => t.close());

  it('says it is off, refuses subscriptions with a Korean reason, and keeps in-app preferences working', async () => {
    expect((await t.app.inject({ url: '/api/push/config' })).json()).toEqual({ enabled: false, publicKey: null });
    const couple = await signedInCustomer(t);
    const push = await startFakePushService();
    try {
      const s = push.subscribe();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/push/subscriptions',
        headers: couple.headers,
        payload: { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'WEB_PUSH_DISABLED',
        message: '이 서버에서는 웹 푸시 알림을 보낼 수 없어요.',
      });
    } finally {
      await push.close();
    }
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/me/notification-preferences',
      headers: couple.headers,
      payload: { promotionsInApp: false },
    });
    expect(put.json()).toMatchObject({ promotionsInApp: false, promotionsPush: false });
    expect(t.app.services.webPushSender.enabled).toBe(false);
  });
});
