import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The keys the fake accepts (the server's TOSS_CLIENT_KEY and TOSS_SECRET_KEY in tests and browser tests). */
export const FAKE_TOSS_CLIENT_KEY = 'test_ck_fake';
export const FAKE_TOSS_SECRET_KEY = 'test_sk_fake';

export type FakeTossCall = {
  path: string;
  auth: string | undefined;
  idempotencyKey: string | undefined;
  body: Record<string, unknown>;
};
/**
 * A local fake of Toss Payments' core API in its documented shapes: POST /v1/payments/confirm {paymentKey, orderId,
 * amount} and POST /v1/payments/{paymentKey}/cancel {cancelReason}, Basic auth with the secret key, answering the
 * Payment object or {code, message} with a 4xx. A paymentKey starting 'reject' is refused as a card over its limit.
 * Serves the API tests and the browser tests' server (e2e/serve.ts).
 */
export function startFakeToss(): Promise<{ server: Server; url: string; calls: FakeTossCall[] }> {
  const calls: FakeTossCall[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as Record<string, unknown>;
      calls.push({
        path: req.url ?? '',
        auth: req.headers.authorization,
        idempotencyKey: req.headers['idempotency-key'] as string,
        body,
      });
      const send = (status: number, payload: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
      if (req.headers.authorization !== `Basic ${Buffer.from(`${FAKE_TOSS_SECRET_KEY}:`).toString('base64')}`)
        return send(401, { code: 'UNAUTHORIZED_KEY', message: '인증되지 않은 시크릿 키 혹은 클라이언트 키 입니다.' });
      if (req.url === '/v1/payments/confirm') {
        if (String(body.paymentKey).startsWith('reject'))
          return send(400, { code: 'REJECT_CARD_PAYMENT', message: '한도초과 혹은 잔액부족으로 결제에 실패했습니다.' });
        return send(200, {
          paymentKey: body.paymentKey,
          orderId: body.orderId,
          status: 'DONE',
          totalAmount: body.amount,
          approvedAt: new Date().toISOString(),
          method: '카드',
        });
      }
      const cancel = /^\/v1\/payments\/([^/]+)\/cancel$/.exec(req.url ?? '');
      if (cancel)
        return send(200, {
          paymentKey: decodeURIComponent(cancel[1]!),
          orderId: 'x',
          status: 'CANCELED',
          totalAmount: 0,
        });
      send(404, { code: 'NOT_FOUND', message: 'not found' });
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls }),
    ),
  );
}
