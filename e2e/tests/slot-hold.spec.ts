import { formatWon } from '@wedding/domain/price';
import { HOLD_MESSAGES } from '@wedding/domain/slot-hold';
import { PAID_BANNER, PAID_CANCEL_NOTE } from '../../apps/web/src/features/slot-holds/lib/paid-messages.ts';
import { routeFakeTossSdk } from '../fake-toss-sdk.ts';
import { expect, type Page, test } from '../fixtures.ts';
import { signInAsDemo } from '../sign-in.ts';

// Issue 12 slot hold at 375 px: hold a slot from a list card → the countdown runs → pay the deposit through Toss
// (a local fake of its API, and a stand-in for its browser SDK) → the slot leaves the list; a hold left to run
// out (the server's and the page's clocks moved on) frees the slot again.

type Popular = { item: { partnerUuid: string }[] };
type Detail = {
  item: {
    partnerUuid: string;
    contractUsed: boolean;
    /** Seeded halls that show consulting slots ask a deposit; the others hold for nothing. */
    consultingSlotsDisplayed: boolean;
    profile: { id: number; individualHalls: { uuid: string }[] };
  };
};
type Room = { item: { slots: { weddingDayId: number; partnerUuid: string; weddingDate: string }[] } };

/**
 * An open slot of a contract hall (one asking a deposit when `deposit`): the `fromEnd`-th from the end of the
 * first room's nearest slots (each test takes its own, so none takes another's).
 */
async function contractSlot(page: Page, fromEnd: number, deposit = false) {
  const popular = (await (await page.request.get('/v3/book/popular-wedding-halls')).json()) as Popular;
  for (const { partnerUuid } of popular.item.slice().reverse()) {
    const { item } = (await (await page.request.get(`/v3/book/halls/${partnerUuid}/detail`)).json()) as Detail;
    if (!item.contractUsed || (deposit && !item.consultingSlotsDisplayed)) continue;
    const room = item.profile.individualHalls[0]!;
    const { item: detail } = (await (
      await page.request.get(`/v3/book/partner-profiles/${item.profile.id}/individual-halls/${room.uuid}`)
    ).json()) as Room;
    const slot = detail.slots.at(-fromEnd);
    if (slot) return slot;
  }
  throw new Error('no open slot of a contract hall in the seed');
}

const viewerKnown = (page: Page) => page.waitForResponse((r) => r.url().includes('/api/user'));

test('hold a slot from the list, watch the countdown, pay the deposit, and the slot leaves the list', async ({
  page,
}) => {
  await routeFakeTossSdk(page);
  await signInAsDemo(page);
  const slot = await contractSlot(page, 1, true);
  // Every hall's remaining slots on that day: the card of a contract hall offers '즉시 잔여일정 확보'.
  const listPath = `/weddinghall/slot?startDate=${slot.weddingDate}&endDate=${slot.weddingDate}`;
  const viewer = viewerKnown(page);
  await page.goto(listPath);
  await viewer;
  const card = page.locator(`[data-testid="slot-card"][data-wedding-day-id="${slot.weddingDayId}"]`);
  const total = Number((await page.getByTestId('slot-total').locator('strong').textContent())?.replace(/\D/g, ''));
  // Cards below the first screen render as they come near: scroll until the slot's card is there (another
  // spec's booking may move it down the list).
  for (let i = 0; i < 20 && !(await card.isVisible()); i++) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(100);
  }
  await card.getByRole('button', { name: /즉시 잔여일정 확보$/ }).click();
  await expect(page).toHaveURL(/\/booking\/holds\/\d+$/);

  const timer = page.getByTestId('hold-countdown');
  await expect(timer).toContainText(/0\d:\d\d/);
  const first = await timer.locator('strong').textContent();
  await expect(timer.locator('strong')).not.toHaveText(first ?? '', { timeout: 3000 });
  // The refund policy is there before the payment button.
  await expect(page.getByText('환불 · 취소 규정')).toBeVisible();
  const deposit = await page.getByTestId('hold-deposit').textContent();
  expect(deposit).toMatch(/^[\d,]+원$/);

  await page.getByRole('button', { name: `예약금 ${deposit} 결제하기` }).click();
  // Back from the payment window, the server confirmed the hold's own amount with Toss.
  await expect(page.getByText(PAID_BANNER)).toBeVisible();
  await expect(page.getByText(PAID_CANCEL_NOTE)).toBeVisible();
  await expect(page).toHaveURL(/\/booking\/holds\/\d+$/);
  expect(formatWon(Number(deposit!.replace(/\D/g, '')))).toBe(deposit);

  // Booked: gone from the list, and the slot's page says it is closed.
  // The cards are live; the total may lag up to a minute, and the list says so.
  await page.goto(listPath);
  const shown = page.getByTestId('slot-total');
  await expect(shown.or(page.getByText('오픈된 잔여 일정이 없어요', { exact: true }))).toBeVisible();
  await expect(card).toHaveCount(0);
  if (total > 1) await expect(shown).toContainText('최근 1분 기준');
  await page.goto(`/weddinghall/${slot.partnerUuid}/slot?id=${slot.weddingDayId}`);
  await expect(page.getByTestId('slot-closed')).toBeVisible();
});

