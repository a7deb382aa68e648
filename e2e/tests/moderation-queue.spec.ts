import { REPORT_BLIND_THRESHOLD, REVIEW_RATING_ITEMS } from '@wedding/domain/community';
import { type Browser, expect, type Page, test } from '../fixtures.ts';
import { overlappingBoxes } from '../narrow-layout.ts';
import { signUpAndSignIn } from '../new-customer.ts';
import { E2E_OPERATORS, signInAsOperator } from '../operator.ts';

// Issue 29 §2, its done-when: three different customers report a review → it is blinded (gone from the hall's
// public list, the blinded bar leads to it) → a MODERATOR restores it with a reason on /admin/reports → the
// writer's inbox shows the reason → the review shows again in the hall's public list. At 375 px (the config's
// viewport), then the console on a desk screen.

type Popular = { item: { partnerUuid: string }[] };
const TEXT = '홀 분위기도 좋고 담당 매니저님이 끝까지 꼼꼼하게 챙겨 주셔서 만족스러운 예식이었어요.';
const REASON = '신고 내용을 검토했으나 운영 정책 위반이 아니어서 후기를 다시 공개합니다.';
const ratings = REVIEW_RATING_ITEMS.map((kname) => ({ kname, v: 5 }));

const card = (page: Page, uuid: string) => page.locator(`[data-testid="review-card"][data-review-uuid="${uuid}"]`);

async function personIn(browser: Browser, nick: string) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'ko-KR' });
  const page = await context.newPage();
  const me = await signUpAndSignIn(page, nick);
  return { context, page, ...me };
}

/** The hall's review tab, newest first (the new review is then on the first page). */
async function hallReviews(page: Page, hall: string) {
  await page.goto(`/weddinghall/${hall}?tabId=4`);
  await page.getByRole('button', { name: /베스트순|최신순/ }).click();
  await page.getByRole('dialog', { name: '정렬' }).getByRole('button', { name: '최신순' }).click();
  await expect(page.getByTestId('review-card').first()).toBeVisible();
}

