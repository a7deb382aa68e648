import { generate } from 'otplib';
import { type Browser, expect, hydrated, type Page, test } from '../fixtures.ts';
import { overlappingBoxes } from '../narrow-layout.ts';
import { E2E_OPERATORS, signInAsOperator } from '../operator.ts';

// Issue 29 §1 follow-up (decision 0060) in a browser: the management ADMIN resets another operator on
// /admin/operators and reads the one-time password once; that operator, in their own browser, signs in with it,
// must choose a new password and enrol TOTP again; then the ADMIN disables them and their session ends.
const admin = E2E_OPERATORS.management;
const other = E2E_OPERATORS.throwaway;

async function newPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    locale: 'ko-KR',
    baseURL: test.info().project.use.baseURL,
  });
  const page = await context.newPage();
  // A page of a new context is not the fixture's: its moves wait for hydration here, as the fixture's do.
  const goto = page.goto.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await hydrated(page);
    return response;
  };
  return page;
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
  expect(await overlappingBoxes(page)).toEqual([]);
}

test('an ADMIN resets an operator, who sets a new password and re-enrols; disabled, their session ends', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // The other operator is signed in on their own phone (password and TOTP as first created).
  const phone = await newPhone(browser);
  try {
    await signInAsOperator(phone, other);
    await phone.goto('/admin');
    await expect(phone.getByTestId('admin-who')).toHaveText(`${other.name} · 모더레이터`);
    // A MODERATOR has no 운영자 계정 section or menu entry, and the screen says it is not theirs.
    await expect(phone.getByRole('heading', { name: '운영자 계정' })).toHaveCount(0);
    await phone.goto('/admin/operators');
    await expect(phone.getByRole('alert')).toHaveText('이 메뉴를 사용할 권한이 없습니다.');
    await expect(
      phone.getByRole('navigation', { name: '운영자 콘솔 메뉴' }).getByRole('link', { name: '운영자 계정' }),
    ).toHaveCount(0);
    await shoot(phone, 'operators-moderator-375');

    // The ADMIN finds the section on the dashboard and resets the other operator with a reason.
    await signInAsOperator(page, admin);
    await page.goto('/admin');
    await page.getByRole('heading', { name: '운영자 계정' }).getByRole('link').click();
    await expect(page.getByRole('heading', { name: '운영자 계정', level: 1 })).toBeVisible();
    const row = page.getByTestId(`operator-${other.email}`);
    await expect(row).toContainText('2단계 인증 등록됨');
    await expect(page.getByTestId(`operator-${admin.email}`)).toContainText('내 계정은 다른 관리자가 관리해요.');
    await shoot(page, 'operators-375');

    await row.getByRole('button', { name: `${other.name} 초기화` }).click();
    const panel = page.getByRole('region', { name: `${other.name}님 · 비밀번호·2단계 인증 초기화` });
    await panel.getByLabel('사유').fill('휴대폰 분실');
    await shoot(page, 'operators-reset-panel-375');
    await panel.getByRole('button', { name: '초기화' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '초기화' }).click();
    const oneTime = (await page.getByTestId('one-time-password').textContent()) ?? '';
    expect(oneTime).toMatch(/^[A-Za-z0-9_-]{20}$/);
    await expect(row).toContainText('새 비밀번호 대기');
    await shoot(page, 'operators-one-time-375');

    // The reset ended the other operator's session: their console sends them to the sign-in.
    await phone.goto('/admin');
    await expect(phone).toHaveURL(/\/admin\/sign-in/);
    await phone.getByLabel('이메일', { exact: true }).fill(other.email);
    await phone.getByLabel('비밀번호', { exact: true }).fill(oneTime);
    await phone.getByRole('button', { name: '로그인', exact: true }).click();
    const newPassword = 'Throwaway-own-pass-2026';
    await phone.getByLabel('새 비밀번호', { exact: true }).fill(newPassword);
    await phone.getByLabel('새 비밀번호 확인').fill(newPassword);
    await shoot(phone, 'sign-in-new-password-375');
    await phone.getByRole('button', { name: '비밀번호 바꾸기' }).click();

    // The second factor was cleared too: enrol again, with the new password.
    await expect(phone.getByRole('img', { name: '인증 앱으로 스캔할 QR 코드' })).toBeVisible();
    const secret = (await phone.getByTestId('totp-secret').textContent()) ?? '';
    await phone.getByLabel('인증 코드 6자리').fill(await generate({ secret }));
    await phone.getByRole('button', { name: '등록하고 로그인' }).click();
    await expect(phone.getByTestId('admin-who')).toHaveText(`${other.name} · 모더레이터`);

    // The ADMIN disables the account with a reason; the other operator's next call is refused.
    await page.getByRole('button', { name: '전달했어요, 닫기' }).click();
    await expect(page.getByTestId('one-time-password')).toHaveCount(0);
    await page.reload();
    await expect(row).toContainText('2단계 인증 등록됨');
    await expect(row).not.toContainText('새 비밀번호 대기');
    await row.getByRole('button', { name: `${other.name} 사용 중지` }).click();
    await page.getByLabel('사유').fill('퇴사');
    await page.getByRole('button', { name: '사용 중지', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '사용 중지' }).click();
    await expect(row).toContainText('사용 중지 (');
    await expect(row.getByRole('button', { name: `${other.name} 다시 사용` })).toBeVisible();

    expect((await phone.request.get('/v3/admin/me')).status()).toBe(401);
    await phone.goto('/admin/audit');
    await expect(phone).toHaveURL(/\/admin\/sign-in/);

    // The audit log names the actions in Korean, with their reasons.
    await page.goto('/admin/audit?action=operator.reset');
    await expect(page.getByRole('row').filter({ hasText: '휴대폰 분실' })).toContainText('비밀번호·2단계 인증 초기화');
    await page.goto('/admin/operators');
    await page.setViewportSize({ width: 1280, height: 800 });
    await shoot(page, 'operators-desk');
  } finally {
    await phone.context().close();
  }
});
