import type { MyBookings } from '@wedding/contract/bookings';
import type { VisitSlotsResponse } from '@wedding/contract/visit-booking';
import { ALIMTALK_TEMPLATES, renderAlimtalk } from '@wedding/domain/alimtalk-templates';
import { formatKoreanDateTime } from '@wedding/domain/korean-date-time';
import { DEMO_STAFF } from '../../apps/api/src/db/seed/demo-staff.ts';
import { type FakeSolapiMessage, fakeSolapiFailNext, fakeSolapiMessages } from '../fake-solapi-control.ts';
import { expect, hydrated, type Page, request as playwrightRequest, test } from '../fixtures.ts';
import { signUpAndSignIn } from '../new-customer.ts';
import { requestFirstFreeVisit } from '../visit-request.ts';

// Issue 28's first "Done when", end to end with the local fake Solapi: the hall confirms a visit → the couple's
// inbox has it (unread) → the fake received one 알림톡 with the template's exact text → the fake refuses the next
// one → the move falls back to SMS/LMS once → the .ics downloads and parses (UID, SEQUENCE) → after the move
// SEQUENCE is +1 with the same UID → the hall cancels → the .ics says METHOD:CANCEL, STATUS:CANCELLED.

const SHOTS = process.env.SCREENSHOTS_DIR;

/** The unfolded properties of a calendar file (RFC 5545 §3.1). */
function icsProps(text: string): Map<string, string> {
  expect(text).toContain('\r\n');
  const props = new Map<string, string>();
  for (const line of text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean)) {
    const colon = line.indexOf(':');
    props.set(line.slice(0, colon).split(';')[0]!, line.slice(colon + 1));
  }
  return props;
}

async function freeHours(page: Page, partnerId: number) {
  const days = (await (await page.request.get(`/v3/book/consulting/${partnerId}/visit-slots`)).json())
    .item as VisitSlotsResponse['item'];
  return days.flatMap((d) =>
    d.times.filter((t) => t.available).map((t) => ({ date: d.date, time: t.time.slice(0, 5) })),
  );
}

const inboxOf = async (page: Page) =>
  (await (await page.request.get('/v3/notifications')).json()).item as {
    list: { kind: string; title: string; body: string; link: string; calendarPath: string | null; read: boolean }[];
    unread: number;
  };