test('three reports blind a review → an operator restores it with a reason → the writer is told → it shows again', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const writer = await signUpAndSignIn(page, '후기작성');
  const popular = (await (await page.request.get('/v3/book/popular-wedding-halls')).json()) as Popular;
  // Not the first hall: other specs count that one's blinded reviews.
  const hall = popular.item[2]!.partnerUuid;
  const written = await page.request.post('/web/v1/community/reviews', {
    data: { partnerUuid: hall, content: TEXT, anonymous: 0, weddingMonth: '2026-09', reviews: ratings },
  });
  expect(written.status()).toBe(201);
  const review = ((await written.json()) as { item: { uuid: string } }).item.uuid;
  await hallReviews(page, hall);
  await expect(card(page, review)).toBeVisible();

  // Three different customers report it: the third blinds it.
  for (let i = 0; i < REPORT_BLIND_THRESHOLD; i++) {
    const reporter = await personIn(browser, `신고${i}`);
    try {
      const res = await reporter.page.request.post('/web/v1/community/report', {
        data: { targetKind: 'REVIEW', targetUuid: review, reason: i === 0 ? '광고성 게시글' : '욕설/비방' },
      });
      expect(res.ok()).toBe(true);
    } finally {
      await reporter.context.close();
    }
  }
  await hallReviews(page, hall);
  await expect(card(page, review)).toHaveCount(0);
  await page.getByRole('link', { name: /블라인드 처리된 후기가 있어요/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: '블라인드 처리된 후기' })).toBeVisible();
  await expect(card(page, review)).toBeVisible();

  // The moderator finds it in the queue (most reported first), reads it and restores it with a reason.
  const opContext = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'ko-KR' });
  const op = await opContext.newPage();
  try {
    await signInAsOperator(op, E2E_OPERATORS.moderation);
    await op.goto('/admin');
    await op.getByRole('link', { name: '신고 처리' }).first().click();
    await expect(op.getByRole('heading', { name: '신고 처리', level: 1 })).toBeVisible();
    await op.getByLabel('정렬').selectOption('MOST');
    const entry = op.locator(`[data-target="REVIEW:${review}"]`);
    await expect(entry).toBeVisible();
    await expect(entry).toContainText('신고 3건');
    await expect(entry).toContainText('블라인드됨');
    await expect(entry).toContainText('욕설/비방 2 · 광고성 게시글 1');
    await op.screenshot({ path: test.info().outputPath('admin-reports-375.png'), fullPage: true });
    expect(await overlappingBoxes(op)).toEqual([]);

    await entry.click();
    await expect(op.getByRole('heading', { name: '신고 상세', level: 1 })).toBeVisible();
    await expect(op.getByText(TEXT)).toBeVisible();
    await expect(op.getByRole('radio', { name: '블라인드', exact: true })).toHaveCount(0);
    await op.getByRole('radio', { name: '블라인드 해제' }).check();
    // No reason, no action: the form says so in Korean.
    await op.getByRole('button', { name: '처리하기' }).click();
    await expect(op.getByRole('alert')).toHaveText('처리 사유를 입력해 주세요. 사유는 작성자에게 알림으로 전달됩니다.');
    await op.getByLabel(/처리 사유/).fill(REASON);
    await op.getByRole('button', { name: '처리하기' }).click();
    const confirm = op.getByRole('alertdialog', { name: '처리 확인' });
    await expect(confirm).toContainText('블라인드 해제');
    await op.screenshot({ path: test.info().outputPath('admin-report-confirm-375.png'), fullPage: true });
    expect(await overlappingBoxes(op)).toEqual([]);
    await confirm.getByRole('button', { name: '확인' }).click();
    await expect(op.locator('p[role="status"]')).toHaveText(
      '블라인드 해제 처리했어요. 작성자에게 사유를 알렸어요. 신고한 분에게 검토 결과를 알렸어요.',
    );
    await expect(op.getByRole('radio', { name: '블라인드', exact: true })).toBeVisible();
    await expect(op.getByText(`${E2E_OPERATORS.moderation.name} · 후기 블라인드 해제 · ${REASON}`)).toBeVisible();
    await op.screenshot({ path: test.info().outputPath('admin-report-done-375.png'), fullPage: true });
    expect(await overlappingBoxes(op)).toEqual([]);

    // On a desk screen the same screens lay out side by side.
    await op.setViewportSize({ width: 1280, height: 900 });
    await op.screenshot({ path: test.info().outputPath('admin-report-desktop.png'), fullPage: true });
    await op.goto('/admin/reports?filter=BLINDED');
    await expect(op.getByRole('button', { name: '블라인드된 후기' })).toHaveAttribute('aria-pressed', 'true');
    await expect(op.locator(`[data-target="REVIEW:${review}"]`)).toHaveCount(0);
    await op.screenshot({ path: test.info().outputPath('admin-reports-desktop.png') });
  } finally {
    await opContext.close();
  }

  // The writer's inbox tells the reason; the review is back in the hall's public list.
  await page.goto('/notifications');
  const notice = page.getByRole('link', { name: /블라인드된 내 후기가 다시 공개되었어요/ });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(REASON);
  await hallReviews(page, hall);
  await expect(card(page, review)).toBeVisible();
  expect(writer.uuid).toBeTruthy();
});

