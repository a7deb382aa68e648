import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEMO_STAFF } from '../../apps/api/src/db/seed/demo-staff.ts';
import { expect, type Page, test } from '../fixtures.ts';

// Issue 26 §4 in a browser: the demo hall edits its address as a draft → the preview marks it → publish → the
// public hall page shows it → the earlier version is restored as a draft and published → the old address is back.
test.describe.configure({ mode: 'serial' });

const SHOTS = resolve(import.meta.dirname, '../../.tmp/screenshots');
const run = Date.now().toString(36).slice(-4);
const NEW_ADDRESS = `서울특별시 강남구 테헤란로 427 위워크타워 ${run}`;

async function openProfile(page: Page) {
  await page.goto('/partner-center/profile');
  const signIn = page.getByRole('heading', { name: '파트너센터 로그인' });
  const profile = page.getByRole('heading', { name: '업체 정보', level: 1 });
  await expect(signIn.or(profile)).toBeVisible();
  if (await signIn.isVisible()) {
    await page.getByLabel('이메일', { exact: true }).fill(DEMO_STAFF.email);
    await page.getByLabel('비밀번호', { exact: true }).fill(DEMO_STAFF.password);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
  }
  await expect(page.getByRole('heading', { name: '업체 정보', level: 1 })).toBeVisible();
  await expect(page.getByLabel('주소', { exact: true })).toBeVisible();
}

async function confirmDialog(page: Page, label: string) {
  await page.getByRole('button', { name: label, exact: true }).click();
}

async function hallAddress(page: Page, uuid: string, address: string) {
  await page.goto(`/weddinghall/${uuid}`);
  await expect(page.getByText(address, { exact: true }).first()).toBeVisible();
}

test('a draft address is previewed, published, shown to guests, and the earlier version restored', async ({ page }) => {
  await openProfile(page);
  // Start from the published page: seeded drafts of the demo hall's rooms are not part of this story.
  const discard = page.getByRole('button', { name: '초안 지우기' });
  if (await discard.isEnabled()) {
    await discard.click();
    await confirmDialog(page, '지우기');
    await expect(page.getByTestId('draft-status')).toContainText('저장된 초안이 없어요');
  }
  const address = page.getByLabel('주소', { exact: true });
  const oldAddress = await address.inputValue();
  expect(oldAddress.length).toBeGreaterThan(4);
  const me = await (await page.request.get('/v3/partner-center/me')).json();
  const uuid: string = me.item.partner.uuid;

  // A bad address is refused in Korean, in place.
  await address.fill('서울');
  await page.getByRole('button', { name: '업체 정보 초안 저장' }).click();
  await expect(page.getByText('주소를 도로명 주소로 입력해 주세요.')).toBeVisible();

  await address.fill(NEW_ADDRESS);
  await page.getByRole('button', { name: '업체 정보 초안 저장' }).click();
  await expect(page.getByTestId('draft-status')).toContainText('바뀐 항목이 1개');
  await expect(page.getByText(`게시된 값: ${oldAddress}`)).toBeVisible();
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/profile-draft-375.png`, fullPage: true });

  // Guests still see the old address until it is published.
  await hallAddress(page, uuid, oldAddress);

  // The existing preview route marks the drafted address.
  await openProfile(page);
  await page.getByRole('link', { name: '미리보기', exact: true }).click();
  await expect(page).toHaveURL(/\/detail-preview\/\d+\?token=/);
  const row = page.getByTestId('preview-row').filter({ hasText: '주소' }).first();
  await expect(row).toHaveAttribute('data-status', 'updated');
  await expect(row).toContainText(NEW_ADDRESS);
  await expect(row.locator('del')).toContainText(oldAddress);
  await page.screenshot({ path: `${SHOTS}/profile-preview-375.png`, fullPage: true });

  await openProfile(page);
  await page.getByRole('button', { name: '게시하기' }).click();
  await confirmDialog(page, '게시');
  const versions = page.getByTestId('profile-version');
  await expect(versions.first()).toContainText('(게시 중)');
  await expect(versions.first()).toContainText(`주소: ${oldAddress} → ${NEW_ADDRESS}`);
  await hallAddress(page, uuid, NEW_ADDRESS);

  // Restore the page as it was before: a draft first (guests still see the new address), then published.
  await page.setViewportSize({ width: 1280, height: 900 });
  await openProfile(page);
  await page.getByRole('button', { name: '처음 상태 복원' }).click();
  await confirmDialog(page, '복원');
  await expect(page.getByLabel('주소', { exact: true })).toHaveValue(oldAddress);
  await expect(page.getByText(`게시된 값: ${NEW_ADDRESS}`)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/profile-restore-1280.png`, fullPage: true });
  await page.getByRole('button', { name: '게시하기' }).click();
  await confirmDialog(page, '게시');
  await expect(versions.first()).toContainText('처음 상태에서 복원');
  await hallAddress(page, uuid, oldAddress);
  await expect(page.getByText(NEW_ADDRESS)).toHaveCount(0);
});