test('the hall’s remaining-slots tab holds a slot from its card', async ({ page }) => {
  await signInAsDemo(page);
  const slot = await contractSlot(page, 2);
  const viewer = viewerKnown(page);
  await page.goto(`/weddinghall/${slot.partnerUuid}?tabId=2&startDate=${slot.weddingDate}&endDate=${slot.weddingDate}`);
  await viewer;
  const card = page.locator(`[data-testid="slot-card"][data-wedding-day-id="${slot.weddingDayId}"]`);
  await card.getByRole('button', { name: /즉시 잔여일정 확보$/ }).click();
  await expect(page).toHaveURL(/\/booking\/holds\/\d+$/);
  await expect(page.getByTestId('hold-countdown')).toBeVisible();
  // Cancelled, the slot can be held again.
  await page.getByRole('button', { name: '확보 취소' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '취소하기' }).click();
  await expect(page.getByText('확보를 취소했어요.')).toBeVisible();
  await page.getByRole('link', { name: '잔여일정 다시 보기' }).click();
  await expect(page.getByRole('button', { name: '즉시 잔여일정 확보' })).toBeVisible();
});

test('a hold left to run out frees the slot (the server’s and the page’s clocks moved on 10 minutes)', async ({
  page,
}) => {
  await page.clock.install();
  await signInAsDemo(page);
  const slot = await contractSlot(page, 3);
  const detailPath = `/weddinghall/${slot.partnerUuid}/slot?id=${slot.weddingDayId}`;
  const viewer = viewerKnown(page);
  await page.goto(detailPath);
  await viewer;
  await page.getByRole('button', { name: '즉시 잔여일정 확보' }).click();
  await expect(page).toHaveURL(/\/booking\/holds\/\d+$/);
  await expect(page.getByTestId('hold-countdown')).toContainText(/(10:00|09:5\d)/);

  try {
    const moved = await page.request.put('/__test/clock', { data: { offsetMs: 10 * 60_000 + 1_000 } });
    expect(moved.ok()).toBe(true);
    await page.clock.fastForward('10:01');
    await expect(page.getByText(HOLD_MESSAGES.EXPIRED)).toBeVisible();
    await expect(page.getByTestId('hold-countdown')).toHaveCount(0);

    // The slot is back: it can be held again.
    await page.getByRole('link', { name: '잔여일정 다시 보기' }).click();
    await expect(page).toHaveURL(detailPath);
    await expect(page.getByRole('button', { name: '즉시 잔여일정 확보' })).toBeVisible();
  } finally {
    await page.request.put('/__test/clock', { data: { offsetMs: 0 } });
  }
});

test('a payment Toss has not finished yet: the page says it is checking, keeps the slot, then shows the booking', async ({
  page,
}) => {
  await signInAsDemo(page);
  const slot = await contractSlot(page, 4, true);
  const viewer = viewerKnown(page);
  await page.goto(`/weddinghall/${slot.partnerUuid}/slot?id=${slot.weddingDayId}`);
  await viewer;
  await page.getByRole('button', { name: '즉시 잔여일정 확보' }).click();
  await expect(page).toHaveURL(/\/booking\/holds\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const { item } = (await (await page.request.get(`/v3/book/slot-holds/${id}`)).json()) as {
    item: { orderId: string; paymentAmount: number };
  };
  // Back from Toss's window with a payment Toss answers IN_PROGRESS (the fake completes it 1.5 s later).
  const back = new URLSearchParams({
    pay: 'success',
    paymentKey: `inprogress_e2e_${Date.now()}`,
    orderId: item.orderId,
    amount: String(item.paymentAmount),
  });
  await page.goto(`/booking/holds/${id}?${back}`);
  await expect(page.getByText(HOLD_MESSAGES.PAYMENT_CHECKING)).toBeVisible();
  await expect(page.getByTestId('hold-countdown')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '확보 취소' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('payment-checking.png') });
  // The server asks Toss again, books the slot, and the page (polling) shows the booking.
  await expect(page.getByText(PAID_BANNER)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(HOLD_MESSAGES.PAYMENT_CHECKING)).toHaveCount(0);
});
