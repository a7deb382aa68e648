import type { MyBookings, RefundQuote } from '@wedding/contract/bookings';
import type { PriceDisclosure } from '@wedding/contract/price-disclosure';
import { refundOnCancel } from '@wedding/domain/penalty-table';
import { formatWon } from '@wedding/domain/price';
import { DEMO_STAFF } from '../../apps/api/src/db/seed/demo-staff.ts';
import { fakeTossCancels } from '../fake-toss-ledger.ts';
import { routeFakeTossSdk } from '../fake-toss-sdk.ts';
import { expect, hydrated, type Page, test } from '../fixtures.ts';
import { signUpAndSignIn } from '../new-customer.ts';

// Issue 27, Done when (payments on, local fakes): a couple holds and pays → the hall confirms in the console →
// the couple cancels 100 days before the wedding → the refund shown equals the hall's own table → the fake Toss
// received that cancelAmount → the slot is open again in the list. At 375 px, with screenshots of each screen.

const SHOTS = process.env.SCREENSHOTS_DIR;
const shoot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-375.png`, fullPage: true });
};

/** The hall's table while this test runs: 10 % of the deposit from 90 days before (written by the hall). */
const TABLE = [
  { minDaysBefore: 150, percent: 0, base: 'DEPOSIT' as const },
  { minDaysBefore: 90, percent: 10, base: 'DEPOSIT' as const },
  { minDaysBefore: 30, percent: 50, base: 'DEPOSIT' as const },
  { minDaysBefore: 0, percent: 100, base: 'DEPOSIT' as const },
];
const DAY_MS = 86_400_000;

/** The first Friday, Saturday or Sunday at least 100 days ahead in Seoul, and how many days away it is. */
function dayAbout100Ahead(): { date: string; days: number } {
  const seoul = new Date(Date.now() + 9 * 3_600_000);
  const today = Date.UTC(seoul.getUTCFullYear(), seoul.getUTCMonth(), seoul.getUTCDate());
  for (let days = 100; ; days++) {
    const day = new Date(today + days * DAY_MS);
    if ([5, 6, 0].includes(day.getUTCDay())) return { date: day.toISOString().slice(0, 10), days };
  }
}

async function staffSignIn(page: Page) {
  await page.goto('/partner-center/sign-in');
  await hydrated(page);
  await page.getByLabel('이메일').fill(DEMO_STAFF.email);
  await page.getByLabel('비밀번호').fill(DEMO_STAFF.password);
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page.getByRole('heading', { name: '대시보드', level: 1 })).toBeVisible();
}

test('hold and pay → the hall confirms → cancel 100 days before: the refund shown is the hall’s table, Toss gets that cancelAmount, the slot reopens', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // The hall: its console, its table, and a Sunday about 100 days ahead opened at 09:00.
  const hall = await browser.newPage({ viewport: { width: 375, height: 812 } });
  await staffSignIn(hall);
  const me = (await (await hall.request.get('/v3/partner-center/me')).json()).item as {
    partner: { uuid: string };
  };
  const disclosureBefore = (await (await hall.request.get('/v3/partner-center/disclosure')).json()).item as
    | (PriceDisclosure & { updatedAt?: string })
    | null;
  expect(disclosureBefore).not.toBeNull();
  const { updatedAt: _updatedAt, ...body } = disclosureBefore!;
  const published = await hall.request.put('/v3/partner-center/disclosure', { data: { ...body, penalties: TABLE } });
  expect(published.ok(), await published.text()).toBe(true);

  try {
    const halls = (await (await hall.request.get('/v3/partner-center/calendar/halls')).json()).item.halls as {
      id: number;
    }[];
    const { date, days } = dayAbout100Ahead();
    let slotId = 0;
    for (const time of ['09:00', '10:00', '20:00', '21:00', '19:00', '18:00']) {
      const opened = await hall.request.put(`/v3/partner-center/calendar/halls/${halls[0]!.id}/slots`, {
        data: {
          date,
          time,
          price: { rentalPrice: 2_000_000, mealPrice: 55_000, flowerPrice: 0, guarantee: 150, discountRate: 0 },
        },
      });
      if (opened.ok()) {
        slotId = ((await opened.json()) as { item: { id: number } }).item.id;
        break;
      }
    }
    expect(slotId, 'an hour the hall could open').toBeGreaterThan(0);

    // The couple holds it and pays the deposit through (fake) Toss.
    await routeFakeTossSdk(page);
    await signUpAndSignIn(page, '환불');
    await page.goto(`/weddinghall/${me.partner.uuid}/slot?id=${slotId}`);
    await page.getByRole('button', { name: '즉시 잔여일정 확보' }).click();
    await expect(page).toHaveURL(/\/booking\/holds\/\d+$/);
    const holdId = Number(new URL(page.url()).pathname.split('/').pop());
    const deposit = (await page.getByTestId('hold-deposit').textContent()) ?? '';
    const paid = Number(deposit.replace(/\D/g, ''));
    expect(paid).toBeGreaterThan(0);
    await page.getByRole('button', { name: `예약금 ${deposit} 결제하기` }).click();
    await expect
      .poll(async () => {
        const mine = (await (await page.request.get('/v3/book/bookings')).json()).item as MyBookings;
        return mine.bookings.find((b) => b.id === holdId)?.state;
      })
      .toBe('PAID');

    await page.goto('/mypage/bookings');
    const card = page.locator(`[data-testid="my-slot-booking"][data-id="${holdId}"]`);
    await expect(card.getByText('결제 완료 · 답변 대기', { exact: true })).toBeVisible();
    await expect(card.getByTestId('answer-deadline')).toContainText('홀 답변 기한');
    await expect(card.getByTestId('deposit-receipt')).toContainText(formatWon(paid));
    await shoot(page, 'my-bookings-paid');

    // The hall confirms it from its inbox (the dashboard counts it first).
    await expect(hall.getByTestId('inbox-waiting-count')).toBeVisible();
    await hall.getByRole('link', { name: '예약 요청 보기' }).click();
    await expect(hall.getByRole('heading', { name: '예약 요청', level: 1 })).toBeVisible();
    const request = hall.locator(`[data-testid="inbox-slot"][data-id="${holdId}"]`);
    await expect(request.getByTestId('inbox-deadline')).toContainText('답변 기한');
    await shoot(hall, 'console-inbox');
    await request.getByRole('button', { name: '예약 확정' }).click();
    await expect(hall.getByText('예약을 확정했어요.')).toBeVisible();
    // Answered, it leaves the waiting list; every state shows it confirmed.
    await hall.getByLabel('상태').selectOption('');
    await expect(request.getByText('예약 확정', { exact: true })).toBeVisible();

    // The couple cancels, 100 days (or a day or two more) before the wedding: the sheet shows the table's figure.
    const expected = refundOnCancel(TABLE, { paid, contract: 0, deposit: paid }, days);
    await page.reload();
    await expect(card.getByText('예약 확정', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: '예약 취소' }).click();
    const sheet = page.getByRole('dialog', { name: '예약을 취소할까요?' });
    await expect(sheet.getByTestId('quote-days')).toHaveText(`${days}일`);
    await expect(sheet.getByTestId('quote-paid')).toHaveText(formatWon(paid));
    await expect(sheet.getByTestId('quote-rule')).toHaveText('예식 90일 전부터 · 예약금의 10%');
    await expect(sheet.getByTestId('quote-penalty')).toHaveText(formatWon(expected.penalty));
    await expect(sheet.getByTestId('quote-refund')).toHaveText(formatWon(expected.refund));
    const quote = (await (await page.request.get(`/v3/book/bookings/slots/${holdId}/refund-quote`)).json())
      .item as RefundQuote;
    expect(quote).toMatchObject({ paid, penalty: expected.penalty, refund: expected.refund, daysBefore: days });
    await shoot(page, 'refund-sheet');
    await sheet.getByRole('button', { name: `취소하고 ${formatWon(expected.refund)} 환불받기` }).click();
    await expect(sheet).toHaveCount(0);

    // '환불 처리 중' until Toss confirms, then '환불 완료'; Toss received exactly that amount, once.
    await expect(card.getByTestId('refund-state')).toContainText(/환불 (처리 중|완료)/);
    await expect(async () => {
      await page.reload();
      await expect(card.getByTestId('refund-state')).toContainText('환불 완료', { timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await expect(card.getByTestId('refund-state')).toContainText(formatWon(expected.refund));
    await shoot(page, 'my-bookings-refunded');
    const cancels = (await fakeTossCancels()).filter((c) => c.amount === expected.refund);
    expect(cancels.length).toBeGreaterThanOrEqual(1);
    const refundedKey = cancels.at(-1)!.paymentKey;
    expect((await fakeTossCancels()).filter((c) => c.paymentKey === refundedKey)).toEqual([
      expect.objectContaining({ paymentKey: refundedKey, amount: expected.refund }),
    ]);

    // The slot is open again in the list.
    await page.goto(`/weddinghall/slot?startDate=${date}&endDate=${date}`);
    await expect(page.locator(`[data-testid="slot-card"][data-wedding-day-id="${slotId}"]`)).toBeVisible();
  } finally {
    // The demo hall's own table again, for the specs that read it.
    await hall.request.put('/v3/partner-center/disclosure', { data: body });
    await hall.close();
  }
});
