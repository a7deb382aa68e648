import { generate } from 'otplib';
import { BUSINESS_NUMBER_MESSAGES, hasValidCheckDigit } from '../../packages/domain/src/business-number.ts';
import { PARTNER_PAUSED_MESSAGES } from '../../packages/domain/src/partner-onboarding.ts';
import { publicApiKey } from '../api-key.ts';
import { type APIRequestContext, expect, inNewContext, type Page, test } from '../fixtures.ts';
import { overlappingBoxes } from '../narrow-layout.ts';
import { E2E_OPERATORS, signInAsOperator } from '../operator.ts';

// Issue 29 §4 in a browser: a hall applies on the public form → an ADMIN approves it on /admin/applications → its
// OWNER opens the invite link, sets a password and a second factor (codes computed with otplib, as the other
// specs do) and signs in to the console. Then an ADMIN pauses a seeded hall: it leaves search and its page says so.
// One application is carried through, so the steps run in order.
test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36);
/** A 사업자등록번호 of this run: nine digits from the clock, and the check digit the domain's rule asks. */
function businessNumberOfRun(): string {
  const body = String(Date.now() % 1_000_000_000).padStart(9, '1');
  const digits = [...Array(10).keys()].map((d) => `${body}${d}`).find(hasValidCheckDigit)!;
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}
const hall = {
  bizName: `온보딩웨딩홀${run}`,
  businessNumber: businessNumberOfRun(),
  email: `owner.${run}@example.com`,
  password: 'Owner#2026',
};
let inviteUrl = '';
let ownerSecret = '';

const shot = async (page: Page, name: string) => {
  await page.screenshot({ path: test.info().outputPath(name), fullPage: true });
  expect(await overlappingBoxes(page)).toEqual([]);
};

async function searchHalls(request: APIRequestContext, keyword?: string) {
  const apiKey = await publicApiKey(request, 'hall-search');
  const res = await request.get('/v3/book/halls', {
    params: { fetchSize: '50', apiKey, ...(keyword ? { keyword } : {}) },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { item: { partnerUuid: string; partnerName: string }[] }).item;
}

test('a hall applies on the public form, linked from the console sign-in', async ({ page }) => {
  await page.goto('/partner-center/sign-in');
  await page.getByRole('link', { name: '입점 신청' }).click();
  await expect(page).toHaveURL(/\/partner-center\/apply$/);
  await expect(page.getByRole('heading', { level: 1, name: /입점 신청/ })).toBeVisible();

  await page.getByLabel('상호').fill(hall.bizName);
  // A wrong check digit is caught by the domain's rule, in Korean, before anything is sent.
  const wrong = `${hall.businessNumber.slice(0, -1)}${(Number(hall.businessNumber.at(-1)) + 1) % 10}`;
  await page.getByLabel('사업자등록번호').fill(wrong);
  await page.getByLabel('주소', { exact: true }).fill('부산 해운대구 해운대로 1');
  await page.getByLabel('지역', { exact: true }).selectOption('부산');
  await page.getByLabel('담당자 이름').fill('김대표');
  await page.getByLabel('담당자 연락처').fill('01012345678');
  await page.getByLabel('담당자 이메일').fill(hall.email);
  await page.getByRole('button', { name: '입점 신청하기' }).click();
  await expect(page.getByText(BUSINESS_NUMBER_MESSAGES.CHECK_DIGIT)).toBeVisible();
  await expect(page.getByLabel('사업자등록번호')).toHaveAttribute('aria-invalid', 'true');
  await shot(page, 'apply-error-375.png');

  await page.getByLabel('사업자등록번호').fill(hall.businessNumber.replace(/-/g, ''));
  await expect(page.getByLabel('사업자등록번호')).toHaveValue(hall.businessNumber);
  await page.getByRole('button', { name: '입점 신청하기' }).click();
  await expect(page.getByRole('heading', { name: '신청이 접수되었어요' })).toBeVisible();
  await expect(page.getByText(hall.businessNumber)).toBeVisible();
  await shot(page, 'apply-done-375.png');

  // The same number again: one open application per 사업자등록번호.
  const again = await page.request.post('/v3/partner-applications', {
    data: {
      bizName: hall.bizName,
      businessNumber: hall.businessNumber,
      address: '부산 해운대구',
      region: '부산',
      contactName: '김대표',
      contactPhone: '010-1234-5678',
      contactEmail: hall.email,
    },
  });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { code: string }).code).toBe('APPLICATION_DUPLICATE');
});

