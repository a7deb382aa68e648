import type { SlotHold } from '@wedding/contract/slot-holds';

/**
 * Opens Toss Payments' card payment window for the hold's deposit (@tosspayments/tosspayments-sdk, loaded on the
 * tap). Toss then returns to this page with ?pay=success&paymentKey&orderId&amount, or ?pay=fail&code&message.
 */
export async function openTossWindow(hold: SlotHold, clientKey: string): Promise<void> {
  const { ANONYMOUS, loadTossPayments } = await import('@tosspayments/tosspayments-sdk');
  const toss = await loadTossPayments(clientKey);
  const back = `${window.location.origin}/booking/holds/${hold.id}`;
  await toss.payment({ customerKey: ANONYMOUS }).requestPayment({
    method: 'CARD',
    amount: { currency: 'KRW', value: hold.paymentAmount },
    orderId: hold.orderId ?? '',
    orderName: `${hold.slot.partnerProfileName} 잔여일정 예약금`,
    successUrl: `${back}?pay=success`,
    failUrl: `${back}?pay=fail`,
  });
}
