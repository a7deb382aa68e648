import { dDayLabel } from '@wedding/domain/d-day';
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '../fixtures.ts';
import { E2E_SOCIAL_USER } from '../social-user.ts';

// Issue 3's journeys in a real browser against the real server: sign up with SMS → additional info →
// D-day in the header → log out → log in by email → social login through the local OIDC server → find
// ID → reset the password and log in with the new one. One account is carried through, so the steps run
// in order.
test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36);
const randomDigits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');
const bride = {
  email: `bride.${run}@example.com`,
  password: 'Wedding!2027',
  newPassword: 'NewWedding#2028',
  name: '김신부',
  tel: `010-${randomDigits(4)}-${randomDigits(4)}`,
  nick: `신부${randomDigits(4)}`,
};
// 123 days from today in Seoul, so the header must read D-123.
const weddingDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(
  new Date(Date.now() + 123 * 24 * 60 * 60 * 1000),
);

const byLabel = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** The code the development outbox holds for this phone (GET /dev/sms-outbox exists outside production). */
async function latestCode(request: APIRequestContext, tel: string, after: number): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const res = await request.get(`/dev/sms-outbox?tel=${encodeURIComponent(tel)}`);
      const { item } = (await res.json()) as { item: { code: string | null; sentAt: number }[] };
      code = item.find((m) => m.sentAt >= after)?.code ?? null;
      return code;
    })
    .not.toBeNull();
  return code!;
}

async function verifyPhone(page: Page, tel: string) {
  await byLabel(page, '휴대폰 번호').fill(tel);
  const sentAfter = Date.now() - 1000;
  await button(page, '인증번호 받기').click();
  await expect(page.getByTestId('sms-countdown')).toBeVisible();
  await byLabel(page, '인증번호').fill(await latestCode(page.request, tel, sentAfter));
  await button(page, '확인').click();
  await expect(button(page, '인증 완료')).toBeVisible();
}

async function currentUser(page: Page) {
  const res = await page.request.get('/api/user');
  return ((await res.json()) as { item: { nick: string | null; weddingDate: string | null } | null }).item;
}

async function logOut(page: Page) {
  await page.goto('/mypage');
  await button(page, '로그아웃').click();
  await expect(page.getByText('로그아웃되었습니다.')).toBeVisible();
  await expect(page).toHaveURL(/\/weddinghall\/home$/);
  // Issue 9: no "로그인하시겠어요?" on top of the goodbye toast.
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByRole('banner')).toContainText('미정');
  // The server ended the session too: the cookies no longer make a user.
  expect(await currentUser(page)).toBeNull();
}

