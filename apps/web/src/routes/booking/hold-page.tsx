import { HOLD_FEATURE_NAME } from '@wedding/domain/enums';
import { useCallback, useEffect, useRef } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { LoginRequired } from '../../features/account/components/login-required.tsx';
import { HallRefundPolicy } from '../../features/price-disclosure/components/hall-refund-policy.tsx';
import { isPaymentInProgress, useHold, useHoldAction, usePayHold } from '../../features/slot-holds/api/hold-api.ts';
import { HoldView } from '../../features/slot-holds/components/hold-view.tsx';
import { openTossWindow } from '../../features/slot-holds/lib/open-toss-window.ts';
import { isApiError } from '../../shared/api/api-error.ts';
import { useDialog } from '../../shared/hooks/use-dialog.ts';
import { useToast } from '../../shared/hooks/use-toast.ts';
import { useDocumentTitle } from '../../shared/layout/document-title.ts';
import { StackHeader } from '../../shared/layout/stack-header.tsx';
import { isLoggedIn, isUserKnown, useUserStore } from '../../shared/stores/user-store.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ErrorState } from '../../shared/ui/error-state.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';
import '../../shared/ui/button.css';
import { parsePathId } from '../weddinghall/path-id.ts';

function Hold({ id }: { id: number }) {
  const query = useHold(id);
  const request = useHoldAction(id, 'request');
  const cancel = useHoldAction(id, 'cancel');
  const dialog = useDialog();
  const toast = useToast();
  const refetch = query.refetch;
  const onExpired = useCallback(() => void refetch(), [refetch]);
  const pay = usePayHold(id);
  const [params, setParams] = useSearchParams();
  const returned = useRef(false);
  // A payment this page saw in flight (its own, or CHECKING on arrival) that ends paid gets the success toast once;
  // one that ends refunded or released is said by the view's banner.
  const awaitingPayment = useRef(false);
  // Back from the Toss window: confirm a success once (the key is the payment's own), show a failure's message.
  useEffect(() => {
    if (returned.current || !params.get('pay')) return;
    returned.current = true;
    const outcome = params.get('pay');
    const paymentKey = params.get('paymentKey');
    const orderId = params.get('orderId');
    const amount = Number(params.get('amount'));
    setParams({}, { replace: true });
    if (outcome === 'success' && paymentKey && orderId && Number.isInteger(amount)) {
      awaitingPayment.current = true;
      // A 200 is the paid booking, a 202 the hold still CHECKING (polled until it settles): the effect below says
      // which. A 409 PAYMENT_IN_PROGRESS is a payment already in flight: the hold is checked the same way.
      pay.mutate(
        { paymentKey, orderId, amount },
        {
          onError: (error) => {
            if (isPaymentInProgress(error)) return;
            dialog.alert(error.message);
            void refetch();
          },
        },
      );
    } else if (outcome === 'fail')
      dialog.alert(params.get('message') || '결제를 마치지 못했어요. 확보 시간 안에 다시 시도할 수 있어요.');
  }, [params, setParams, pay, dialog, refetch]);
  const paymentState = query.data?.paymentState;
  const showToast = toast.show;
  useEffect(() => {
    if (paymentState === 'CHECKING') awaitingPayment.current = true;
    else if (paymentState !== undefined && paymentState !== 'NONE' && awaitingPayment.current) {
      awaitingPayment.current = false;
      if (paymentState === 'PAID') showToast('예약금 결제가 끝났어요.', { type: 'success' });
    }
  }, [paymentState, showToast]);
  if (query.isPending) return <Spinner />;
  const hold = query.data;
  // A failed read again (a poll while checking, say) keeps the hold on screen; only a first read that failed shows.
  if (hold === undefined)
    return isApiError(query.error) && query.error.status === 404 ? (
      <EmptyState title="확보한 일정을 찾을 수 없어요" description="다른 계정으로 확보했거나 없는 일정이에요." />
    ) : (
      <ErrorState message={query.error?.message ?? ''} onRetry={() => void refetch()} />
    );
  const fail = (error: Error) => {
    toast.show(error.message, { type: 'error' });
    void refetch();
  };
  return (
    <HoldView
      hold={hold}
      busy={request.isPending || cancel.isPending || pay.isPending}
      confirming={pay.isPending}
      onRequest={() => request.mutate(undefined, { onError: fail })}
      onPay={() => {
        if (hold.paymentClientKey)
          openTossWindow(hold, hold.paymentClientKey).catch((error: Error) =>
            toast.show(error.message || '결제창을 열지 못했어요.', { type: 'error' }),
          );
      }}
      onCancel={() =>
        dialog.confirm(hold.kind === 'BOOKING' ? '예약 요청을 취소할까요?' : '확보를 취소할까요?', {
          confirmLabel: '취소하기',
          cancelLabel: '닫기',
          onConfirm: () => cancel.mutate(undefined, { onError: fail }),
        })
      }
      onExpired={onExpired}
      hallPolicy={<HallRefundPolicy partnerUuid={hold.slot.partnerUuid} />}
    />
  );
}

/** /booking/holds/{id}: a held slot with its countdown, then its booking request (issue 12). */
export default function HoldPage() {
  const params = useParams();
  const id = parsePathId(params.id);
  useDocumentTitle(HOLD_FEATURE_NAME);
  const known = useUserStore(isUserKnown);
  const loggedIn = useUserStore(isLoggedIn);
  return (
    <>
      <StackHeader title={HOLD_FEATURE_NAME} />
      <main>
        {id === null ? (
          <EmptyState title="확보한 일정을 찾을 수 없어요" description="주소를 다시 확인해 주세요." />
        ) : !known ? (
          <Spinner />
        ) : loggedIn ? (
          <Hold id={id} />
        ) : (
          <LoginRequired reason="로그인하면 확보한 잔여일정을 확인할 수 있어요." />
        )}
      </main>
    </>
  );
}
