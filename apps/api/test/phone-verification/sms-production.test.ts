import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMS_MESSAGES, smsText } from '@wedding/domain/sms-verification';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { sendCode, uniquePhone } from './sms-helpers.ts';

const PRODUCTION = { NODE_ENV: 'production', JWT_SECRET: 'a-production-secret-of-at-least-32-chars!' };

describe('SMS in production without SMS_WEBHOOK_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: PRODUCTION });
  });
  afterAll(() => t.close());

  it('answers 503 with the Korean send failure instead of pretending to deliver', async () => {
    const res = await sendCode(t, uniquePhone());
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 503, code: 'SMS_SEND_FAILED', message: SMS_MESSAGES.SEND_FAILED });
  });

  it('lets the user retry at once after a failed send (the cooldown is given back)', async () => {
    const tel = uniquePhone();
    expect((await sendCode(t, tel)).statusCode).toBe(503);
    expect((await sendCode(t, tel)).statusCode).toBe(503);
  });

  it('has no /dev/sms-outbox', async () => {
    const res = await t.app.inject('/dev/sms-outbox');
    expect(res.statusCode).toBe(404);
    expect(t.app.services.smsOutbox).toBeNull();
  });
});

describe('SMS in production with SMS_WEBHOOK_URL', () => {
  let t: TestApp;
  let server: Server;
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
          res.writeHead(500).end();
          return;
        }
        received.push(JSON.parse(body));
        res.writeHead(202).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    t = await buildTestApp({ env: { ...PRODUCTION, SMS_WEBHOOK_URL: `http://127.0.0.1:${port}/sms` } });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('posts {to, text} with the six-digit code to the webhook', async () => {
    const tel = uniquePhone();
    const res = await sendCode(t, tel);
    expect(res.statusCode).toBe(200);
    const sms = received.find((m) => m.to === tel);
    const code = sms?.text.match(/\d{6}/)?.[0] ?? '';
    expect(sms).toEqual({ to: tel, text: smsText(code) });
  });

  it('answers 503 when the gateway fails', async () => {
    failNext = true;
    const res = await sendCode(t, uniquePhone());
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('SMS_SEND_FAILED');
  });
});
