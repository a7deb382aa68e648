import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { ProviderUnavailableError } from '../../src/modules/notifications/providers/delivery.ts';
import { createNotificationSender } from '../../src/modules/notifications/providers/notification-sender.ts';
import { createOutboxSmsSender } from '../../src/modules/phone-verification/outbox-sms-sender.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

const PRODUCTION = { NODE_ENV: 'production', JWT_SECRET: 'a-production-secret-of-at-least-32-chars!' };
const LINK = 'https://wedding.example/bookings/42';
const REFUND_TEXT = [
  '[웨딩] 예약금 환불이 완료되었어요',
  '',
  '더채플 청담',
  '환불 금액: 300,000원',
  '카드사에 따라 3~5영업일이 걸릴 수 있어요.',
].join('\n');
const refund = (to: string) => ({
  to,
  templateCode: 'WD_REFUND_DONE_V1',
  variables: { 웨딩홀: '더채플 청담', 환불금액: '300,000원' },
  link: LINK,
});
const quiet = { info: () => {}, warn: () => {} };

describe('알림톡 off in production: SMS only through SMS_WEBHOOK_URL', () => {
  let server: Server;
  let url: string;
  const received: { to: string; text: string }[] = [];
  let failNext = false;

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        if (failNext) {
          failNext = false;
          res.writeHead(502).end();
          return;
        }
        received.push(JSON.parse(body));
        res.writeHead(202).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it('posts the rendered text with the link line to the webhook, as one SMS, and keeps no dev list', async () => {
    const { sender, sent } = createNotificationSender(loadConfig({ ...PRODUCTION, SMS_WEBHOOK_URL: url }), quiet);
    expect(sender.mode).toBe('SMS_ONLY');
    expect(sent).toBeNull();
    const before = received.length;
    const outcome = await sender.send(refund('010-2222-0001'));
    expect(received.slice(before)).toEqual([{ to: '01022220001', text: `${REFUND_TEXT}\n${LINK}` }]);
    expect(outcome).toEqual({ status: 'ACCEPTED', channel: 'SMS', providerMessageId: null, fellBack: false });
  });

  it('throws a retryable error when the gateway does not take it', async () => {
    const { sender } = createNotificationSender(loadConfig({ ...PRODUCTION, SMS_WEBHOOK_URL: url }), quiet);
    failNext = true;
    const failure = await sender.send(refund('01022220002')).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ProviderUnavailableError);
    expect(failure).toMatchObject({ code: 'SMS_GATEWAY', retryable: true });
  });

  it('without any channel configured fails each message honestly instead of pretending', async () => {
    const { sender } = createNotificationSender(loadConfig(PRODUCTION), quiet);
    expect(await sender.send(refund('01022220003'))).toEqual({
      status: 'FAILED',
      code: 'NOT_CONFIGURED',
      message: '알림톡과 문자 발송이 설정되지 않았어요.',
    });
  });
});

describe('알림톡 off in development and tests: the dev outboxes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('lists the SMS at /dev/sms-outbox (its shape unchanged) and at /dev/alimtalk-outbox with template', async () => {
    const outcome = await t.app.services.notificationSender.send(refund('01022220004'));
    expect(outcome).toMatchObject({ status: 'ACCEPTED', channel: 'SMS', fellBack: false });

    const sms = await t.app.inject('/dev/sms-outbox?tel=01022220004');
    expect(sms.json().item).toEqual([
      { to: '01022220004', text: `${REFUND_TEXT}\n${LINK}`, code: null, sentAt: expect.any(Number) },
    ]);
    const notifications = await t.app.inject('/dev/alimtalk-outbox?tel=010-2222-0004');
    expect(notifications.statusCode).toBe(200);
    expect(notifications.json().item).toEqual([
      {
        status: 'ACCEPTED',
        channel: 'SMS',
        templateCode: 'WD_REFUND_DONE_V1',
        to: '01022220004',
        text: `${REFUND_TEXT}\n${LINK}`,
        fellBack: false,
        code: null,
        providerMessageId: null,
        sentAt: expect.any(Number),
      },
    ]);
  });
});

describe('no /dev/alimtalk-outbox in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: PRODUCTION });
  });
  afterAll(() => t.close());

  it('answers 404 and keeps no list', async () => {
    expect((await t.app.inject('/dev/alimtalk-outbox')).statusCode).toBe(404);
    expect(t.app.services.sentNotifications).toBeNull();
  });
});

describe('the development SMS outbox log', () => {
  it('masks the phone number (issue 28 §6)', async () => {
    const lines: string[] = [];
    const outbox = createOutboxSmsSender({ log: { info: (obj: unknown) => lines.push(JSON.stringify(obj)) } });
    await outbox.send('01012345678', '[웨딩] 인증번호 123456');
    expect(lines.join('\n')).toContain('010-****-5678');
    expect(lines.join('\n')).not.toContain('01012345678');
    // The list itself keeps the number: development reads it to type a code.
    expect(outbox.list('01012345678')).toHaveLength(1);
  });
});
