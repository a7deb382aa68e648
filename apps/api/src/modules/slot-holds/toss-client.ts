// Toss Payments' core API (https://docs.tosspayments.com/reference): confirm a payment the customer approved in
// the payment window, look one up, and cancel one. Basic authorization with the secret key and an empty password;
// every write carries an Idempotency-Key, which Toss honours (a repeated key gets the first answer back).

export type TossPayment = {
  paymentKey: string;
  orderId: string;
  /** READY, IN_PROGRESS, WAITING_FOR_DEPOSIT, DONE, CANCELED, PARTIAL_CANCELED, ABORTED, EXPIRED. */
  status: string;
  totalAmount: number;
  approvedAt: string | null;
};
export type TossFailure = { status: number; code: string; message: string };
/**
 * What one call came back with. `no-answer` (a timeout or a broken connection) says nothing about the payment:
 * Toss may have done the work, so only a lookup can tell.
 */
export type TossResult =
  | { kind: 'payment'; payment: TossPayment }
  | { kind: 'failure'; failure: TossFailure }
  | { kind: 'no-answer'; failure: TossFailure };

export type TossClient = {
  confirm(input: { paymentKey: string; orderId: string; amount: number; idempotencyKey: string }): Promise<TossResult>;
  /** GET /v1/payments/{paymentKey}: what Toss holds of a payment now. */
  lookup(paymentKey: string): Promise<TossResult>;
  /**
   * POST /v1/payments/{paymentKey}/cancel { cancelReason, cancelAmount? }: the whole payment, or `cancelAmount` of
   * it (a partial cancel; Toss answers PARTIAL_CANCELED while some remains). The Idempotency-Key makes a repeated
   * call one cancel at Toss.
   */
  cancel(input: {
    paymentKey: string;
    cancelReason: string;
    cancelAmount?: number;
    idempotencyKey: string;
  }): Promise<TossResult>;
};

/** Toss answers within seconds; past this the call counts as unanswered and the payment is looked up instead. */
export const TOSS_TIMEOUT_MS_DEFAULT = 10_000;

const NO_ANSWER: TossFailure = { status: 504, code: 'NO_ANSWER', message: '결제 서비스의 응답을 받지 못했어요.' };

export function createTossClient(config: { secretKey: string; baseUrl: string; timeoutMs?: number }): TossClient {
  const authorization = `Basic ${Buffer.from(`${config.secretKey}:`).toString('base64')}`;
  const timeoutMs = config.timeoutMs ?? TOSS_TIMEOUT_MS_DEFAULT;
  const call = async (method: 'GET' | 'POST', path: string, body?: unknown, key?: string): Promise<TossResult> => {
    let res: Response;
    let json: Partial<TossPayment & { code: string; message: string }>;
    try {
      res = await fetch(`${config.baseUrl}${path}`, {
        method,
        headers: {
          authorization,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(key ? { 'idempotency-key': key } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      // The body is read under the same deadline: a stalled body is no answer either.
      json = (await res.json().catch(() => ({}))) as typeof json;
    } catch {
      return { kind: 'no-answer', failure: NO_ANSWER };
    }
    if (res.ok && typeof json.paymentKey === 'string' && typeof json.status === 'string')
      return {
        kind: 'payment',
        payment: {
          paymentKey: json.paymentKey,
          orderId: json.orderId ?? '',
          status: json.status,
          totalAmount: Number(json.totalAmount ?? 0),
          approvedAt: json.approvedAt ?? null,
        },
      };
    const failure = {
      status: res.status,
      code: json.code ?? 'UNKNOWN',
      message: json.message ?? '결제를 처리하지 못했어요.',
    };
    // A 5xx is Toss saying it does not know yet either.
    return res.status >= 500 ? { kind: 'no-answer', failure } : { kind: 'failure', failure };
  };
  return {
    confirm: ({ paymentKey, orderId, amount, idempotencyKey }) =>
      call('POST', '/v1/payments/confirm', { paymentKey, orderId, amount }, idempotencyKey),
    lookup: (paymentKey) => call('GET', `/v1/payments/${encodeURIComponent(paymentKey)}`),
    cancel: ({ paymentKey, cancelReason, cancelAmount, idempotencyKey }) =>
      call(
        'POST',
        `/v1/payments/${encodeURIComponent(paymentKey)}/cancel`,
        cancelAmount === undefined ? { cancelReason } : { cancelReason, cancelAmount },
        idempotencyKey,
      ),
  };
}
