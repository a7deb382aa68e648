import { DEMO_STAFF } from '../../apps/api/src/db/seed/demo-staff.ts';
import { expect, inNewContext, type Page, test } from '../fixtures.ts';
import { overlappingBoxes } from '../narrow-layout.ts';
import { E2E_OPERATORS, signInAsOperator } from '../operator.ts';

// Issue 29 §3's done-when in a browser: the demo hall disputes a review from its console; while the dispute is
// open the review is still up; the disputes operator (a MODERATOR) upholds it on /admin/disputes with a reason;
// the review is then gone from the hall's public review list and its own page, and the hall's console inbox
// and reviews page say it was upheld, with the reason.

const VERDICT = '리뷰에 직원의 개인 연락처가 드러나 있어 운영 정책에 따라 삭제합니다.';

/** The hall's public review tab as a guest's browser reads it: the newest 50. */
async function publicTab(page: Page, hallUuid: string): Promise<string[]> {
  const answer = await page.request.get(
    `/web/v1/community/reviews?partnerUuid=${hallUuid}&fetchStart=0&fetchSize=50&sort=2`,
  );
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { item: { uuid: string }[] }).item.map((r) => r.uuid);
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}-375.png`), fullPage: true });
  expect(await overlappingBoxes(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: test.info().outputPath(`${name}-desk.png`), fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
}

test('a hall disputes a review, the operator upholds it with a reason, the review is gone and the hall is told', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // The hall: its console's reviews page, the first review it has not disputed yet (a public one, not blinded).
  await page.goto('/partner-center/reviews');
  await expect(page).toHaveURL(/\/partner-center\/sign-in/);
  await page.getByLabel('이메일', { exact: true }).fill(DEMO_STAFF.email);
  await page.getByLabel('비밀번호', { exact: true }).fill(DEMO_STAFF.password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByRole('heading', { name: '리뷰 답변', level: 1 })).toBeVisible();
  const me = (await (await page.request.get('/v3/partner-center/me')).json()) as {
    item: { partner: { uuid: string; bizName: string } };
  };
  const { uuid: hallUuid, bizName } = me.item.partner;

  const candidate = page
    .locator('article.console-review')
    .filter({
      has: page.getByRole('button', { name: '이 리뷰 신고하기' }),
      hasNot: page.locator('.console-review__badge'),
    })
    .first();
  // Pinned by its heading's id: once disputed, the card no longer matches the filter above.
  const headingId = await candidate.getAttribute('aria-labelledby');
  const card = page.locator(`article.console-review[aria-labelledby="${headingId}"]`);
  const nick = (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';
  await card.getByRole('button', { name: '이 리뷰 신고하기' }).click();
  await card.getByLabel('신고 사유').selectOption({ label: '개인정보 노출' });
  await card.getByLabel('신고 내용').fill('리뷰 본문에 담당 직원의 휴대전화 번호가 그대로 적혀 있습니다.');
  const sent = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/dispute'));
  await card.getByRole('button', { name: '신고 보내기' }).click();
  const response = await sent;
  expect(response.status()).toBe(201);
  const reviewUuid = response.url().match(/reviews\/([0-9a-f-]{36})\/dispute$/)![1]!;
  const disputed = page.locator('article.console-review').filter({ hasText: '신고 접수됨 · 개인정보 노출' }).first();
  await expect(disputed.getByText('운영팀 검토 중')).toBeVisible();

  // Open: the review is still up for everyone.
  expect(await publicTab(page, hallUuid)).toContain(reviewUuid);
  expect((await page.request.get(`/web/v1/communityV2/${reviewUuid}`)).status()).toBe(200);

  // The operator, in a browser of their own: the queue, the dispute, the verdict.
  await inNewContext(browser, 375, async (ops) => {
    await signInAsOperator(ops, E2E_OPERATORS.disputes);
    await ops.goto('/admin');
    await ops.getByRole('heading', { name: '리뷰 분쟁' }).getByRole('link').click();
    await expect(ops.getByRole('heading', { name: '리뷰 분쟁', level: 1 })).toBeVisible();
    await expect(ops.getByRole('button', { name: /^검토 대기/ })).toHaveAttribute('aria-pressed', 'true');
    const list = (await (await ops.request.get('/v3/admin/disputes?state=OPEN')).json()) as {
      item: { disputes: { id: number; review: { uuid: string } }[] };
    };
    const id = list.item.disputes.find((d) => d.review.uuid === reviewUuid)!.id;
    const entry = ops.locator(`[data-testid="dispute-card"][data-dispute-id="${id}"]`);
    await expect(entry.getByRole('heading', { name: bizName })).toBeVisible();
    await expect(entry.getByText('개인정보 노출')).toBeVisible();
    await shoot(ops, 'admin-disputes');

    await entry.getByRole('link', { name: /검토하고 판정하기/ }).click();
    await expect(ops).toHaveURL(new RegExp(`/admin/disputes/${id}$`));
    await expect(ops.getByRole('heading', { name: '신고된 리뷰' })).toBeVisible();
    await expect(ops.getByText('리뷰 본문에 담당 직원의 휴대전화 번호가 그대로 적혀 있습니다.')).toBeVisible();
    await expect(ops.getByRole('heading', { name: '판정 기준' })).toBeVisible();
    // A verdict without a reason is refused on the spot.
    await ops.getByRole('button', { name: '인정하고 리뷰 삭제' }).click();
    await expect(ops.getByRole('alert')).toHaveText(/판정 사유를 입력해 주세요/);
    await shoot(ops, 'admin-dispute-detail');

    await ops.getByLabel('판정 사유').fill(VERDICT);
    await ops.getByRole('button', { name: '인정하고 리뷰 삭제' }).click();
    const confirm = ops.getByRole('alertdialog');
    await expect(confirm).toContainText('신고를 인정할까요?');
    const decided = ops.waitForResponse((r) => r.url().endsWith(`/v3/admin/disputes/${id}/uphold`));
    await confirm.getByRole('button', { name: '인정하고 삭제' }).click();
    expect((await decided).status()).toBe(200);
    await expect(ops.getByRole('status').filter({ hasText: '신고를 인정했어요.' })).toBeVisible();
    await expect(ops.getByTestId('dispute-verdict')).toHaveText('인정(리뷰 삭제)');
    await expect(ops.getByText(VERDICT)).toBeVisible();
    await shoot(ops, 'admin-dispute-decided');

    // The audit log has it, under its Korean name.
    await ops.goto(`/admin/audit?action=dispute.uphold`);
    await expect(ops.getByRole('cell', { name: '리뷰 분쟁 인정(리뷰 삭제)' }).first()).toBeVisible();
    await expect(ops.getByRole('cell', { name: VERDICT }).first()).toBeVisible();
  });

  // The review is gone: from the hall's public review list and from its own page.
  expect(await publicTab(page, hallUuid)).not.toContain(reviewUuid);
  await inNewContext(browser, 375, async (guest) => {
    await guest.goto(`/community/review/${reviewUuid}`);
    await expect(guest.getByText('후기를 찾을 수 없어요')).toBeVisible();
  });

  // The hall is told: its console inbox, and the outcome on its reviews page.
  await page.goto('/partner-center/notifications');
  await expect(page.getByText('리뷰 신고가 받아들여져 리뷰를 삭제했어요').first()).toBeVisible();
  await expect(page.getByText(`${nick}님의 리뷰 · 사유: ${VERDICT}`).first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('console-inbox-375.png'), fullPage: true });
  await page.goto('/partner-center/reviews');
  const outcome = page.locator('article.console-review').filter({ hasText: `운영팀 사유: ${VERDICT}` });
  await expect(outcome.getByText(/신고 인정됨 · 개인정보 노출 · 리뷰를 삭제했어요/)).toBeVisible();
  await expect(outcome.getByLabel('답변 쓰기')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('console-reviews-375.png'), fullPage: true });
});
