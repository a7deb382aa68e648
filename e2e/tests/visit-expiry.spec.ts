import type { MyBookings } from '@wedding/contract/bookings';
import type { VisitSlotsResponse } from '@wedding/contract/visit-booking';
import { DEADLINE_MISSED_MESSAGE } from '@wedding/domain/booking-labels';
import { expect, type Page, test } from '../fixtures.ts';
import { signUpAndSignIn } from '../new-customer.ts';
import { requestFirstFreeVisit } from '../visit-request.ts';

// Issue 27, Done when: a visit request expires when the hall stays silent past its deadline (the server's clock
// moved a day on), the hour frees, and the couple sees why in Korean: '기한 내 답변이 없어 요청이 취소되었어요'.

type Popular = { item: { partnerUuid: string }[] };
type Detail = { item: { partnerUuid: string; partnerId: number; consultingUsed: boolean } };
const SHOTS = process.env.SCREENSHOTS_DIR;

/** A hall that takes visit bookings, other than the demo hall's first (the console specs answer that one). */
async function consultingHall(page: Page) {
  const popular = (await (await page.request.get('/v3/book/popular-wedding-halls')).json()) as Popular;
  let seen = 0;
  for (const { partnerUuid } of popular.item) {
    const { item } = (await (await page.request.get(`/v3/book/halls/${partnerUuid}/detail`)).json()) as Detail;
    if (item.consultingUsed && seen++ === 2) return item;
  }
  throw new Error('no hall takes visit bookings in the seed');
}

const bookedAt = async (page: Page, partnerId: number, date: string, time: string) => {
  const days = (await (await page.request.get(`/v3/book/consulting/${partnerId}/visit-slots`)).json())
    .item as VisitSlotsResponse['item'];
  return days.find((d) => d.date === date)?.times.find((t) => t.time.slice(0, 5) === time.slice(0, 5))?.booked;
};

test('a visit request the hall leaves unanswered expires at its deadline; the hour frees and the couple sees why', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signUpAndSignIn(page, '만료');
  const hall = await consultingHall(page);

  // Book the first free hour through the form.
  const visitId = await requestFirstFreeVisit(page, hall.partnerUuid, hall.partnerId);

  const mine = (await (await page.request.get('/v3/book/bookings')).json()).item as MyBookings;
  const visit = mine.visits.find((v) => v.id === visitId)!;
  expect(visit.state).toBe('REQUESTED');
  const booked = await bookedAt(page, hall.partnerId, visit.visitDate, visit.visitTime);
  expect(booked).toBeGreaterThan(0);

  // The couple sees the hall's deadline.
  await page.goto('/mypage/bookings');
  const card = page.locator(`[data-testid="my-visit"][data-id="${visitId}"]`);
  await expect(card.getByText('답변 대기', { exact: true })).toBeVisible();
  await expect(card.getByTestId('answer-deadline')).toContainText(/^홀 답변 기한 \d+월 \d+일 \d\d:\d\d까지 · .+ 남음$/);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/my-bookings-requested-375.png`, fullPage: true });

  try {
    // A day on (past min(24 h, the visit time)), the hall silent: the job queue expires the request.
    expect((await page.request.put('/__test/clock', { data: { offsetMs: 24 * 3_600_000 } })).ok()).toBe(true);
    await expect
      .poll(
        async () => {
          const now = (await (await page.request.get('/v3/book/bookings')).json()).item as MyBookings;
          return now.visits.find((v) => v.id === visitId)?.state;
        },
        { timeout: 90_000, intervals: [1_000] },
      )
      .toBe('EXPIRED');
  } finally {
    await page.request.put('/__test/clock', { data: { offsetMs: 0 } });
  }

  // The hour is free again.
  expect(await bookedAt(page, hall.partnerId, visit.visitDate, visit.visitTime)).toBe(booked! - 1);

  // And the couple reads why.
  await page.goto('/mypage/bookings');
  await expect(card.getByText('기한 만료', { exact: true })).toBeVisible();
  await expect(card.getByTestId('end-reason')).toHaveText(DEADLINE_MISSED_MESSAGE);
  await expect(card.getByTestId('answer-deadline')).toHaveCount(0);
  await card.getByText(/진행 기록/).click();
  await expect(card.locator('.booking-history li')).toHaveCount(2);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/my-bookings-expired-375.png`, fullPage: true });
});
