import { DEMO_STAFF } from '../../apps/api/src/db/seed/demo-staff.ts';
import { expect, inNewContext, type Page, test } from '../fixtures.ts';
import { signInAsDemo } from '../sign-in.ts';

// Issue 26 §1 in a browser: the console's own sign-in, an OWNER inviting a CALENDAR staff member by a one-time
// link, that member seeing only their menu, removal ending their session, and a customer's session never
// opening the console. One invitation is carried through, so the steps run in order.
test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36);
const invitee = { email: `calendar.${run}@example.com`, name: '김일정', password: 'Calendar#2026' };
let inviteUrl = '';

async function signInToConsole(page: Page, path = '/partner-center') {
  await page.goto(path);
  await expect(page).toHaveURL(/\/partner-center\/sign-in/);
  await page.getByLabel('이메일', { exact: true }).fill(DEMO_STAFF.email);
  await page.getByLabel('비밀번호', { exact: true }).fill(DEMO_STAFF.password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByRole('navigation', { name: '파트너센터 메뉴' })).toBeVisible();
}

test('a signed-out visitor is sent to the console sign-in and back to where they were going', async ({ page }) => {
  await signInToConsole(page, '/partner-center/staff');
  await expect(page).toHaveURL(/\/partner-center\/staff$/);
  await expect(page.getByRole('heading', { name: '직원 관리', level: 1 })).toBeVisible();
  await expect(page.getByRole('cell', { name: DEMO_STAFF.email })).toBeVisible();
});

test('the OWNER invites a CALENDAR staff member by a one-time link', async ({ page }) => {
  await signInToConsole(page, '/partner-center/staff');
  await page.getByLabel('이메일', { exact: true }).fill(invitee.email);
  await page.getByLabel('초대할 역할').selectOption('CALENDAR');
  await page.getByRole('button', { name: '초대 링크 만들기' }).click();
  const shown = page.getByRole('status').filter({ hasText: '72시간' });
  await expect(shown).toBeVisible();
  inviteUrl = (await shown.locator('code').textContent()) ?? '';
  expect(inviteUrl).toMatch(/\/partner-center\/invite\/[\w-]{20,}$/);
  // The same link is in the development outbox, as an SMS code would be.
  const outbox = await page.request.get(`/dev/sms-outbox?tel=${encodeURIComponent(invitee.email)}`);
  expect(JSON.stringify(await outbox.json())).toContain(new URL(inviteUrl).pathname);
  await expect(page.getByText(`${invitee.email} · 일정 담당`)).toBeVisible();
});

test('the invited member sets a password, lands on the calendar and sees only their menu', async ({ browser }) => {
  await inNewContext(browser, 375, async (page) => {
    await page.goto(new URL(inviteUrl).pathname);
    await expect(page.getByText('일정 담당')).toBeVisible();
    await page.getByLabel('이름', { exact: true }).fill(invitee.name);
    await page.getByLabel('비밀번호', { exact: true }).fill('short');
    await page.getByRole('button', { name: '가입하고 시작하기' }).click();
    await expect(page.getByRole('alert')).toContainText('8~20자');
    await expect(page.getByLabel('이름', { exact: true })).toHaveValue(invitee.name);
    await page.getByLabel('비밀번호', { exact: true }).fill(invitee.password);
    await page.getByRole('button', { name: '가입하고 시작하기' }).click();
    await expect(page).toHaveURL(/\/partner-center\/calendar$/);

    await page.goto('/partner-center/security');
    const menu = page.getByRole('navigation', { name: '파트너센터 메뉴' });
    await expect(menu.getByRole('link')).toHaveText(['일정·가격', '보안 설정']);
    await page.goto('/partner-center/staff');
    await expect(page.getByRole('alert')).toHaveText('이 메뉴를 사용할 권한이 없습니다. 대표 계정에 문의해 주세요.');

    // The link was good once.
    await page.goto(new URL(inviteUrl).pathname);
    await expect(page.getByRole('alert')).toContainText('만료되었거나 이미 사용되었습니다');
  });
});

test('on a desk screen the OWNER removes the member, and the audit log shows each step', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInToConsole(page, '/partner-center/staff');
  const row = page.getByRole('row').filter({ hasText: invitee.email });
  await row.getByRole('button', { name: `${invitee.name} 삭제` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '삭제', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: invitee.email })).toHaveCount(0);

  await page.getByRole('navigation', { name: '파트너센터 메뉴' }).getByRole('link', { name: '변경 기록' }).click();
  await expect(page.getByRole('cell', { name: '직원 삭제' }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: '초대 수락' }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: '직원 초대' }).first()).toBeVisible();

  // The removed member cannot sign in any more.
  await inNewContext(browser, 375, async (other) => {
    await other.goto('/partner-center/sign-in');
    await other.getByLabel('이메일', { exact: true }).fill(invitee.email);
    await other.getByLabel('비밀번호', { exact: true }).fill(invitee.password);
    await other.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(other.getByRole('alert')).toHaveText('이메일 또는 비밀번호가 올바르지 않습니다.');
  });
});

test("a couple's session never opens the console", async ({ page }) => {
  await signInAsDemo(page);
  await page.goto('/partner-center');
  await expect(page).toHaveURL(/\/partner-center\/sign-in\?next=/);
  await expect(page.getByRole('heading', { name: /파트너센터\s*로그인/ })).toBeVisible();
});
