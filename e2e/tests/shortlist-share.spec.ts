import { publicApiKey } from '../api-key.ts';
import { expect, test } from '../fixtures.ts';
import { overlappingBoxes } from '../narrow-layout.ts';
import { signUpAndSignIn } from '../new-customer.ts';

// Issue 30 "Done when" (the shortlist part): A adds two halls and a slot to the shortlist → a parent opens the link
// without an account and votes → A sees the vote in the inbox → A revokes the link → the parent's reload shows the
// Korean 'no longer shared' page. The parent's link is a COMMENTER link (votes and comments); a VIEWER link is
// checked to read only — with JavaScript off too — and to refuse a vote.

type Popular = { item: { partnerUuid: string; partnerName: string }[] };
type Inbox = { item: { list: { kind: string; title: string; body: string }[] } };

test.use({ viewport: { width: 375, height: 812 } });

test('a parent votes through a share link without an account; the couple is told; a revoked link shows the Korean page', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signUpAndSignIn(page, '후보');
  const popular = ((await (await page.request.get('/v3/book/popular-wedding-halls')).json()) as Popular).item;
  const [first, second] = popular;
  expect(first && second, 'two seeded halls').toBeTruthy();
  const apiKey = await publicApiKey(page.request, 'estimate-product');
  const slots = (await (
    await page.request.get(`/v3/public/wedding/estimate/product/${first!.partnerUuid}`, {
      params: { apiKey, page: 1, fetchSize: 5 },
    })
  ).json()) as { item: { weddingDayId: number }[] };
  const slotId = slots.item[0]!.weddingDayId;

  // A adds two halls (from their pages' info tab) and a slot (from its page).
  for (const hall of [first!, second!]) {
    await page.goto(`/weddinghall/${hall.partnerUuid}`);
    await page.getByRole('button', { name: '후보에 담기' }).click();
    await expect(page.getByRole('button', { name: '담았어요' })).toBeVisible();
  }
  await page.goto(`/weddinghall/${first!.partnerUuid}/slot?id=${slotId}`);
  await page.getByRole('button', { name: '후보에 담기' }).click();
  await expect(page.getByRole('button', { name: '담았어요' })).toBeVisible();

  // The shortlist lists the three; A makes a commenter link for 엄마 and a viewer link for 아빠.
  await page.goto('/my-interest/shortlist');
  await expect(page.getByTestId('shortlist-item')).toHaveCount(3);
  for (const [label, role] of [
    ['엄마', '투표·댓글'],
    ['아빠', '보기만'],
  ] as const) {
    await page.getByPlaceholder('받는 분 (예: 엄마)').fill(label);
    await page.getByLabel('권한').selectOption({ label: role });
    await page.getByRole('button', { name: '링크 만들기' }).click();
    await expect(page.getByTestId('share-link').filter({ hasText: label })).toBeVisible();
  }
  const linkOf = async (label: string) =>
    (await page
      .getByTestId('share-link')
      .filter({ hasText: label })
      .getByTestId('share-link-url')
      .getAttribute('href'))!;
  const momLink = await linkOf('엄마');
  const dadLink = await linkOf('아빠');
  expect(momLink).toMatch(/^\/shared\/[A-Za-z0-9_-]{43}$/);
  await page.screenshot({ path: test.info().outputPath('shortlist-couple-375.png'), fullPage: true });
  expect(await overlappingBoxes(page, 'main')).toEqual([]);

  // The parent, without an account: the server-rendered page carries OG tags; a name is asked once.
  const parentContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const parent = await parentContext.newPage();
  const opened = await parent.goto(momLink);
  expect(opened?.status()).toBe(200);
  await expect(parent.locator('meta[property="og:title"]')).toHaveAttribute('content', /엄마님께 공유된 웨딩홀 후보/);
  await expect(parent.locator('meta[property="og:description"]')).toHaveAttribute('content', /후보 3곳/);
  await expect(parent.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http/);
  await expect(parent.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(parent.getByTestId('shared-item')).toHaveCount(3);
  await parent.getByPlaceholder('예: 엄마').fill('엄마');
  await parent.getByRole('button', { name: '확인' }).click();
  await parent.getByRole('button', { name: `${first!.partnerName} 좋아요` }).click();
  await expect(parent.getByRole('button', { name: `${first!.partnerName} 좋아요` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(parent.getByRole('button', { name: `${first!.partnerName} 좋아요` })).toHaveText('👍 1');
  await parent.getByLabel(`${second!.partnerName}에 댓글`).fill('주차장이 넓어서 좋았어');
  await parent.getByLabel(`${second!.partnerName}에 댓글`).press('Enter');
  await expect(parent.getByText('주차장이 넓어서 좋았어')).toBeVisible();
  // Kept on the device: the reload does not ask again.
  await parent.reload();
  await expect(parent.getByText('엄마님으로 의견을 남겨요.')).toBeVisible();
  await parent.screenshot({ path: test.info().outputPath('shortlist-shared-375.png'), fullPage: true });
  expect(await overlappingBoxes(parent, 'main')).toEqual([]);

  // A VIEWER link reads (JavaScript off too) and cannot vote.
  const viewerContext = await browser.newContext({ viewport: { width: 375, height: 812 }, javaScriptEnabled: false });
  const viewer = await viewerContext.newPage();
  await viewer.goto(dadLink, { waitUntil: 'load' }).catch(() => null);
  await expect(viewer.getByText(first!.partnerName).first()).toBeVisible();
  await expect(viewer.getByText('보기 전용 링크예요.')).toBeVisible();
  await expect(viewer.getByRole('button', { name: /좋아요/ })).toHaveCount(0);
  const dadToken = dadLink.split('/').at(-1)!;
  const items = (await (await parent.request.get(`/v3/shared/${dadToken}`)).json()).item.items as { id: string }[];
  const refused = await parent.request.put(`/v3/shared/${dadToken}/items/${items[0]!.id}/vote`, {
    data: { name: '아빠', value: 'UP' },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).code).toBe('SHARE_READ_ONLY');
  await viewerContext.close();

  // A sees the vote in the inbox: one entry for the link's vote and comment of this hour.
  await expect
    .poll(async () =>
      ((await (await page.request.get('/v3/notifications')).json()) as Inbox).item.list.filter(
        (n) => n.kind === 'SHORTLIST_FEEDBACK',
      ),
    )
    .toHaveLength(1);
  await page.goto('/notifications');
  await expect(page.getByText('엄마님이 후보 목록에 의견을 남겼어요')).toBeVisible();
  await expect(page.getByText(`${first!.partnerName}에 👍`)).toBeVisible();
  await page.goto('/my-interest/shortlist');
  await expect(page.getByTestId('vote-summary').first()).toContainText('엄마 👍');

  // A revokes the link; the parent's reload shows the Korean page, with status 404 and no list.
  await page.getByRole('button', { name: '엄마 링크 해제' }).click();
  await expect(page.getByTestId('share-link').filter({ hasText: '엄마' })).toContainText('해제됨');
  const reloaded = await parent.reload();
  expect(reloaded?.status()).toBe(404);
  await expect(parent.getByRole('heading', { name: '더 이상 공유되지 않는 목록이에요' })).toBeVisible();
  await expect(parent.getByTestId('shared-item')).toHaveCount(0);
  await expect(parent.getByText(first!.partnerName)).toHaveCount(0);
  await parent.screenshot({ path: test.info().outputPath('shortlist-gone-375.png'), fullPage: true });
  await parentContext.close();
});