test('an ADMIN approves it on /admin/applications, and the OWNER invite goes to the contact', async ({ page }) => {
  await signInAsOperator(page, E2E_OPERATORS.onboarding);
  await page.goto('/admin');
  await page.getByRole('navigation', { name: '운영자 콘솔 메뉴' }).getByRole('link', { name: '입점 심사' }).click();
  await expect(page).toHaveURL(/\/admin\/applications$/);
  await page.getByRole('link', { name: hall.bizName }).click();
  await expect(page.getByRole('heading', { name: hall.bizName })).toBeVisible();
  await expect(page.getByTestId('application-state')).toHaveText('심사 중');
  await shot(page, 'admin-application-375.png');

  // A decision needs its memo.
  await page.getByRole('button', { name: '승인하고 초대 보내기' }).click();
  await expect(page.getByRole('alert')).toHaveText('사유를 입력해 주세요.');
  await page.getByLabel('승인 메모').fill('사업자등록증 확인 완료');
  await page.getByRole('button', { name: '승인하고 초대 보내기' }).click();
  const shown = page.getByRole('status').filter({ hasText: '72시간' });
  await expect(shown).toBeVisible();
  await expect(page.getByTestId('application-state')).toHaveText('승인');
  inviteUrl = (await shown.locator('code').textContent()) ?? '';
  expect(inviteUrl).toMatch(/\/partner-center\/invite\/[\w-]{20,}$/);
  await shot(page, 'admin-approved-375.png');

  // Delivered to the contact the way staff invites are (the development outbox stands in for the mailer).
  const outbox = await page.request.get(`/dev/sms-outbox?tel=${encodeURIComponent(hall.email)}`);
  expect(JSON.stringify(await outbox.json())).toContain(new URL(inviteUrl).pathname);

  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, 'admin-approved-desk.png');
});

test('the OWNER sets a password and TOTP from the invite, and signs in to the console', async ({ browser }) => {
  await inNewContext(browser, 375, async (page) => {
    await page.goto(new URL(inviteUrl).pathname);
    await expect(page.getByText(hall.bizName)).toBeVisible();
    await page.getByLabel('이름', { exact: true }).fill('김대표');
    await page.getByLabel('비밀번호', { exact: true }).fill(hall.password);
    await page.getByRole('button', { name: '가입하고 시작하기' }).click();

    // An OWNER must set up the second factor before anything else (decision 0044).
    await expect(page).toHaveURL(/\/partner-center\/security$/);
    await page.getByRole('button', { name: '인증 앱 연결하기' }).click();
    await expect(page.getByRole('img', { name: '인증 앱으로 스캔할 QR 코드' })).toBeVisible();
    ownerSecret = (await page.locator('.console-totp__secret code').textContent()) ?? '';
    expect(ownerSecret).toMatch(/^[A-Z2-7]{16,}$/);
    await page.getByLabel('인증 코드 6자리').fill(await generate({ secret: ownerSecret }));
    await page.getByRole('button', { name: '확인', exact: true }).click();
    await expect(page.getByRole('navigation', { name: '파트너센터 메뉴' })).toBeVisible();

    await page.getByRole('button', { name: '로그아웃' }).click();
    await expect(page).toHaveURL(/\/partner-center\/sign-in/);
    await page.getByLabel('이메일', { exact: true }).fill(hall.email);
    await page.getByLabel('비밀번호', { exact: true }).fill(hall.password);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    // The enrolment spent this 30 s step's code; the next step's is accepted (one step either side).
    const next = await generate({ secret: ownerSecret, epoch: Math.floor(Date.now() / 1000) + 30 });
    await page.getByLabel('인증 코드 6자리').fill(next);
    await page.getByRole('button', { name: '확인', exact: true }).click();
    await expect(page.getByRole('navigation', { name: '파트너센터 메뉴' })).toBeVisible();
    await expect(page.getByText(hall.bizName).first()).toBeVisible();
    await shot(page, 'owner-console-375.png');
  });
});

