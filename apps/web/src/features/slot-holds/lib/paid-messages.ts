// What the hold page says once the deposit is paid (issue 27): paid is not yet confirmed — the hall answers within
// its deadline — and a paid booking is cancelled from 내 예약, after the refund of the hall's table is shown.

/** A paid booking, which the hall has yet to confirm or has confirmed: 내 예약 says which. */
export const PAID_BANNER = '예약금 결제가 끝났어요. 웨딩홀의 확정 여부는 내 예약에서 확인할 수 있어요.';
/** Where a paid booking is cancelled, with the refund of the hall's table shown first (issue 27 §4). */
export const PAID_CANCEL_NOTE = '예약 취소와 환불 금액은 내 예약에서 확인할 수 있어요.';