test.describe('accounts and sessions', () => {
  let context: BrowserContext;
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    // One context (one cookie jar) for the whole journey; a test opens a second tab in it.
    context = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'ko-KR' });
    page = await context.newPage();
  });
  test.afterAll(async () => {
    await context.close();
  });

  test('signs up with SMS verification, adds the wedding date and sees D-123 in the header', async () => {
    await page.goto('/sign-up/1');
    await expect(button(page, '다음')).toBeDisabled();
    await page.getByRole('checkbox', { name: '전체 동의' }).check();
    await button(page, '다음').click();

    await expect(page).toHaveURL(/\/sign-up\/2/);
    await byLabel(page, '이메일').fill(bride.email);
    await button(page, '중복확인').click();
    await expect(page.getByText('사용 가능한 이메일입니다.')).toBeVisible();
    // A weak password is explained before anything is sent.
    await byLabel(page, '비밀번호').fill('weak');
    await byLabel(page, '비밀번호 확인').fill('weak');
    await byLabel(page, '이름').click();
    await expect(page.getByText('비밀번호는 영문, 숫자, 특수문자를 모두 포함해 8~20자로 입력해주세요.')).toBeVisible();
    await byLabel(page, '비밀번호').fill(bride.password);
    await byLabel(page, '비밀번호 확인').fill(bride.password);
    await byLabel(page, '이름').fill(bride.name);
    await page.getByRole('radio', { name: '여성' }).check();
    await verifyPhone(page, bride.tel);
    await button(page, '가입하기').click();

    await expect(page).toHaveURL(/\/sign-additional\/2\?type=Home_Dday_Complete/);
    await byLabel(page, '닉네임').fill(bride.nick);
    await button(page, '중복확인').first().click();
    await expect(page.getByText('사용 가능한 닉네임입니다.')).toBeVisible();
    await page.getByRole('radio', { name: '서울', exact: true }).check();
    await byLabel(page, '예식일').fill(weddingDate);
    await expect(page.getByText('D-123').first()).toBeVisible();
    await button(page, '저장하기').click();

    await expect(page).toHaveURL(/\/weddinghall\/home/);
    expect(dDayLabel(weddingDate, new Date())).toBe('D-123');
    await expect(page.getByRole('banner')).toContainText('D-123');
    // Web JavaScript never sees a token: both cookies are httpOnly.
    const cookies = await page.context().cookies();
    expect(cookies.filter((c) => c.name.startsWith('wd_')).map((c) => [c.name, c.httpOnly])).toEqual(
      expect.arrayContaining([
        ['wd_at', true],
        ['wd_rt', true],
      ]),
    );
    expect(await page.evaluate(() => document.cookie)).not.toContain('wd_');
  });

  test('inside the app, shows the new-push dot for the welcome message until the push icon is opened, and remembers the check', async () => {
    // Inside the app the bell opens the app's own push list (the bridge keeps its push link, issue 28 §3; a
    // browser opens /notifications, notifications-inbox.spec.ts): stand in for its bridge, for this page only.
    const asApp = await page.addInitScript(() => {
      const w = window as unknown as { ReactNativeWebView: { postMessage(message: string): void }; posted: string[] };
      w.posted = [];
      w.ReactNativeWebView = { postMessage: (message) => w.posted.push(message) };
    });
    await page.goto('/weddinghall/home');
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: '알림 (새 알림 있음)' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { posted: string[] }).posted))
      .toEqual([JSON.stringify({ type: 'OPEN_PUSH' })]);
    // The check time is stored on the server (customer data, one year), so a reload keeps the dot off.
    await page.goto('/weddinghall/home');
    await expect(banner.getByRole('button', { name: '알림', exact: true })).toBeVisible();
    await expect(banner.getByRole('button', { name: '알림 (새 알림 있음)' })).toHaveCount(0);
    // The following tests are a plain browser again.
    await asApp.dispose();
  });

  test('logs out, then logs in by email and returns to the D-day header', async () => {
    await logOut(page);

    await page.goto('/sign-in/email');
    await byLabel(page, '이메일').fill(bride.email);
    await byLabel(page, '비밀번호').fill('Wrong!pass1');
    await button(page, '로그인').click();
    await expect(page.getByText('이메일 또는 비밀번호가 올바르지 않습니다.')).toBeVisible();
    // Nothing typed is lost after a failure.
    await expect(byLabel(page, '이메일')).toHaveValue(bride.email);

    await byLabel(page, '비밀번호').fill(bride.password);
    await button(page, '로그인').click();
    await expect(page).toHaveURL(/\/weddinghall\/home/);
    await expect(page.getByRole('banner')).toContainText('D-123');
  });

  test('a guest asked to log in comes back to the page they were on', async () => {
    await logOut(page);
    await page.goto('/mypage');
    // Spec §8: the login-needed confirm; OK goes to sign-in.
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('이 서비스는 로그인이 필요합니다. 로그인하시겠어요?');
    // Issue 9: one prompt at a time (the page's own invitation waits behind the confirm), and the focus
    // ring is drawn inside the button so the dialog's rounded corner does not cut it.
    await expect(page.getByRole('link', { name: '로그인하기' })).toHaveCount(0);
    await page.keyboard.press('Tab');
    const focused = confirm.locator('button:focus-visible');
    await expect(focused).toHaveCount(1);
    expect(await focused.evaluate((el) => Number.parseFloat(getComputedStyle(el).outlineOffset))).toBeLessThan(0);
    await confirm.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page).toHaveURL(/\/sign-in\/social\?returnTo=%2Fmypage/);
    await page.getByRole('link', { name: '이메일로 로그인' }).click();
    await byLabel(page, '이메일').fill(bride.email);
    await byLabel(page, '비밀번호').fill(bride.password);
    await button(page, '로그인').click();
    await expect(page).toHaveURL(/\/mypage$/);
    await expect(page.getByText(bride.nick)).toBeVisible();
    await logOut(page);
  });

  test('logs in through the local OpenID Connect server (Kakao), joining first if the identity is new', async () => {
    await page.goto('/sign-in/social');
    await button(page, '카카오로 시작하기').click();
    await page.waitForURL(/\/(sign-up\/1|sign-additional\/2|weddinghall\/home)/);

    if (page.url().includes('/sign-up/1')) {
      // A new identity continues to sign-up with a join token: email and name come from the provider.
      await page.getByRole('checkbox', { name: '전체 동의' }).check();
      await button(page, '다음').click();
      await expect(byLabel(page, '이메일')).toHaveValue(E2E_SOCIAL_USER.email);
      await expect(byLabel(page, '비밀번호')).toHaveCount(0);
      await expect(byLabel(page, '이름')).toHaveValue(E2E_SOCIAL_USER.name);
      await page.getByRole('radio', { name: '여성' }).check();
      await verifyPhone(page, `010-${randomDigits(4)}-${randomDigits(4)}`);
      await button(page, '가입하기').click();
      await expect(page).toHaveURL(/\/sign-additional\/2/);
      await byLabel(page, '닉네임').fill(`소셜${randomDigits(4)}`);
      await button(page, '중복확인').first().click();
      await expect(page.getByText('사용 가능한 닉네임입니다.')).toBeVisible();
      await page.getByRole('radio', { name: '부산', exact: true }).check();
      await page.getByRole('checkbox', { name: '아직 미정이에요' }).check();
      await button(page, '저장하기').click();
      await expect(page).toHaveURL(/\/weddinghall\/home/);
      await logOut(page);

      // The second time the identity is known: straight in, no sign-up.
      await page.goto('/sign-in/social');
      await button(page, '카카오로 시작하기').click();
    }
    await expect(page).toHaveURL(/\/weddinghall\/home/);
    await page.goto('/mypage');
    await expect(page.getByText(E2E_SOCIAL_USER.email)).toBeVisible();
    expect((await currentUser(page))?.nick).toMatch(/^소셜\d{4}$/);
    await logOut(page);
  });

  test('finds the login id by phone, masked', async () => {
    await page.goto('/sign-in/social');
    await page.getByRole('link', { name: '아이디 찾기' }).click();
    await expect(page).toHaveURL(/\/find-id$/);
    await verifyPhone(page, bride.tel);
    await button(page, '다음').click();
    await expect(page).toHaveURL(/\/find-id\/complete/);
    const [local, domain] = bride.email.split('@') as [string, string];
    await expect(page.getByText(`${local.slice(0, 2)}${'*'.repeat(local.length - 2)}@${domain}`)).toBeVisible();
  });

  test('resets the password by phone, and only the new one logs in', async () => {
    await page.goto('/find-pw');
    await byLabel(page, '이메일').fill(bride.email);
    await verifyPhone(page, bride.tel);
    await button(page, '다음').click();
    await byLabel(page, '비밀번호').fill(bride.newPassword);
    await byLabel(page, '비밀번호 확인').fill(bride.newPassword);
    await button(page, '비밀번호 변경').click();
    await expect(page).toHaveURL(/\/find-pw\/complete/);
    await page.getByRole('link', { name: '로그인' }).click();

    await expect(page).toHaveURL(/\/sign-in\/email/);
    await byLabel(page, '이메일').fill(bride.email);
    await byLabel(page, '비밀번호').fill(bride.password);
    await button(page, '로그인').click();
    await expect(page.getByText('이메일 또는 비밀번호가 올바르지 않습니다.')).toBeVisible();

    await byLabel(page, '비밀번호').fill(bride.newPassword);
    await button(page, '로그인').click();
    await expect(page).toHaveURL(/\/weddinghall\/home/);
    await expect(page.getByRole('banner')).toContainText('D-123');
  });

  test('two tabs whose access token expired at the same moment both stay logged in', async () => {
    // Stand in for an expired access token: the server answers it 401 TOKEN_EXPIRED like a stale one.
    const host = new URL(page.url()).hostname;
    await context.addCookies([{ name: 'wd_at', value: 'expired', domain: host, path: '/', httpOnly: true }]);
    const reissues: string[] = [];
    context.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().endsWith('/api/token')) reissues.push(r.url());
    });
    const [tabA, tabB] = await Promise.all([context.newPage(), context.newPage()]);
    await Promise.all([tabA.goto('/mypage'), tabB.goto('/mypage')]);
    for (const tab of [tabA, tabB]) {
      await expect(tab.getByText(bride.nick)).toBeVisible();
      await expect(tab.getByText('로그인 세션이 만료되었습니다. 다시 로그인해주세요.')).toHaveCount(0);
    }
    // The tabs share one cookie jar: at most one reissue each, and the session survives them.
    expect(reissues.length).toBeGreaterThanOrEqual(1);
    expect(reissues.length).toBeLessThanOrEqual(2);
    await tabA.reload();
    await expect(tabA.getByText(bride.nick)).toBeVisible();
    await Promise.all([tabA.close(), tabB.close()]);
  });

  test('a session that cannot be renewed says so and goes to sign-in', async () => {
    const host = new URL(page.url()).hostname;
    await context.addCookies([
      { name: 'wd_at', value: 'expired', domain: host, path: '/', httpOnly: true },
      { name: 'wd_rt', value: 'revoked-or-forged-refresh-token', domain: host, path: '/api/token', httpOnly: true },
    ]);
    await page.goto('/mypage');
    await expect(page.getByText('로그인 세션이 만료되었습니다. 다시 로그인해주세요.')).toBeVisible();
    await page.getByRole('alertdialog').getByRole('button').last().click();
    await expect(page).toHaveURL(/\/sign-in\/social\?returnTo=%2Fmypage/);
    expect(await currentUser(page)).toBeNull();
  });
});
