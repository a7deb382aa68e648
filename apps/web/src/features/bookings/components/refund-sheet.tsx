import type { MySlotBooking, RefundQuote } from '@wedding/contract/bookings';
import { BOOKING_ERROR_CODES } from '@wedding/contract/bookings-constants';
import { formatWon } from '@wedding/domain/price';
import { useState } from 'react';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useToast } from '../../../shared/hooks/use-toast.ts';
import { BottomSheet } from '../../../shared/ui/bottom-sheet.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useCancelSlotBooking, useRefundQuote } from '../api/my-bookings-api.ts';

const BASE_LABELS = { CONTRACT: '계약 금액', DEPOSIT: '예약금' } as const;

/** The hall's row that applies, in words: '예식 90일 전부터 · 예약금의 10%'. */
export function ruleText(rule: NonNullable<RefundQuote['rule']>): string {
  const from = rule.minDaysBefore === 0 ? '예식 당일' : `예식 ${rule.minDaysBefore}일 전부터`;
  return `${from} · ${BASE_LABELS[rule.base]}의 ${rule.percent}%`;
}

/**
 * The confirm sheet before a couple cancels a slot booking (issue 27: "the couple sees the exact figure before
 * confirming"): what was paid, the days left before the wedding, the hall's row that applies, the penalty and the
 * refund, all the server's figures; the cancel echoes the refund shown, and a figure that moved meanwhile is read
 * again and shown instead of being applied.
 */
export function RefundSheet({
  booking,
  open,
  onClose,
}: {
  booking: MySlotBooking;
  open: boolean;
  onClose: () => void;
}) {
  const quote = useRefundQuote(booking.id, open);
  const cancel = useCancelSlotBooking();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  const paid = quote.data ? quote.data.paid > 0 : false;
  const submit = () => {
    if (!quote.data) return;
    setError(null);
    const refund = quote.data.refund;
    cancel.mutate(
      { id: booking.id, expectedRefund: refund },
      {
        onSuccess: () => {
          close();
          toast.show(refund > 0 ? `예약을 취소했어요. ${formatWon(refund)}을 환불해 드려요.` : '예약을 취소했어요.', {
            type: 'success',
          });
        },
        onError: (caught) => {
          setError(caught.message);
          if (isApiError(caught) && caught.code === BOOKING_ERROR_CODES.REFUND_CHANGED) void quote.refetch();
        },
      },
    );
  };
  return (
    <BottomSheet
      open={open}
      title={booking.state === 'HOLD' ? '확보를 취소할까요?' : '예약을 취소할까요?'}
      onClose={close}
      footer={
        <div className="booking-sheet__buttons">
          <Button variant="secondary" size="lg" onClick={close} disabled={cancel.isPending}>
            닫기
          </Button>
          <Button
            size="lg"
            disabled={!quote.data || quote.isFetching || cancel.isPending}
            onClick={submit}
            data-testid="confirm-cancel"
          >
            {quote.data && paid ? `취소하고 ${formatWon(quote.data.refund)} 환불받기` : '취소하기'}
          </Button>
        </div>
      }
    >
      {quote.isPending ? (
        <Spinner label="환불 금액을 계산하는 중" />
      ) : quote.isError ? (
        <p className="booking-sheet__error" role="alert">
          {quote.error.message}
        </p>
      ) : (
        <div className="booking-sheet" data-testid="refund-quote">
          <p className="booking-sheet__slot">
            {booking.slot.bizName} · {booking.slot.hallName}
          </p>
          {paid ? (
            <>
              <dl className="booking-sheet__figures">
                <div>
                  <dt>결제한 예약금</dt>
                  <dd data-testid="quote-paid">{formatWon(quote.data.paid)}</dd>
                </div>
                <div>
                  <dt>예식까지</dt>
                  <dd data-testid="quote-days">{quote.data.daysBefore}일</dd>
                </div>
                <div>
                  <dt>적용 기준</dt>
                  <dd data-testid="quote-rule">{quote.data.rule ? ruleText(quote.data.rule) : '위약금 없음'}</dd>
                </div>
                <div>
                  <dt>위약금</dt>
                  <dd data-testid="quote-penalty">{formatWon(quote.data.penalty)}</dd>
                </div>
                <div className="booking-sheet__total">
                  <dt>환불 금액</dt>
                  <dd data-testid="quote-refund">{formatWon(quote.data.refund)}</dd>
                </div>
              </dl>
              <p className="booking-sheet__note">
                웨딩홀이 공개한 위약금 기준으로 계산했어요. 환불은 결제한 카드로 돌아가며, 카드사에 따라 3~5영업일 걸릴
                수 있어요.
              </p>
            </>
          ) : (
            <p className="booking-sheet__note">결제한 금액이 없어 환불할 금액도 없어요. 일정은 바로 다시 열려요.</p>
          )}
          {error ? (
            <p className="booking-sheet__error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
      )}
    </BottomSheet>
  );
}
