import type { MyBookings } from '@wedding/contract/bookings';
import type { VisitSlotsResponse } from '@wedding/contract/visit-booking';
import { PROPOSAL_UNANSWERED_MESSAGE } from '@wedding/domain/booking-labels';
import { DEMO_STAFF } from '../../apps/api/src/db/seed/demo-staff.ts';
import { expect, hydrated, type Page, test } from '../fixtures.ts';
import { signUpAndSignIn } from '../new-customer.ts';
import { requestFirstFreeVisit } from '../visit-request.ts';

// Issue 27 §3-4 end to end: a couple asks the demo hall for a visit → the hall proposes another hour in its inbox
// → the couple takes it in one tap → the visit is confirmed on both sides, and only then the hall sees the phones.

const SHOTS = process.env.SCREENSHOTS_DIR;

async function freeHours(page: Page, partnerId: number) {
  const days = (await (await page.request.get(`/v3/book/consulting/${partnerId}/visit-slots`)).json())
    .item as VisitSlotsResponse['item'];
  return days.flatMap((d) =>
    d.times.filter((t) => t.available).map((t) => ({ date: d.date, time: t.time.slice(0, 5) })),
  );
}

test('the hall proposes another visit time and the couple accepts it in one tap', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const hall = await browser.newPage({ viewport: { width: 375, height: 812 } });
  await hall.goto('/partner-center/sign-in');
  await hydrated(hall);
  await hall.getByLabel('이메일').fill(DEMO_STAFF.email);
  await hall.getByLabel('비밀번호').fill(DEMO_STAFF.password);
  await hall.getByRole('button', { name: '로그인' }).click();
  await expect(hall.getByRole('heading', { name: '대시보드', level: 1 })).toBeVisible();
  const me = (await (await hall.request.get('/v3/partner-center/me')).json()).item as { partner: { uuid: string } };
  const detail = (await (await page.request.get(`/v3/book/halls/${me.partner.uuid}/detail`)).json()).item as {
    partnerId: number;
  };

  await signUpAndSignIn(page, '제안');
  const visitId = await requestFirstFreeVisit(page, me.partner.uuid, detail.partnerId);
  const mine = (await (await page.request.get('/v3/book/bookings')).json()).item as MyBookings;
  const asked = mine.visits.find((v) => v.id === visitId)!;
  const other = (await freeHours(page, detail.partnerId)).find(
    (h) => h.date !== asked.visitDate || h.time !== asked.visitTime.slice(0, 5),
  )!;

  // The hall: the request waits with its time left; no phone numbers before it is confirmed.
  await hall.goto('/partner-center/bookings?kind=VISIT&state=WAITING');
  const request = hall.locator(`[data-testid="inbox-visit"][data-id="${visitId}"]`);
  await expect(request.getByTestId('inbox-deadline')).toContainText(/답변 기한 .+ 남음/);
  await expect(request).not.toContainText('010-1234-5678');
  await request.getByRole('button', { name: '다른 시간 제안' }).click();
  // A picker of the hall's own free consulting hours, not free text.
  await request.getByLabel('날짜').selectOption(other.date);
  await request.getByLabel('시간').selectOption(other.time);
  if (SHOTS) await hall.screenshot({ path: `${SHOTS}/console-propose-picker-375.png`, fullPage: true });
  await request.getByRole('button', { name: '이 시간 제안하기' }).click();
  await expect(hall.getByText('다른 시간을 제안했어요. 고객이 답하면 알려 드려요.')).toBeVisible();
  // The couple's deadline to answer, in the inbox.
  await hall.goto('/partner-center/bookings?kind=VISIT&state=PROPOSED');
  await expect(request.getByTestId('inbox-deadline')).toContainText(/고객 답변 기한 .+ 남음/);

  // The couple takes it in one tap.
  await page.goto('/mypage/bookings');
  const card = page.locator(`[data-testid="my-visit"][data-id="${visitId}"]`);
  await expect(card.getByText('다른 시간 제안', { exact: true })).toBeVisible();
  await expect(card.getByTestId('proposal-deadline')).toContainText(/답변 기한 .+ 남음/);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/my-bookings-proposed-375.png`, fullPage: true });
  await card.getByRole('button', { name: '이 시간으로 확정' }).click();
  await expect(card.getByText('방문 확정', { exact: true })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  const after = (await (await page.request.get('/v3/book/bookings')).json()).item as MyBookings;
  const confirmed = after.visits.find((v) => v.id === visitId)!;
  expect({ state: confirmed.state, date: confirmed.visitDate, time: confirmed.visitTime.slice(0, 5) }).toEqual({
    state: 'CONFIRMED',
    date: other.date,
    time: other.time,
  });

  // Confirmed: the hall sees it so, with the phones now.
  await hall.goto('/partner-center/bookings?kind=VISIT');
  await expect(request.getByText('방문 확정', { exact: true })).toBeVisible();
  await expect(request).toContainText('010-1234-5678');
  if (SHOTS) await hall.screenshot({ path: `${SHOTS}/console-confirmed-375.png`, fullPage: true });
  await hall.close();
});

test('a proposal the couple leaves unanswered expires after 24 hours; the proposed hour frees and both sides see why', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const hall = await browser.newPage({ viewport: { width: 375, height: 812 } });
  await hall.goto('/partner-center/sign-in');
  await hydrated(hall);
  await hall.getByLabel('이메일').fill(DEMO_STAFF.email);
  await hall.getByLabel('비밀번호').fill(DEMO_STAFF.password);
  await hall.getByRole('button', { name: '로그인' }).click();
  await expect(hall.getByRole('heading', { name: '대시보드', level: 1 })).toBeVisible();
  const me = (await (await hall.request.get('/v3/partner-center/me')).json()).item as { partner: { uuid: string } };
  const detail = (await (await page.request.get(`/v3/book/halls/${me.partner.uuid}/detail`)).json()).item as {
    partnerId: number;
  };

  await signUpAndSignIn(page, '무응답');
  const visitId = await requestFirstFreeVisit(page, me.partner.uuid, detail.partnerId);
  const mine = (await (await page.request.get('/v3/book/bookings')).json()).item as MyBookings;
  const asked = mine.visits.find((v) => v.id === visitId)!;
  // The last free hour: more than 24 hours away, so the couple's deadline is the 24 hours, not the hour itself.
  const other = (await freeHours(page, detail.partnerId))
    .filter((h) => h.date !== asked.visitDate || h.time !== asked.visitTime.slice(0, 5))
    .at(-1)!;
  const bookedAt = async () => {
    const days = (await (await page.request.get(`/v3/book/consulting/${detail.partnerId}/visit-slots`)).json())
      .item as VisitSlotsResponse['item'];
    return days.find((d) => d.date === other.date)?.times.find((t) => t.time.slice(0, 5) === other.time)?.booked;
  };
  const before = await bookedAt();

  await hall.goto('/partner-center/bookings?kind=VISIT&state=WAITING');
  const request = hall.locator(`[data-testid="inbox-visit"][data-id="${visitId}"]`);
  await request.getByRole('button', { name: '다른 시간 제안' }).click();
  await request.getByLabel('날짜').selectOption(other.date);
  await request.getByLabel('시간').selectOption(other.time);
  await request.getByRole('button', { name: '이 시간 제안하기' }).click();
  await expect(hall.getByText('다른 시간을 제안했어요. 고객이 답하면 알려 드려요.')).toBeVisible();
  // The proposed hour is held for the couple.
  expect(await bookedAt()).toBe(before! + 1);

  await page.goto('/mypage/bookings');
  const card = page.locator(`[data-testid="my-visit"][data-id="${visitId}"]`);
  await expect(card.getByTestId('proposal-deadline')).toContainText(/답변 기한 .+ 23시간 \d+분 남음/);

  try {
    // A day and a minute on, the couple silent: the job queue expires the proposal.
    expect((await page.request.put('/__test/clock', { data: { offsetMs: 24 * 3_600_000 + 60_000 } })).ok()).toBe(true);
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

  expect(await bookedAt()).toBe(before);
  await page.goto('/mypage/bookings');
  await expect(card.getByText('기한 만료', { exact: true })).toBeVisible();
  await expect(card.getByTestId('end-reason')).toHaveText(PROPOSAL_UNANSWERED_MESSAGE);
  await expect(card.getByRole('button', { name: '이 시간으로 확정' })).toHaveCount(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/my-bookings-proposal-expired-375.png`, fullPage: true });
  await hall.goto('/partner-center/bookings?kind=VISIT&state=EXPIRED');
  await expect(request).toContainText(PROPOSAL_UNANSWERED_MESSAGE);
  await hall.close();
});
