import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { overlappingBoxes } from '../narrow-layout.ts';
import { signUpAndSignIn } from '../new-customer.ts';

// Issue 28 §3: the couple's inbox at /notifications (newest first, deep links, mark read, mark all read), the
// header's unread dot from newPushTsp (spec §3) that opens it on the web, and the hall console's own inbox. At 375 px
// (the config's viewport).
//
// Entries come through POST /__test/notifications and /__test/partner-notifications: test-only routes (TEST_CLOCK
// under NODE_ENV=test, as e2e/serve.ts runs) that write one entry through the real outbox, so this spec can place
// kinds no quick browser walk reaches (a comment reply, a watch). The events themselves are walked end to end by
// visit-notifications.spec.ts (a confirmed, moved, cancelled visit) and slot-watches.spec.ts (a date opening).

const DEMO_HALL = { email: 'hall@wedding.kr', password: 'Wedding2026!' };

/** Nothing overlaps at 375 px, and axe finds nothing serious (WCAG 2.1 A/AA), as the other screens' specs check. */
async function checkScreen(page: Page) {
  expect(await overlappingBoxes(page)).toEqual([]);
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
}

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^알림/ });

/**
 * Home in a fresh document, once its header has read the stored push check: before that the bell never has a
 * dot, so a bell without one would prove nothing.
 */
async function homeBell(page: Page, how: 'goto' | 'reload' = 'goto') {
  const checkRead = page.waitForResponse((res) => res.url().includes('/pushCheckTsp') && res.ok());
  if (how === 'goto') await page.goto('/weddinghall/home');
  else await page.reload();
  await checkRead;
  return bell(page);
}

/** Makes the header ask for the newest entry now, as the window coming back to the front does. */
const refocus = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('focus')));

test('a new entry puts the dot on the bell without a reload; the inbox lists it, a tap reads it and opens its page, 모두 읽음 clears the rest', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signUpAndSignIn(page, '알림');

  // Opening the inbox records the check: sign-up's welcome no longer dots the bell.
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { name: '알림', level: 1 })).toBeVisible();
  await expect(page.getByText('아직 받은 알림이 없어요')).toBeVisible();
  expect(await overlappingBoxes(page)).toEqual([]);
  await expect(await homeBell(page)).toHaveAccessibleName('알림');

  const tell = (data: Record<string, unknown>) =>
    page.request
      .post('/__test/notifications', { data })
      .then(async (res) => expect(res.ok(), await res.text()).toBe(true));
  await tell({ kind: 'REVIEW_ANSWERED', variables: { 웨딩홀: '라온컨벤션' }, link: '/mypage' });
  await tell({
    kind: 'COMMENT_REPLIED',
    variables: { 작성자: '신부123', 내용: '저도 그 홀 봤어요\n주차가 편했어요' },
    link: '/mypage/bookings',
  });

  // No reload: the header asks again when the window regains focus.
  await refocus(page);
  await expect(bell(page)).toHaveAccessibleName('알림 (새 알림 있음)', { timeout: 10_000 });

  await bell(page).click();
  await expect(page).toHaveURL(/\/notifications$/);
  const items = page.getByTestId('notification-list').getByRole('listitem');
  await expect(items).toHaveCount(2);
  // Newest first, the body's line break kept.
  await expect(items.nth(0)).toContainText('내 댓글에 답글이 달렸어요');
  await expect(items.nth(0).locator('.inbox-item__body')).toHaveText('신부123: 저도 그 홀 봤어요\n주차가 편했어요');
  await expect(items.nth(1)).toContainText('내 후기에 웨딩홀이 답글을 남겼어요');
  await expect(page.getByTestId('unread-marker')).toHaveCount(2);
  await checkScreen(page);
  // Opened: the dot is gone (the page recorded the check).
  await expect(await homeBell(page)).toHaveAccessibleName('알림');

  await page.goto('/notifications');
  await page.getByRole('link', { name: /내 댓글에 답글이 달렸어요/ }).click();
  await expect(page).toHaveURL(/\/mypage\/bookings$/);
  await page.goBack();
  await expect(page.getByTestId('unread-marker')).toHaveCount(1);
  const unread = (await (await page.request.get('/v3/notifications/unread')).json()) as { item: { unread: number } };
  expect(unread.item.unread).toBe(1);

  await page.getByRole('button', { name: '모두 읽음' }).click();
  await expect(page.getByTestId('unread-marker')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '모두 읽음' })).toBeDisabled();

  // After a reload everything stays read and the bell has no dot.
  await page.goto('/weddinghall/home');
  await expect(await homeBell(page, 'reload')).toHaveAccessibleName('알림');
  await page.goto('/notifications');
  await expect(page.getByTestId('notification-list').getByRole('listitem')).toHaveCount(2);
  await expect(page.getByTestId('unread-marker')).toHaveCount(0);
});

test("the hall's console inbox: the menu badge counts unread entries, a tap reads one and opens the console page", async ({
  page,
}) => {
  const signIn = await page.request.post('/v3/partner-center/auth/sign-in', { data: DEMO_HALL });
  expect(signIn.ok()).toBe(true);
  const made = await page.request.post('/__test/partner-notifications', {
    data: {
      kind: 'HALL_VISIT_CANCELLED',
      variables: { 고객: '김*랑', 일시: '12월 5일 (토) 14:00' },
      link: '/partner-center/bookings',
    },
  });
  expect(made.ok(), await made.text()).toBe(true);

  const unreadNow = async () =>
    ((await (await page.request.get('/v3/partner-center/notifications/unread')).json()) as { item: { unread: number } })
      .item.unread;
  const before = await unreadNow();
  expect(before).toBeGreaterThan(0);

  await page.goto('/partner-center/notifications');
  await expect(page.getByRole('heading', { name: '알림', level: 1 })).toBeVisible();
  const badge = page.getByRole('navigation', { name: '파트너센터 메뉴' }).getByTestId('console-unread-badge');
  await expect(badge).toHaveText(String(before));
  await expect(
    page
      .getByRole('navigation', { name: '파트너센터 메뉴' })
      .getByRole('link', { name: `알림 (읽지 않은 알림 ${before}개)` }),
  ).toBeVisible();
  const entry = page.getByRole('link', { name: /고객이 방문 상담을 취소했어요/ }).first();
  await expect(entry).toContainText('김*랑 · 12월 5일 (토) 14:00');
  await checkScreen(page);
  await entry.click();
  await expect(page).toHaveURL(/\/partner-center\/bookings$/);
  await expect(page.getByRole('heading', { name: '예약 요청', level: 1 })).toBeVisible();
  // The read reached the server, and the next screen's badge counts one fewer (none at all at zero).
  await expect.poll(unreadNow).toBe(before - 1);
  if (before === 1) await expect(badge).toHaveCount(0);
  else await expect(badge).toHaveText(String(before - 1));
});
