// Toss Payments' core API (https://docs.tosspayments.com/reference): confirm a payment the customer approved in
// the payment window, and cancel one. Basic authorization with the secret key and an empty password; every call
// carries an Idempotency-Key, which Toss honours, so a retried confirm never charges twice.

export type TossPayment = {
  paymentKey: string;
  orderId: string;
  status: string;
  totalAmount: number;
  approvedAt: string | null;
};
export type TossFailure = { status: number; code: string; message: string };
export type TossResult = { ok: true; payment: TossPayment } | { ok: false; failure: TossFailure };

export type TossClient = {
  confirm(input: { paymentKey: string; orderId: string; amount: number; idempotencyKey: string }): Promise<TossResult>;
  cancel(input: { paymentKey: string; cancelReason: string; idempotencyKey: string }): Promise<TossResult>;
};

const TIMEOUT_MS = 10_000;

export function createTossClient(config: { secretKey: string; baseUrl: string }): TossClient {
  const authorization = `Basic ${Buffer.from(`${config.secretKey}:`).toString('base64')}`;
  const call = async (path: string, body: unknown, idempotencyKey: string): Promise<TossResult> => {
    let res: Response;
    try {
      res = await fetch(`${config.baseUrl}${path}`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      return {
        ok: false,
        failure: { status: 502, code: 'NETWORK_ERROR', message: '결제 서비스에 연결하지 못했어요.' },
      };
    }
    const json = (await res.json().catch(() => ({}))) as Partial<TossPayment & { code: string; message: string }>;
    if (!res.ok || typeof json.paymentKey !== 'string')
      return {
        ok: false,
        failure: {
          status: res.status,
          code: json.code ?? 'UNKNOWN',
          message: json.message ?? '결제를 처리하지 못했어요.',
        },
      };
    return {
      ok: true,
      payment: {
        paymentKey: json.paymentKey,
        orderId: json.orderId ?? '',
        status: json.status ?? '',
        totalAmount: Number(json.totalAmount ?? 0),
        approvedAt: json.approvedAt ?? null,
      },
    };
  };
  return {
    confirm: ({ paymentKey, orderId, amount, idempotencyKey }) =>
      call('/v1/payments/confirm', { paymentKey, orderId, amount }, idempotencyKey),
    cancel: ({ paymentKey, cancelReason, idempotencyKey }) =>
      call(`/v1/payments/${encodeURIComponent(paymentKey)}/cancel`, { cancelReason }, idempotencyKey),
  };
}