test('a confirmed visit reaches the couple by inbox and 알림톡, falls back to SMS once, and its .ics follows the move and the cancel', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
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

  await signUpAndSignIn(page, '알림');
  const visitId = await requestFirstFreeVisit(page, me.partner.uuid, detail.partnerId);
  const mine = (await (await page.request.get('/v3/book/bookings')).json()).item as MyBookings;
  const asked = mine.visits.find((v) => v.id === visitId)!;
  const when = formatKoreanDateTime(asked.visitDate, asked.visitTime);

  // 1. The hall confirms in its inbox.
  await hall.goto('/partner-center/bookings?kind=VISIT&state=WAITING');
  const row = hall.locator(`[data-testid="inbox-visit"][data-id="${visitId}"]`);
  await row.getByRole('button', { name: '확정' }).click();
  await expect(hall.getByText('방문을 확정했어요.')).toBeVisible();

  // 2. The couple's inbox has the entry, unread (the dot), linking to the visit's card with its calendar file.
  await expect.poll(async () => (await inboxOf(page)).list.some((n) => n.kind === 'VISIT_CONFIRMED')).toBe(true);
  const confirmedEntry = (await inboxOf(page)).list.find((n) => n.kind === 'VISIT_CONFIRMED')!;
  expect(confirmedEntry).toMatchObject({
    title: '방문 상담이 확정되었어요',
    link: `/mypage/bookings#visit-${visitId}`,
    read: false,
  });
  expect((await inboxOf(page)).unread).toBeGreaterThan(0);
  const unread = (await (await page.request.get('/v3/notifications/unread')).json()).item as { newestTsp: number };
  const user = (await (await page.request.get('/api/user')).json()).item as { newPushTsp: number };
  expect(user.newPushTsp).toBe(unread.newestTsp);

  // 3. The fake Solapi received exactly one 알림톡 for it, word for word the template.
  const expected = renderAlimtalk(ALIMTALK_TEMPLATES.VISIT_CONFIRMED, {
    웨딩홀: asked.bizName,
    방문일시: when,
    링크: 'x',
    캘린더: 'x',
  });
  if (!expected.ok) throw new Error(expected.reason);
  const isConfirmed = (m: FakeSolapiMessage) =>
    m.type === 'ATA' && m.kakaoOptions?.templateId === ALIMTALK_TEMPLATES.VISIT_CONFIRMED.code && m.text.includes(when);
  await expect.poll(async () => (await fakeSolapiMessages()).filter(isConfirmed).length, { timeout: 20_000 }).toBe(1);
  const sentConfirm = (await fakeSolapiMessages()).find(isConfirmed)!;
  expect(sentConfirm.text).toBe(expected.message.text);
  // Its second button adds the visit to the phone's calendar: the same signed .ics link the card offers.
  const calendarButton = sentConfirm.kakaoOptions!.buttons![1]!;
  expect(calendarButton.buttonName).toBe('캘린더에 추가');
  expect(calendarButton.linkMo).toMatch(/\/v3\/calendar\/visits\/[^/]+\.ics$/);
  expect(sentConfirm.statusCode).toBe('2000');
  const couplePhone = sentConfirm.to;

  // 4. The .ics from the card: downloaded, parsed.
  await page.goto('/mypage/bookings');
  const card = page.locator(`[data-testid="my-visit"][data-id="${visitId}"]`);
  await expect(card.getByRole('link', { name: '캘린더에 추가' })).toBeVisible();
  if (SHOTS) await card.screenshot({ path: `${SHOTS}/my-visit-calendar-375.png` });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('link', { name: '캘린더에 추가' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('visit.ics');
  const { readFile } = await import('node:fs/promises');
  const first = icsProps(await readFile((await download.path())!, 'utf8'));
  expect(first.get('METHOD')).toBe('PUBLISH');
  expect(first.get('UID')).toMatch(new RegExp(`^visit-${visitId}@`));
  expect(first.get('SEQUENCE')).toBe('0');
  const calendarPath = (await card.getByRole('link', { name: '캘린더에 추가' }).getAttribute('href'))!;
  expect(calendarPath).toBe(confirmedEntry.calendarPath);
  // The link works without a session (a 알림톡 or a calendar app opens it).
  const anonymous = await playwrightRequest.newContext({ baseURL: new URL(page.url()).origin });
  const fetchIcs = async () => {
    const res = await anonymous.get(calendarPath);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    return icsProps(await res.text());
  };

  // 5. The fake refuses the next 알림톡; the hall moves the visit in its console; one SMS/LMS instead.
  const other = (await freeHours(page, detail.partnerId)).find(
    (h) => h.date !== asked.visitDate || h.time !== asked.visitTime.slice(0, 5),
  )!;
  const sentBefore = (await fakeSolapiMessages()).length;
  await fakeSolapiFailNext('TEMPLATE_MISMATCH');
  await hall.goto('/partner-center/bookings?kind=VISIT&state=CONFIRMED');
  await row.getByRole('button', { name: '시간 변경' }).click();
  await row.getByLabel('날짜').selectOption(other.date);
  await row.getByLabel('시간').selectOption(other.time);
  if (SHOTS) await row.screenshot({ path: `${SHOTS}/console-move-picker-375.png` });
  await row.getByRole('button', { name: '이 시간으로 변경' }).click();
  await expect(hall.getByText('방문 시간을 바꿨어요. 고객에게 알려 드렸어요.')).toBeVisible();
  const movedWhen = formatKoreanDateTime(other.date, other.time);
  const toCouple = async () => (await fakeSolapiMessages()).slice(sentBefore).filter((m) => m.to === couplePhone);
  await expect
    .poll(async () => (await toCouple()).filter((m) => m.type === 'SMS' || m.type === 'LMS').length, {
      timeout: 20_000,
    })
    .toBe(1);
  const afterMove = await toCouple();
  const refused = afterMove.filter((m) => m.type === 'ATA');
  expect(refused).toHaveLength(1);
  expect(refused[0]).toMatchObject({ statusCode: '1043' });
  expect(refused[0]!.kakaoOptions?.templateId).toBe(ALIMTALK_TEMPLATES.VISIT_MOVED.code);
  const fallback = afterMove.find((m) => m.type === 'SMS' || m.type === 'LMS')!;
  expect(fallback.statusCode).toBe('2000');
  expect(fallback.text).toContain(movedWhen);
  expect(fallback.text).toContain(when);
  // The inbox says it too, and the card shows the new time.
  await expect.poll(async () => (await inboxOf(page)).list.some((n) => n.kind === 'VISIT_MOVED')).toBe(true);
  await page.reload();
  await expect(card.locator('.booking-card__when')).toHaveText(`방문 ${movedWhen}`);

  // 6. The same link: the same UID, SEQUENCE + 1.
  const moved = await fetchIcs();
  expect(moved.get('UID')).toBe(first.get('UID'));
  expect(moved.get('SEQUENCE')).toBe('1');
  expect(moved.get('DTSTART')).not.toBe(first.get('DTSTART'));

  // 7. The hall cancels: METHOD:CANCEL, STATUS:CANCELLED, still the same UID.
  await hall.goto('/partner-center/bookings?kind=VISIT&state=CONFIRMED');
  await row.getByRole('button', { name: '예약 취소' }).click();
  await row.getByLabel('사유').selectOption('HALL_CLOSED');
  await row.getByRole('button', { name: '예약 취소하기' }).click();
  await expect(hall.getByText('방문 예약을 취소했어요.')).toBeVisible();
  const cancelled = await fetchIcs();
  expect(cancelled.get('METHOD')).toBe('CANCEL');
  expect(cancelled.get('STATUS')).toBe('CANCELLED');
  expect(cancelled.get('UID')).toBe(first.get('UID'));
  expect(Number(cancelled.get('SEQUENCE'))).toBe(2);
  await anonymous.dispose();
});
