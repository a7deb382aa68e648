// Holding a slot (issue 12): a contract hall's slot is reserved for a fixed window while the couple pays the
// deposit, after Cal.com's reserved slots and The Knot's date holds. Server and web read these rules here.

/** How long a hold lasts unless the server is configured otherwise (SLOT_HOLD_MINUTES). */
export const SLOT_HOLD_MINUTES_DEFAULT = 10;

/**
 * Holds one couple may keep at once unless configured otherwise (MAX_ACTIVE_HOLDS, issue 23): enough to weigh two
 * dates, too few to lock a city's inventory. A booking no longer counts; a hold whose payment is in flight does.
 */
export const MAX_ACTIVE_HOLDS_DEFAULT = 2;
/** At most this many holds an hour per account (issue 23), so one account cannot cycle through a city's dates. */
export const HOLDS_PER_HOUR_PER_ACCOUNT = 10;
/** At most this many holds an hour from one address (issue 23): a household or an office, not a script. */
export const HOLDS_PER_HOUR_PER_IP = 30;

/** Milliseconds left of a hold; 0 once it has run out. */
export function holdRemainingMs(expiresAt: string | null, now: number): number {
  if (expiresAt === null) return 0;
  return Math.max(0, Date.parse(expiresAt) - now);
}

/** '09:58' for a countdown: minutes and seconds, rounded up so it reads 00:00 only when time is truly up. */
export function formatCountdown(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

export const HOLD_MESSAGES = {
  ALREADY_HELD: '다른 분이 먼저 이 일정을 확보했어요. 다른 일정을 골라 주세요.',
  NOT_AVAILABLE: '이미 마감된 일정이에요.',
  CONTRACT_NOT_USED: '이 웨딩홀은 바로 확보를 받지 않아요. 방문 상담으로 문의해 주세요.',
  EXPIRED: '확보 시간이 끝났어요. 일정이 남아 있으면 다시 확보할 수 있어요.',
  KEY_REQUIRED: 'Idempotency-Key 헤더가 필요해요.',
  KEY_REUSED: '같은 Idempotency-Key로 다른 요청을 보낼 수 없어요.',
  IN_PROGRESS: '같은 요청을 처리하고 있어요. 잠시 후 다시 시도해 주세요.',
  PAID_CANCEL: '결제가 끝난 예약은 내 예약에서 환불 금액을 확인한 뒤 취소할 수 있어요.',
  AMOUNT_MISMATCH: '결제 금액이 예약금과 달라 결제를 진행하지 않았어요. 다시 시도해 주세요.',
  PAYMENT_REQUIRED: '이 일정은 예약금을 결제해야 예약돼요.',
  PAYMENT_NOT_CONNECTED: '결제 서비스가 연결되지 않았어요.',
  REFUNDED_AFTER_EXPIRY: '결제 전에 확보 시간이 끝나 결제를 취소했어요. 결제한 금액은 돌려드려요.',
  LIMIT: (max: number) =>
    `한 번에 ${max}개까지 확보할 수 있어요. 확보한 일정을 결제하거나 취소한 뒤 다시 시도해 주세요.`,
  SAME_HALL: '이 웨딩홀의 다른 일정을 이미 확보했어요. 그 확보를 취소한 뒤 다시 시도해 주세요.',
  TOO_MANY: '확보를 너무 자주 했어요. 잠시 후 다시 시도해 주세요.',
  PAYMENT_IN_PROGRESS: '결제를 처리하고 있어요. 잠시 후 예약 내역에서 결과를 확인해 주세요.',
  PAYMENT_CHECKING: '결제 결과를 확인하고 있어요. 확인되는 대로 이 화면에 알려 드려요.',
  DEPOSIT_ACCOUNT_REFUSED: '가상계좌 결제는 받지 않아 발급된 가상계좌를 취소했어요. 카드로 다시 확보해 주세요.',
  PAYMENT_REFUNDED: '결제를 확인하지 못해 취소했어요. 결제한 금액은 돌려드려요.',
  /** paymentState FAILED: Toss did not complete the payment, nothing was charged, and the hold was released. */
  PAYMENT_FAILED_RELEASED:
    '결제가 완료되지 않아 확보가 풀렸어요. 결제된 금액은 없어요. 일정이 남아 있으면 다시 확보할 수 있어요.',
  DISCLOSURE_MISSING:
    '이 웨딩홀은 아직 가격과 위약금 기준을 공개하지 않아 일정을 확보할 수 없어요. 가격 정보가 공개되면 다시 시도해 주세요.',
  PAYMENT_OFF:
    '결제 서비스가 연결되지 않아 예약금 결제 없이 예약 요청으로 접수돼요. 웨딩홀이 확인하면 예약이 확정돼요.',
} as const;

/**
 * Shown before paying (issue 12: the refund and cancel policy comes first): how a hold works. The refund and
 * cancellation terms themselves are the hall's own disclosed table, shown under these (issue 26 §3).
 */
export const DEPOSIT_POLICY = [
  '확보한 일정은 결제하기 전까지 다른 분이 예약할 수 없어요. 시간이 지나면 자동으로 풀려요.',
  '예약금은 웨딩홀과 계약할 때 계약금에서 차감돼요.',
  '결제 후 취소하면 아래 웨딩홀의 위약금 기준과 환급 기준에 따라 돌려드려요.',
] as const;
