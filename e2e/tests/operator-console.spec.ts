import { generate } from 'otplib';
import { expect, test } from '../fixtures.ts';
import { overlappingBoxes } from '../narrow-layout.ts';
import { E2E_OPERATOR } from '../operator.ts';

// Issue 29 §1 in a browser: an operator made by the CLI's function (e2e/serve.ts) signs in at /admin/sign-in,
// enrols the second factor from the key shown (the code computed here with otplib, as the API tests do), lands
// in the /admin shell, finds their sign-in in the audit log, and signs out. At 375 px, then on a desk screen.
test('an operator enrols TOTP on first sign-in, opens the console and the audit log, and signs out', async ({
  page,
}) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/sign-in/);
  await page.getByLabel('이메일', { exact: true }).fill(E2E_OPERATOR.email);
  await page.getByLabel('비밀번호', { exact: true }).fill(E2E_OPERATOR.password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();

  await expect(page.getByRole('img', { name: '인증 앱으로 스캔할 QR 코드' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await page.screenshot({ path: test.info().outputPath('admin-enrol-375.png'), fullPage: true });
  expect(await overlappingBoxes(page)).toEqual([]);
  await page.getByLabel('인증 코드 6자리').fill(await generate({ secret }));
  await page.getByRole('button', { name: '등록하고 로그인' }).click();

  await expect(page.getByTestId('admin-who')).toHaveText(`${E2E_OPERATOR.name} · 관리자`);
  for (const section of ['신고 처리', '리뷰 분쟁', '입점 심사', '감사 로그']) {
    await expect(page.getByRole('heading', { name: section })).toBeVisible();
  }
  await page.screenshot({ path: test.info().outputPath('admin-home-375.png'), fullPage: true });
  expect(await overlappingBoxes(page)).toEqual([]);

  await page.getByRole('navigation', { name: '운영자 콘솔 메뉴' }).getByRole('link', { name: '감사 로그' }).click();
  await expect(page.getByRole('heading', { name: '감사 로그', level: 1 })).toBeVisible();
  const rows = page.getByRole('table').getByRole('row');
  // Every E2E operator is created before the server starts, and other specs' operators may have enrolled already.
  await expect(rows.filter({ hasText: '2단계 인증 등록' }).filter({ hasText: E2E_OPERATOR.name })).toHaveCount(1);
  await expect(rows.filter({ hasText: '계정 생성' }).first()).toBeVisible();
  await page.getByLabel('작업').fill('operator.totp-enrol');
  await page.getByRole('button', { name: '검색' }).click();
  await expect(page).toHaveURL(/action=operator.totp-enrol/);
  await expect(rows.filter({ hasText: '계정 생성' })).toHaveCount(0);
  await expect(rows.filter({ hasText: '2단계 인증 등록' }).filter({ hasText: E2E_OPERATOR.name })).toHaveCount(1);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: test.info().outputPath('admin-audit-desk.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: test.info().outputPath('admin-audit-375.png'), fullPage: true });

  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in/);
  await page.goto('/admin/audit');
  await expect(page).toHaveURL(/\/admin\/sign-in/);
});
