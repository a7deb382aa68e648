import { expect, type Page, test } from '../fixtures.ts';
import { signInAsDemo } from '../sign-in.ts';

// Issue 12 slot hold at 375 px: hold a slot from its detail page → the countdown runs → a booking request
// (online payment is off in this build, and the page says so) → the slot is no longer available → cancel frees it.

type Popular = { item: { partnerUuid: string }[] };
type Detail = {
  item: { partnerUuid: string; contractUsed: boolean; profile: { id: number; individualHalls: { uuid: string }[] } };
};
type Room = { item: { slots: { weddingDayId: number; partnerUuid: string }[] } };

/** An open slot of a contract hall, the last one the first room lists (other specs take the first ones). */
async function contractSlot(page: Page) {
  const popular = (await (await page.request.get('/v3/book/popular-wedding-halls')).json()) as Popular;
  for (const { partnerUuid } of popular.item.slice().reverse()) {
    const { item } = (await (await page.request.get(`/v3/book/halls/${partnerUuid}/detail`)).json()) as Detail;
    if (!item.contractUsed) continue;
    const room = item.profile.individualHalls[0]!;
    const { item: detail } = (await (
      await page.request.get(`/v3/book/partner-profiles/${item.profile.id}/individual-halls/${room.uuid}`)
    ).json()) as Room;
    const slot = detail.slots.at(-1);
    if (slot) return slot;
  }
  throw new Error('no open slot of a contract hall in the seed');
}

test('hold a slot, see the countdown, send the booking request, and cancel it', async ({ page }) => {
  await signInAsDemo(page);
  const slot = await contractSlot(page);
  const detailPath = `/weddinghall/${slot.partnerUuid}/slot?id=${slot.weddingDayId}`;
  const viewer = page.waitForResponse((r) => r.url().includes('/api/user'));
  await page.goto(detailPath);
  await viewer;
  await page.getByRole('button', { name: '즉시 잔여일정 확보' }).click();
  await expect(page).toHaveURL(/\/booking\/holds\/\d+$/);
  const timer = page.getByTestId('hold-countdown');
  await expect(timer).toContainText(/0\d:\d\d/);
  const first = await timer.locator('strong').textContent();
  await expect(timer.locator('strong')).not.toHaveText(first ?? '', { timeout: 3000 });
  await expect(page.getByText('결제 서비스가 연결되지 않아')).toBeVisible();
  await expect(page.getByText('환불 · 취소 규정')).toBeVisible();

  await page.getByRole('button', { name: '예약 요청하기' }).click();
  await expect(page.getByText('예약 요청이 접수되었어요. 웨딩홀이 확인하면 예약이 확정돼요.')).toBeVisible();

  // Nobody else can have it now.
  await page.goto(detailPath);
  await expect(page.getByTestId('slot-closed')).toBeVisible();
  await expect(page.getByRole('button', { name: '즉시 잔여일정 확보' })).toHaveCount(0);

  // Cancel the request; the slot opens again.
  await page.goBack();
  await page.getByRole('button', { name: '예약 요청 취소' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '취소하기' }).click();
  await expect(page.getByText('확보를 취소했어요.')).toBeVisible();
  await page.goto(detailPath);
  await expect(page.getByRole('button', { name: '즉시 잔여일정 확보' })).toBeVisible();
});

test('the hall’s remaining-slots tab holds a slot from its card', async ({ page }) => {
  await signInAsDemo(page);
  const slot = await contractSlot(page);
  const viewer = page.waitForResponse((r) => r.url().includes('/api/user'));
  await page.goto(`/weddinghall/${slot.partnerUuid}?tabId=2`);
  await viewer;
  // Not the slot the other test holds (tests may run side by side).
  const card = page.locator(`[data-testid="slot-card"]:not([data-wedding-day-id="${slot.weddingDayId}"])`).first();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: /즉시 확보$/ }).click();
  await expect(page).toHaveURL(/\/booking\/holds\/\d+$/);
  await expect(page.getByTestId('hold-countdown')).toBeVisible();
  // Leave the slot free for the other tests.
  await page.getByRole('button', { name: '확보 취소' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '취소하기' }).click();
  await expect(page.getByText('확보를 취소했어요.')).toBeVisible();
});
