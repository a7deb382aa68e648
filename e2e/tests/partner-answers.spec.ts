import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '../fixtures.ts';

// Issue 26 §5 and §6 against the real server: the demo hall signs in to its console, sees its dashboard, answers
// a review still waiting for one, and a guest then finds that answer under the review on the hall's review tab.

const DEMO = { email: 'hall@wedding.kr', password: 'Wedding2026!' };
/** Set SCREENSHOTS_DIR to keep 375 px and 1280 px pictures of the two console screens. */
const SHOTS = process.env.SCREENSHOTS_DIR;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
}

/** WCAG 2.1 A/AA problems of serious or critical impact on the page (as accessibility.spec.ts counts them). */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function untilVisible(target: Locator, more: Locator) {
  for (let round = 0; round < 30 && !(await target.isVisible()); round++) {
    if (!(await more.isVisible())) break;
    await more.click();
    await target.or(more).first().waitFor();
  }
  await expect(target).toBeVisible();
}

test('the demo hall answers a review, and a guest sees the answer under it on the hall’s review tab', async ({
  page,
  browser,
}) => {
  await page.goto('/partner-center/sign-in');
  await page.getByLabel('이메일').fill(DEMO.email);
  await page.getByLabel('비밀번호').fill(DEMO.password);
  await page.getByRole('button', { name: '로그인' }).click();

  // The dashboard: 12 weeks in a table (the charts draw the same numbers).
  await expect(page.getByRole('heading', { name: '대시보드', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: /최근 12주/ }).getByRole('row')).toHaveCount(13);
  await expect(page.locator('.console-chart__canvas canvas').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'dashboard');

  const me = (await (await page.request.get('/v3/partner-center/me')).json()) as {
    item: { partner: { uuid: string; bizName: string } };
  };
  const { uuid: hallUuid, bizName } = me.item.partner;

  await page.getByRole('link', { name: '리뷰 답변' }).first().click();
  await expect(page.getByRole('heading', { name: '리뷰 답변', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: /^답변 대기/ }).click();
  const first = page.locator('article.console-review').first();
  await expect(first.getByLabel('답변 쓰기')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'reviews');

  const text = `소중한 후기 감사합니다. 다음 방문 때도 정성껏 모시겠습니다. (${Date.now()})`;
  await first.getByLabel('답변 쓰기').fill(text);
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith('/answer'));
  await first.getByRole('button', { name: '답변 등록' }).click();
  const response = await saved;
  expect(response.status()).toBe(200);
  const reviewUuid = response.url().match(/reviews\/([0-9a-f-]{36})\/answer$/)![1]!;
  await expect(page.getByText('답변을 등록했어요.', { exact: false })).toBeVisible();

  // A guest in another browser: the answer is under that review, signed with the hall's name.
  const guest = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'ko-KR' });
  try {
    const couple = await guest.newPage();
    await couple.goto(`/weddinghall/${hallUuid}?tabId=4`);
    await couple.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await couple.getByRole('button', { name: /베스트순|최신순/ }).click();
    await couple.getByRole('dialog', { name: '정렬' }).getByRole('button', { name: '최신순' }).click();
    const card = couple.locator(`[data-testid="review-card"][data-review-uuid="${reviewUuid}"]`);
    await untilVisible(card, couple.getByRole('button', { name: '후기 더 보기' }));
    await expect(card.getByText(text)).toBeVisible();
    await expect(card.getByText(bizName, { exact: true }).last()).toBeVisible();
  } finally {
    await guest.close();
  }
});
