import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVELOPMENT_WEB_PUSH_SUBJECT, type WebPushConfig } from '../../src/config.ts';
import {
  createWebPushSender,
  PUSH_TTL_SECONDS,
  topicFor,
  WebPushSendError,
} from '../../src/modules/web-push/sender.ts';
import { generateVapidKeys } from '../../src/modules/web-push/vapid-keys.ts';
import { type FakePushService, startFakePushService } from '../helpers/fake-push-service.ts';

// Issue 28 §5: promotional alerts go by web push, the standard Push API with VAPID through `web-push`. The
// sender is tested against a local push service that verifies what a real one does and decrypts the message.

const config: WebPushConfig = { ...generateVapidKeys(), subject: DEVELOPMENT_WEB_PUSH_SUBJECT, generated: true };
const payload = {
  title: '빈 날짜가 열렸어요',
  body: '더채플 강남 · 6월 14일(토) 11:00',
  url: '/weddinghall/abc/slot',
  tag: 'watch-12-34',
};

let push: FakePushService;
beforeAll(async () => {
  push = await startFakePushService({ vapidPublicKey: config.publicKey });
});
afterAll(() => push.close());

describe('createWebPushSender', () => {
  it('delivers an aes128gcm message with a VAPID token the push service verifies, and the payload arrives', async () => {
    const sender = createWebPushSender(config);
    const subscription = push.subscribe('sent');

    await expect(sender.send(subscription, payload)).resolves.toBe('SENT');

    const message = push.messages.at(-1)!;
    expect(message.path).toBe('/push/sent');
    expect(message.problems).toEqual([]);
    expect(message.claims?.aud).toBe(push.url);
    expect(message.claims?.sub).toBe(DEVELOPMENT_WEB_PUSH_SUBJECT);
    expect(message.headers['content-encoding']).toBe('aes128gcm');
    expect(message.headers.ttl).toBe(String(PUSH_TTL_SECONDS));
    expect(message.headers.urgency).toBe('normal');
    expect(message.headers.topic).toBe('watch-12-34');
    // Decrypted with the subscription's own private key (RFC 8291): exactly what the service worker gets.
    expect(JSON.parse(message.payload ?? 'null')).toEqual(payload);
  });

  it('answers GONE when the push service says the subscription is gone (410 and 404)', async () => {
    const sender = createWebPushSender(config);
    const gone = push.subscribe('gone');
    push.answer('/push/gone', 410);
    await expect(sender.send(gone, payload)).resolves.toBe('GONE');
    const missing = push.subscribe('missing');
    push.answer('/push/missing', 404);
    await expect(sender.send(missing, payload)).resolves.toBe('GONE');
  });

  it('throws a retryable error on a 5xx or 429, and a final one on another 4xx', async () => {
    const sender = createWebPushSender(config);
    const down = push.subscribe('down');
    push.answer('/push/down', 500);
    const error = await sender.send(down, payload).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WebPushSendError);
    expect(error).toMatchObject({ statusCode: 500, retryable: true });

    const busy = push.subscribe('busy');
    push.answer('/push/busy', 429);
    await expect(sender.send(busy, payload)).rejects.toMatchObject({ statusCode: 429, retryable: true });

    const tooBig = push.subscribe('too-big');
    push.answer('/push/too-big', 413);
    await expect(sender.send(tooBig, payload)).rejects.toMatchObject({ statusCode: 413, retryable: false });
  });

  it('is refused by the push service when signed with another VAPID key (the fake checks the token)', async () => {
    const other = createWebPushSender({ ...generateVapidKeys(), subject: 'mailto:x@example.com', generated: false });
    await expect(other.send(push.subscribe(), payload)).rejects.toMatchObject({ statusCode: 403, retryable: false });
    expect(push.messages.at(-1)?.problems).toContain('VAPID key is not the server’s');
  });

  it('throws a retryable error when the push service cannot be reached', async () => {
    const sender = createWebPushSender(config, { timeoutMs: 2_000 });
    const unreachable = { ...push.subscribe(), endpoint: 'http://127.0.0.1:9/push/nobody' };
    await expect(sender.send(unreachable, payload)).rejects.toMatchObject({ statusCode: null, retryable: true });
  });

  it('is off without VAPID keys', async () => {
    const sender = createWebPushSender(undefined);
    expect(sender.enabled).toBe(false);
    await expect(sender.send(push.subscribe(), payload)).rejects.toBeInstanceOf(WebPushSendError);
  });

  it('keeps a topic within RFC 8030’s 32 base64url characters', () => {
    expect(topicFor('watch:12:34')).toBe('watch-12-34');
    const long = topicFor(`price-drop:${'x'.repeat(80)}`);
    expect(long).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(topicFor(`price-drop:${'y'.repeat(80)}`)).not.toBe(long);
  });
});
