import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { VISIT_STATE_LABELS } from '@wedding/domain/booking-labels';
import { expect, type Page, test } from '../fixtures.ts';
import { signInAsDemo } from '../sign-in.ts';

// Issue 12 visit booking at 375 px: book a visit → the duplicate check stops a second → cancel → booking again.

type Popular = { item: { partnerUuid: string }[] };
type Detail = { item: { partnerUuid: string; partnerId: number; consultingUsed: boolean } };

/** The nth popular hall that takes visit bookings: each test its own, as they run in parallel. */
async function consultingHall(page: Page, nth: number) {
  const popular = (await (await page.request.get('/v3/book/popular-wedding-halls')).json()) as Popular;
  let seen = 0;
  for (const { partnerUuid } of popular.item) {
    const { item } = (await (await page.request.get(`/v3/book/halls/${partnerUuid}/detail`)).json()) as Detail;
    if (item.consultingUsed && seen++ === nth) return item;
  }
  throw new Error('no hall takes visit bookings in the seed');
}

/** Cancels through the API, with the Idempotency-Key every visit write needs (decision 0033). */
const cancelVisit = (page: Page, id: number) =>
  page.request.delete(`/v3/book/visit-reservations/${id}`, { headers: { 'idempotency-key': randomUUID() } });

async function fillAndBook(page: Page) {
  await page.locator('[data-field="visitDate"] button:not(:disabled)').first().click();
  await page.locator('[data-field="visitTime"] button:not(:disabled)').first().click();
  await page.getByLabel('신랑 이름').fill('김신랑');
  await page.getByLabel('신랑 휴대폰').fill('01012345678');
  await page.getByLabel('신부 이름').fill('이신부');
  await page.getByLabel('신부 휴대폰').fill('01087654321');
  await page.getByRole('button', { name: '방문 예약하기' }).click();
}

test('book a visit; a second is stopped by the duplicate check; cancel; booking again works', async ({ page }) => {
  await signInAsDemo(page);
  const hall = await consultingHall(page, 0);
  const existing = await (await page.request.get(`/v3/book/consulting/${hall.partnerId}/visit-reservation`)).json();
  if (existing.item) expect((await cancelVisit(page, existing.item.id)).ok()).toBe(true);
  const bookingPath = `/booking/real-time/${hall.partnerUuid}/${hall.partnerId}/visit-date`;

  // The hall page's button leads to the form.
  await page.goto(`/weddinghall/${hall.partnerUuid}`);
  await page.locator('.hall-cta__btn', { hasText: '방문 및 할인 문의' }).click();
  await expect(page).toHaveURL(bookingPath);
  await expect(page.getByRole('button', { name: '방문 예약하기' })).toBeVisible();
  expect(
    (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    ),
  ).toEqual([]);

  await fillAndBook(page);
  await expect(page).toHaveURL(/\/booking\/visits\/\d+\?done=1$/);
  await expect(page.getByRole('heading', { name: '방문 예약이 접수되었어요' })).toBeVisible();
  await expect(page.getByTestId('visit-summary')).toContainText('010-1234-5678');

  // The duplicate check runs before the form opens.
  await page.goto(bookingPath);
  await expect(page.getByRole('heading', { name: '이미 방문 예약이 있어요' })).toBeVisible();
  await expect(page.getByRole('button', { name: '방문 예약하기' })).toHaveCount(0);

  // Cancel from the confirmation; then the form is back and books again.
  await page.getByRole('link', { name: '예약 확인 · 취소' }).click();
  await page.getByRole('button', { name: '예약 취소' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '예약 취소' }).click();
  await expect(page.getByText(VISIT_STATE_LABELS.CANCELLED_BY_COUPLE, { exact: true })).toBeVisible();
  await page.goto(bookingPath);
  await fillAndBook(page);
  await expect(page.getByRole('heading', { name: '방문 예약이 접수되었어요' })).toBeVisible();

  // Mypage lists it; leave the account as it was.
  await page.goto('/mypage');
  await expect(page.getByTestId('my-visits')).toContainText('답변 대기');
  const active = await (await page.request.get(`/v3/book/consulting/${hall.partnerId}/visit-reservation`)).json();
  expect((await cancelVisit(page, active.item.id)).ok()).toBe(true);
});

test('a failed submit keeps every value and points at what is missing', async ({ page }) => {
  await signInAsDemo(page);
  const hall = await consultingHall(page, 1);
  // The form pre-fills the demo customer's own name on their side (issue 25): wait for it, then clear the
  // groom's name so the missing-name message shows whichever side the demo account is on.
  const profile = page.waitForResponse((r) => r.url().endsWith('/v3/20240404/customer'));
  await page.goto(`/booking/real-time/${hall.partnerUuid}/${hall.partnerId}/visit-date`);
  await profile;
  await page.getByLabel('신랑 이름').fill('');
  const groomTel = page.getByLabel('신랑 휴대폰');
  await groomTel.fill('01012345678');
  await page.getByLabel('신부 이름').fill('이신부');
  await page.getByRole('button', { name: '방문 예약하기' }).click();
  await expect(page.getByText('방문 날짜를 골라 주세요.')).toBeVisible();
  await expect(page.getByText('이름을 입력해 주세요.')).toBeVisible();
  await expect(groomTel).toHaveValue('010-1234-5678');
  await expect(page.getByLabel('신부 이름')).toHaveValue('이신부');
  await expect(page).toHaveURL(/visit-date$/);
});
