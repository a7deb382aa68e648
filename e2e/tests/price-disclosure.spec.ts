import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { test as plainTest } from '@playwright/test';
import { DEMO_STAFF } from '../../apps/api/src/db/seed/demo-staff.ts';
import { expect, type Page, test } from '../fixtures.ts';
import { overlappingBoxes } from '../narrow-layout.ts';
import { signUpAndSignIn } from '../new-customer.ts';

// Issue 26 §3 at 375 px: the demo hall edits its price disclosure in the console → a guest reads it on the hall's
// info tab, with JavaScript off too → a couple holding one of the hall's slots sees the hall's own penalty table
// before paying. The tests run in order (one worker): the later ones read what the first one published.

const EDITED_ITEM = '생화 꽃장식(E2E)';
const EDITED_PRICE = '2,350,000원';

/** The demo hall's uuid, asked of the console API as the demo OWNER (the same request context keeps its cookie). */
async function demoHallUuid(page: Page): Promise<string> {
  const signIn = await page.request.post('/v3/partner-center/auth/sign-in', {
    data: { email: DEMO_STAFF.email, password: DEMO_STAFF.password },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  return ((await signIn.json()) as { item: { partner: { uuid: string } } }).item.partner.uuid;
}

/** Serious or critical WCAG 2.1 A/AA problems in `selector` (the whole page when none). */
async function axeProblems(page: Page, selector?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const { violations } = await (selector ? builder.include(selector) : builder).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('the hall publishes its prices', () => {
  test('the demo hall edits an item and a penalty row in the console; the hall page shows them at once', async ({
    page,
  }) => {
    await page.goto('/partner-center/sign-in');
    await page.getByLabel('이메일').fill(DEMO_STAFF.email);
    await page.getByLabel('비밀번호').fill(DEMO_STAFF.password);
    await page.getByRole('button', { name: '로그인' }).click();
    await expect(page).not.toHaveURL(/sign-in/);
    await page.goto('/partner-center/disclosure');
    await expect(page.getByRole('heading', { name: '가격 공개', level: 1 })).toBeVisible();
    expect(await axeProblems(page)).toEqual([]);
    // Rows wrap on a phone and sit on one line on a desk screen; nothing overlaps or runs off either.
    expect(await overlappingBoxes(page, '.disclosure-form')).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await overlappingBoxes(page, '.disclosure-form')).toEqual([]);
    await page.setViewportSize({ width: 375, height: 812 });

    const flowers = page.getByLabel(/항목 이름/).nth(3);
    await expect(flowers).toHaveValue('꽃장식');
    await flowers.fill(EDITED_ITEM);
    await page.getByLabel('가격(원)').nth(3).fill('2350000');
    // A wrong value is refused before saving, naming the row, and what was typed stays.
    await page.getByLabel('위약금(%)').nth(2).fill('5');
    await page.getByRole('button', { name: '저장하고 공개하기' }).click();
    await expect(page.getByRole('alert')).toHaveText('위약금: 예식일이 가까울수록 위약금이 낮아질 수 없어요.');
    await expect(flowers).toHaveValue(EDITED_ITEM);
    await page.getByLabel('위약금(%)').nth(2).fill('40');
    await page.getByRole('button', { name: '저장하고 공개하기' }).click();
    await expect(page.getByText('가격 정보를 공개했어요. 고객 화면에 바로 보여요.')).toBeVisible();

    const uuid = await demoHallUuid(page);
    await page.goto(`/weddinghall/${uuid}`);
    const section = page.getByTestId('price-disclosure');
    await expect(section.getByRole('row', { name: new RegExp(EDITED_ITEM.replace(/[()]/g, '\\$&')) })).toContainText(
      EDITED_PRICE,
    );
    await expect(section.getByRole('row', { name: /예식 30일 전부터/ })).toContainText('계약금액의 40%');
    expect(await axeProblems(page, '[data-testid="price-disclosure"]')).toEqual([]);
  });

  test("the hold page shows the hall's own penalty table before paying", async ({ page }) => {
    const uuid = await demoHallUuid(page);
    // A couple of its own: a couple holds one slot per hall, and other specs' couples may hold this hall's.
    await signUpAndSignIn(page, '위약금');
    type Detail = { item: { profile: { id: number; individualHalls: { uuid: string }[] } } };
    const { item } = (await (await page.request.get(`/v3/book/halls/${uuid}/detail`)).json()) as Detail;
    const room = item.profile.individualHalls[0]!;
    type Room = { item: { slots: { weddingDayId: number }[] } };
    const { item: detail } = (await (
      await page.request.get(`/v3/book/partner-profiles/${item.profile.id}/individual-halls/${room.uuid}`)
    ).json()) as Room;
    const slot = detail.slots.at(-1)!;
    const held = await page.request.post('/v3/book/slot-holds', {
      headers: { 'idempotency-key': randomUUID() },
      data: { weddingDayId: slot.weddingDayId },
    });
    expect(held.ok(), await held.text()).toBe(true);
    const { item: hold } = (await held.json()) as { item: { id: number } };

    await page.goto(`/booking/holds/${hold.id}`);
    await expect(page.getByText('환불 · 취소 규정')).toBeVisible();
    const table = page.getByRole('table', { name: '웨딩홀 취소 위약금' });
    await expect(table.getByRole('row', { name: /예식 150일 전부터/ })).toContainText('위약금 없음');
    await expect(table.getByRole('row', { name: /예식 30일 전부터/ })).toContainText('계약금액의 40%');
    await expect(table.getByRole('row', { name: /예식 당일까지/ })).toContainText('계약금액의 50%');
    await expect(page.getByTestId('hold-hall-policy').getByText('환급 기준')).toBeVisible();
    expect(await axeProblems(page, '.hold__policy')).toEqual([]);

    const cancel = await page.request.delete(`/v3/book/slot-holds/${hold.id}`, {
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(cancel.ok(), await cancel.text()).toBe(true);
  });
});

// The 고시: anyone reads the prices without login, phone number or even JavaScript. Playwright's own test here,
// since the project's fixture waits for hydration, which never comes with scripts off.
plainTest.describe('a guest with JavaScript off', () => {
  plainTest.use({ javaScriptEnabled: false });

  plainTest('reads the published items, penalties, refund rules and date on the info tab', async ({ page }) => {
    const uuid = await demoHallUuid(page);
    await page.context().clearCookies();
    await page.goto(`/weddinghall/${uuid}`);
    const section = page.getByTestId('price-disclosure');
    await expect(section).toBeVisible();
    await expect(section.getByRole('heading', { name: '가격 정보' })).toBeVisible();
    await expect(section.getByText(/^최종 업데이트 \d{4}년 \d{1,2}월 \d{1,2}일$/)).toBeVisible();
    await expect(section.getByRole('table', { name: '선택 항목' })).toContainText(EDITED_ITEM);
    await expect(section.getByRole('table', { name: '선택 항목' })).toContainText(EDITED_PRICE);
    await expect(section.getByRole('table', { name: '취소 위약금' })).toContainText('계약금액의 40%');
    await expect(section.getByText('환급 기준')).toBeVisible();
  });
});
