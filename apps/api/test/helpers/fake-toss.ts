import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The keys the fake accepts (the server's TOSS_CLIENT_KEY and TOSS_SECRET_KEY in tests and browser tests). */
export const FAKE_TOSS_CLIENT_KEY = 'test_ck_fake';
export const FAKE_TOSS_SECRET_KEY = 'test_sk_fake';

export type FakeTossCall = {
  method: string;
  path: string;
  auth: string | undefined;
  idempotencyKey: string | undefined;
  body: Record<string, unknown>;
};

/** One payment as the fake's ledger holds it: what Toss itself would say about it. */
export type FakeTossPayment = {
  paymentKey: string;
  orderId: string;
  amount: number;
  status: string;
  /** What is left after cancels (Toss's balanceAmount). */
  balance?: number;
};

/** One cancel the fake carried out (not a refused or replayed call): the money that went back. */
export type FakeTossCancel = { paymentKey: string; amount: number; reason: string; idempotencyKey: string | undefined };

export type FakeToss = {
  server: Server;
  url: string;
  calls: FakeTossCall[];
  /** Every payment the fake has seen, by payment key: the provider's side of a reconciliation check. */
  payments: Map<string, FakeTossPayment>;
  /** Every cancel carried out, with its amount (issue 27: the refund's cancelAmount, exactly once per refund). */
  cancels: FakeTossCancel[];
  /** The next `count` cancel calls fail with `status` (a 5xx by default: Toss down) and change nothing. */
  failNextCancels(count: number, status?: number): void;
  close(): Promise<void>;
};

/**
 * A local fake of Toss Payments' core API in its documented shapes, with a ledger: POST /v1/payments/confirm
 * {paymentKey, orderId, amount}, GET /v1/payments/{paymentKey}, POST /v1/payments/{paymentKey}/cancel
 * {cancelReason, cancelAmount?} (partial: PARTIAL_CANCELED until nothing is left); Basic auth with the secret key; the Payment object or {code, message} with a 4xx. As Toss
 * documents, a repeated Idempotency-Key gets the first answer back (409 IDEMPOTENT_REQUEST_PROCESSING while the
 * first is still running), and a payment confirmed already answers ALREADY_PROCESSED_PAYMENT.
 *
 * The payment key chooses how the confirm behaves, so each test can stage Toss's hard cases:
 * - `reject…`: refused, a card over its limit (nothing taken: ABORTED);
 * - `slow…`: DONE only after `slowMs`, and answered then (past the server's timeout);
 * - `hang…`: DONE at once, but the answer never comes (the server dies waiting, or times out);
 * - `deposit…`: a virtual account, WAITING_FOR_DEPOSIT;
 * - `inprogress…`: answered IN_PROGRESS at once, DONE `slowMs` later;
 * - `processed…`: DONE at once, but answered ALREADY_PROCESSED_PAYMENT (as to a concurrent confirm);
 * - anything else: DONE at once.
 * Serves the API tests and the browser tests' server (e2e/serve.ts).
 */
export function startFakeToss(options: { slowMs?: number; hangMs?: number } = {}): Promise<FakeToss> {
  const slowMs = options.slowMs ?? 1_500;
  const hangMs = options.hangMs ?? 60_000;
  const calls: FakeTossCall[] = [];
  const payments = new Map<string, FakeTossPayment>();
  const cancels: FakeTossCancel[] = [];
  let failing = { count: 0, status: 500 };
  // Idempotency-Key → the answer given (null while the first request runs).
  const answered = new Map<string, { status: number; body: unknown } | null>();
  const timers = new Set<NodeJS.Timeout>();
  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  };

  const paymentObject = (p: FakeTossPayment) => ({
    paymentKey: p.paymentKey,
    orderId: p.orderId,
    status: p.status,
    totalAmount: p.amount,
    balanceAmount: p.status === 'CANCELED' ? 0 : (p.balance ?? p.amount),
    approvedAt: p.status === 'DONE' ? new Date().toISOString() : null,
    method: p.paymentKey.startsWith('deposit') ? '가상계좌' : '카드',
  });
  const notFound = { code: 'NOT_FOUND_PAYMENT', message: '존재하지 않는 결제 정보 입니다.' };

  /** The confirm's work and answer; `send` may be called late (slow) or never (hang). */
  const confirm = (body: Record<string, unknown>, send: (status: number, payload: unknown) => void) => {
    const paymentKey = String(body.paymentKey);
    const existing = payments.get(paymentKey);
    if (existing && existing.status !== 'IN_PROGRESS')
      return send(400, { code: 'ALREADY_PROCESSED_PAYMENT', message: '이미 처리된 결제 입니다.' });
    const payment: FakeTossPayment = {
      paymentKey,
      orderId: String(body.orderId),
      amount: Number(body.amount),
      status: 'IN_PROGRESS',
    };
    payments.set(paymentKey, payment);
    if (paymentKey.startsWith('reject')) {
      payment.status = 'ABORTED';
      return send(400, { code: 'REJECT_CARD_PAYMENT', message: '한도초과 혹은 잔액부족으로 결제에 실패했습니다.' });
    }
    if (paymentKey.startsWith('slow'))
      return later(slowMs, () => {
        payment.status = 'DONE';
        send(200, paymentObject(payment));
      });
    if (paymentKey.startsWith('inprogress')) {
      later(slowMs, () => {
        payment.status = 'DONE';
      });
      return send(200, paymentObject(payment));
    }
    payment.status = paymentKey.startsWith('deposit') ? 'WAITING_FOR_DEPOSIT' : 'DONE';
    if (paymentKey.startsWith('hang')) return later(hangMs, () => send(200, paymentObject(payment)));
    if (paymentKey.startsWith('processed'))
      return send(400, { code: 'ALREADY_PROCESSED_PAYMENT', message: '이미 처리된 결제 입니다.' });
    send(200, paymentObject(payment));
  };

  const cancel = (
    paymentKey: string,
    body: Record<string, unknown>,
    key: string | undefined,
    send: (status: number, payload: unknown) => void,
  ) => {
    const payment = payments.get(paymentKey);
    if (!payment) return send(404, notFound);
    if (payment.status === 'CANCELED')
      return send(400, { code: 'ALREADY_CANCELED_PAYMENT', message: '이미 취소된 결제 입니다.' });
    const balance = payment.balance ?? payment.amount;
    const amount = body.cancelAmount === undefined ? balance : Number(body.cancelAmount);
    if (!Number.isInteger(amount) || amount <= 0 || amount > balance)
      return send(400, { code: 'NOT_CANCELABLE_AMOUNT', message: '취소 할 수 없는 금액 입니다.' });
    payment.balance = balance - amount;
    payment.status = payment.balance === 0 ? 'CANCELED' : 'PARTIAL_CANCELED';
    cancels.push({ paymentKey, amount, reason: String(body.cancelReason ?? ''), idempotencyKey: key });
    send(200, paymentObject(payment));
  };

  const handle = (req: IncomingMessage, res: ServerResponse, raw: string) => {
    const body = JSON.parse(raw || '{}') as Record<string, unknown>;
    const key = req.headers['idempotency-key'] as string | undefined;
    calls.push({
      method: req.method ?? '',
      path: req.url ?? '',
      auth: req.headers.authorization,
      idempotencyKey: key,
      body,
    });
    const write = (status: number, payload: unknown) => {
      if (!res.destroyed) res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
    };
    // For browser tests: what went back, so a test can compare it with the refund the couple was shown.
    if (req.method === 'GET' && req.url === '/__fake/cancels') return write(200, { cancels });
    if (req.headers.authorization !== `Basic ${Buffer.from(`${FAKE_TOSS_SECRET_KEY}:`).toString('base64')}`)
      return write(401, { code: 'UNAUTHORIZED_KEY', message: '인증되지 않은 시크릿 키 혹은 클라이언트 키 입니다.' });
    const lookup = /^\/v1\/payments\/([^/]+)$/.exec(req.url ?? '');
    if (req.method === 'GET' && lookup) {
      const payment = payments.get(decodeURIComponent(lookup[1]!));
      return payment ? write(200, paymentObject(payment)) : write(404, notFound);
    }
    if (req.method !== 'POST') return write(404, { code: 'NOT_FOUND', message: 'not found' });
    // Toss's idempotency: the first answer again for the same key, 409 while it is still being worked out.
    const scope = `${req.url} ${key}`;
    if (key && answered.has(scope)) {
      const first = answered.get(scope);
      if (!first)
        return write(409, { code: 'IDEMPOTENT_REQUEST_PROCESSING', message: '이전 멱등 요청이 처리 중입니다.' });
      return write(first.status, first.body);
    }
    if (key) answered.set(scope, null);
    const send = (status: number, payload: unknown) => {
      if (key) answered.set(scope, { status, body: payload });
      write(status, payload);
    };
    if (req.url === '/v1/payments/confirm') return confirm(body, send);
    const cancelPath = /^\/v1\/payments\/([^/]+)\/cancel$/.exec(req.url ?? '');
    if (cancelPath && failing.count > 0) {
      // Toss failing: nothing happens, and the key stays free for the retry (a 5xx is not an answer to keep).
      failing = { ...failing, count: failing.count - 1 };
      if (key) answered.delete(scope);
      return write(failing.status, { code: 'PROVIDER_ERROR', message: '일시적인 오류가 발생했습니다.' });
    }
    if (cancelPath) return cancel(decodeURIComponent(cancelPath[1]!), body, key, send);
    send(404, { code: 'NOT_FOUND', message: 'not found' });
  };

  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => handle(req, res, raw));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        server,
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        calls,
        payments,
        cancels,
        failNextCancels: (count, status = 500) => {
          failing = { count, status };
        },
        close: () =>
          new Promise<void>((done) => {
            for (const timer of timers) clearTimeout(timer);
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    ),
  );
}