// Issue 29 §2: "Suspended accounts cannot write, and see why." A writer is suspended for 7 days while writing a
// review: the refused save turns the form into the notice, keeping what was typed; the notice stands on the write
// page and /mypage from then on; the customer who reported them is told the report was reviewed, not the reason.
test('a writer suspended for 7 days sees why before typing; the reporter is told the report was reviewed', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const writer = await signUpAndSignIn(page, '정지대상');
  const popular = (await (await page.request.get('/v3/book/popular-wedding-halls')).json()) as Popular;
  const hall = popular.item[3]!.partnerUuid;
  const draft = '예식장 분위기가 아주 좋았고 직원분들이 친절하게 안내해 주셨어요.';
  await page.goto(`/community/review/write?partnerUuid=${hall}`);
  await page.getByLabel('후기', { exact: true }).fill(draft);
  await expect(page.getByTestId('suspension-notice')).toHaveCount(0);

  const reporter = await personIn(browser, '신고자');
  const opContext = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'ko-KR' });
  const op = await opContext.newPage();
  const reason = '다른 회원에게 반복해서 욕설을 했습니다.';
  try {
    const reported = await reporter.page.request.post('/web/v1/community/report', {
      data: { targetKind: 'CUSTOMER', targetUuid: writer.uuid, reason: '욕설/비방' },
    });
    expect(reported.ok()).toBe(true);

    // The moderator suspends the writer for 7 days from the user's report.
    await signInAsOperator(op, E2E_OPERATORS.moderation);
    await op.goto(`/admin/reports/CUSTOMER/${writer.uuid}`);
    await op.getByRole('radio', { name: '작성자 이용 정지' }).check();
    await op.getByRole('radio', { name: '7일' }).check();
    await op.getByLabel(/처리 사유/).fill(reason);
    await op.getByRole('button', { name: '처리하기' }).click();
    await op.getByRole('alertdialog', { name: '처리 확인' }).getByRole('button', { name: '확인' }).click();
    await expect(op.locator('p[role="status"]')).toHaveText(
      '작성자 이용 정지 처리했어요. 작성자에게 사유를 알렸어요. 신고한 분에게 검토 결과를 알렸어요.',
    );
    await expect(op.getByText(reason, { exact: true })).toBeVisible();
    await op.screenshot({ path: test.info().outputPath('admin-report-suspended-375.png'), fullPage: true });
    expect(await overlappingBoxes(op)).toEqual([]);
    await op.goto('/admin/reports?filter=SUSPENDED');
    const suspendedEntry = op.locator(`[data-target="CUSTOMER:${writer.uuid}"]`);
    await expect(suspendedEntry).toContainText('이용 정지 중');
    // Nobody reports a suspended member now: no '신고 0건', no second line naming them again.
    await expect(suspendedEntry).not.toContainText('신고 0건');
    await expect(suspendedEntry).not.toContainText('작성자');
    await op.screenshot({ path: test.info().outputPath('admin-reports-suspended-375.png'), fullPage: true });
    expect(await overlappingBoxes(op)).toEqual([]);

    // The writer, still on the open form, saves: refused, and the form shows why, keeping the text.
    for (const { kname } of ratings) await page.getByRole('radio', { name: `${kname} 5점` }).check({ force: true });
    await page.getByRole('button', { name: '후기 등록' }).click();
    const notice = page.getByTestId('suspension-notice');
    await expect(notice).toContainText('까지 이용이 정지되어 글을 쓸 수 없어요.');
    await expect(notice).toContainText(`사유: ${reason}`);
    await expect(page.getByLabel('후기', { exact: true })).toBeDisabled();
    await expect(page.getByLabel('후기', { exact: true })).toHaveValue(draft);
    await page.screenshot({ path: test.info().outputPath('review-write-suspended-375.png'), fullPage: true });
    expect(await overlappingBoxes(page)).toEqual([]);

    // Coming back later, they read it before typing; and on their account page.
    await page.goto(`/community/review/write?partnerUuid=${hall}`);
    await expect(page.getByTestId('suspension-notice')).toContainText(`사유: ${reason}`);
    await expect(page.getByLabel('후기', { exact: true })).toBeDisabled();
    await page.goto('/mypage');
    await expect(page.getByTestId('suspension-notice')).toContainText('까지 이용이 정지되어 글을 쓸 수 없어요.');
    await page.screenshot({ path: test.info().outputPath('mypage-suspended-375.png'), fullPage: true });
    expect(await overlappingBoxes(page)).toEqual([]);

    // The reporter hears the report was reviewed and acted on: not the action, not the reason.
    await reporter.page.goto('/notifications');
    const told = reporter.page.getByRole('link', { name: /신고하신 내용을 검토했어요/ });
    await expect(told).toBeVisible();
    await expect(told).toContainText('운영 정책에 따라 조치했어요.');
    await expect(told).not.toContainText(reason);
  } finally {
    await opContext.close();
    await reporter.context.close();
  }
});
