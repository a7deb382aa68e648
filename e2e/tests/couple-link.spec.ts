import { expect, hydrated, type Page, test } from '../fixtures.ts';
import { overlappingBoxes } from '../narrow-layout.ts';
import { signUpAndSignIn } from '../new-customer.ts';

// Issue 30 §1 at 375 px: customer A invites B → B opens the invite link (asked to sign in first) → B accepts →
// B sees A's likes; A sees B as their partner. Two new customers, so nothing else's likes are touched.

type Popular = { item: { partnerUuid: string; partnerName: string }[] };

async function noOverlaps(page: Page, scope = 'main') {
  expect(await overlappingBoxes(page, scope)).toEqual([]);
}

test('A invites B with a code link, B accepts and sees A’s likes', async ({ page, browser }) => {
  const a = await signUpAndSignIn(page, 'CplA');
  const popular = (await (await page.request.get('/v3/book/popular-wedding-halls')).json()) as Popular;
  const hall = popular.item[0]!;
  expect((await page.request.put(`/v3/20240729/partner/${hall.partnerUuid}/like`, { data: { state: 1 } })).ok()).toBe(
    true,
  );

  // A makes an invite on mypage.
  await page.goto('/mypage');
  await page.getByRole('link', { name: '커플 연결 (예비 배우자 초대)' }).click();
  await expect(page).toHaveURL(/\/mypage\/couple$/);
  await page.getByRole('button', { name: '초대 코드 만들기' }).click();
  const shown = (await page.getByTestId('couple-code').textContent()) ?? '';
  expect(shown).toMatch(/^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
  await expect(page.getByTestId('couple-invite')).toContainText('한 번만 쓸 수 있어요');
  await expect(page.getByTestId('couple-invite')).toContainText('카카오톡 바로 보내기는 아직 준비 중이에요');
  await noOverlaps(page);
  await page.screenshot({ path: test.info().outputPath('couple-invite-375.png'), fullPage: true });
  const code = shown.replace('-', '');

  // B opens the link signed out: asked to sign in (or sign up) first.
  const bContext = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'ko-KR' });
  try {
    const bPage = await bContext.newPage();
    await bPage.goto(`/couple/join/${code}`);
    await hydrated(bPage);
    await expect(bPage.getByRole('button', { name: '로그인' })).toBeVisible();
    await bPage.screenshot({ path: test.info().outputPath('couple-join-signed-out-375.png') });

    const b = await signUpAndSignIn(bPage, 'CplB');
    await bPage.goto(`/couple/join/${code}`);
    await hydrated(bPage);
    await expect(bPage.getByRole('heading', { name: '예비 배우자의 초대를 받았어요' })).toBeVisible();
    await noOverlaps(bPage);
    await bPage.screenshot({ path: test.info().outputPath('couple-join-375.png') });
    await bPage.getByRole('button', { name: '수락하고 연결하기' }).click();
    await expect(bPage.getByTestId('couple-joined')).toContainText(`${a.nick}님과 커플로 연결되어 있어요`);
    await bPage.screenshot({ path: test.info().outputPath('couple-joined-375.png') });

    // B sees A's like among the couple's likes.
    await bPage.getByRole('link', { name: '함께 찜한 목록 보기' }).click();
    const liked = bPage.getByTestId('liked-partners').getByTestId('hall-card').filter({ hasText: hall.partnerName });
    await expect(liked).toBeVisible();
    await expect(bPage.getByRole('button', { name: `${hall.partnerName} 찜하기` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await bPage.screenshot({ path: test.info().outputPath('couple-likes-375.png') });

    // A sees B as the partner, and can unlink behind a confirmation.
    await page.reload();
    await expect(page.getByTestId('couple-partner')).toContainText(`${b.nick}님`);
    await noOverlaps(page);
    await page.screenshot({ path: test.info().outputPath('couple-linked-375.png'), fullPage: true });
    await page.getByRole('button', { name: '연결 해제' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('연결을 해제할까요?');
    await page.screenshot({ path: test.info().outputPath('couple-unlink-confirm-375.png') });
    await confirm.getByRole('button', { name: '연결 해제' }).click();
    await expect(page.getByRole('button', { name: '초대 코드 만들기' })).toBeVisible();
    // Each keeps a copy: B still has the hall A liked.
    const bLikes = (await (await bPage.request.get('/v3/like/partners')).json()) as Popular & {
      item: { partnerUuid: string }[];
    };
    expect(bLikes.item.map((c) => c.partnerUuid)).toContain(hall.partnerUuid);
  } finally {
    await bContext.close();
  }
});