test('an ADMIN pauses a hall: it leaves search, its page says so, and resuming brings it back', async ({
  page,
  browser,
}) => {
  const target = (await searchHalls(page.request))[7]!;
  expect((await searchHalls(page.request, target.partnerName)).map((h) => h.partnerUuid)).toContain(target.partnerUuid);

  await signInAsOperator(page, E2E_OPERATORS.onboarding);
  await page.goto('/admin');
  await page.getByRole('navigation', { name: '운영자 콘솔 메뉴' }).getByRole('link', { name: '업체 관리' }).click();
  await page.getByLabel('상호 또는 사업자등록번호').fill(target.partnerName);
  await page.getByRole('button', { name: '검색' }).click();
  const row = page.getByRole('listitem', { name: target.partnerName, exact: true });
  await row.getByRole('button', { name: `${target.partnerName} 일시 중지…` }).click();
  await row.getByRole('button', { name: '일시 중지', exact: true }).click();
  await expect(row.getByRole('alert')).toHaveText('사유를 입력해 주세요.');
  await row.getByLabel('일시 중지 사유').fill('영업 정지 처분 확인');
  await row.getByRole('button', { name: '일시 중지', exact: true }).click();
  await expect(row.getByText('중지 사유: 영업 정지 처분 확인')).toBeVisible();
  await shot(page, 'admin-partners-375.png');

  // Gone from the search (API and screen); the page says so and offers no booking.
  expect((await searchHalls(page.request, target.partnerName)).map((h) => h.partnerUuid)).not.toContain(
    target.partnerUuid,
  );
  await inNewContext(browser, 375, async (guest) => {
    await guest.goto('/weddinghall/search-filter?hidetop=true');
    const box = guest.getByRole('searchbox', { name: '웨딩홀 검색어' });
    await box.fill(target.partnerName);
    await box.press('Enter');
    await expect(guest).toHaveURL(/view=result/);
    await expect(
      guest.getByTestId('hall-results').getByTestId('hall-card').filter({ hasText: target.partnerName }),
    ).toHaveCount(0);

    await guest.goto(`/weddinghall/${target.partnerUuid}`);
    await expect(guest.getByRole('status', { name: '운영 일시 중지' })).toContainText(PARTNER_PAUSED_MESSAGES.NOTICE);
    await expect(guest.locator('.hall-cta__btn')).toHaveCount(0);
    await shot(guest, 'hall-paused-375.png');
  });

  // The audit log names the action in Korean; then the hall is resumed, so other specs find it as before.
  await page.goto('/admin/audit?action=partner.pause');
  await expect(page.getByRole('row').filter({ hasText: '업체 일시 중지' }).first()).toBeVisible();
  await page.goto(`/admin/partners?q=${encodeURIComponent(target.partnerName)}`);
  await row.getByRole('button', { name: `${target.partnerName} 운영 재개…` }).click();
  await row.getByLabel('운영 재개 사유').fill('처분 해제 확인');
  await row.getByRole('button', { name: '운영 재개', exact: true }).click();
  await expect(row.getByText('운영 중')).toBeVisible();
  expect((await searchHalls(page.request, target.partnerName)).map((h) => h.partnerUuid)).toContain(target.partnerUuid);
});
