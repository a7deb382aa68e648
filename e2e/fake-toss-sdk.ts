import type { Page } from './fixtures.ts';

/** Where @tosspayments/tosspayments-sdk loads Toss's browser SDK from (its loadTossPayments). */
const TOSS_SDK_URL = 'https://js.tosspayments.com/v2/standard';

/**
 * Toss's browser SDK cannot be reached from here, so the browser gets a stand-in at its address: the same global
 * (`TossPayments(clientKey).payment({customerKey}).requestPayment(...)`), and a "payment window" that does what
 * Toss does after a card is approved: return to `successUrl` with paymentType, orderId, paymentKey and amount.
 * The server then confirms with the fake Toss API that e2e/serve.ts runs. The page's Content-Security-Policy still
 * applies: the script comes from Toss's own origin, which the server allows only with Toss configured.
 */
const FAKE_SDK = `
window.TossPayments = function (clientKey) {
  if (!clientKey) throw new Error('clientKey is required');
  return {
    payment: function () {
      return {
        requestPayment: async function (request) {
          if (request.method !== 'CARD' || request.amount.currency !== 'KRW') throw new Error('unexpected request');
          var back = new URL(request.successUrl);
          back.searchParams.set('paymentType', 'NORMAL');
          back.searchParams.set('orderId', request.orderId);
          back.searchParams.set('paymentKey', 'tgen_e2e_' + Date.now());
          back.searchParams.set('amount', String(request.amount.value));
          window.location.assign(back.toString());
        },
      };
    },
  };
};`;

export async function routeFakeTossSdk(page: Page): Promise<void> {
  await page.route(TOSS_SDK_URL, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: FAKE_SDK }),
  );
}
