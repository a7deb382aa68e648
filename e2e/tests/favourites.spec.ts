import { expect, type Page, test } from '../fixtures.ts';
import { signInAsDemo } from '../sign-in.ts';

// Issue 12 favourites at 375 px: like a hall and a slot → both appear in favourites → unlike there.
// A hall the other specs leave alone (the last popular one), put back as it was.

type Popular = { item: { partnerUuid: string; partnerName: string }[] };
type Detail = { item: { profile: { id: number; individualHalls: { uuid: string }[] } } };

async function quietHall(page: Page) {
  const popular = (await (await page.request.get('/v3/book/popular-wedding-halls')).json()) as Popular;
  const hall = popular.item.at(-1)!;
  const detail = (await (await page.request.get(`/v3/book/halls/${hall.partnerUuid}/detail`)).json()) as Detail;
  return { ...hall, profileId: detail.item.profile.id, roomUuid: detail.item.profile.individualHalls[0]!.uuid };
}

test('a liked hall and a liked slot show in favourites, and unlike there in place', async ({ page }) => {
  await signInAsDemo(page);
  const hall = await quietHall(page);
  await page.request.put(`/v3/20240729/partner/${hall.partnerUuid}/like`, { data: { state: 0 } });

  // Like the hall from its page, once the signed-in viewer's own answer is in (a tap during the session
  // check is ignored rather than answered with a login alert).
  const viewerVenue = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/detail'));
  await page.goto(`/weddinghall/${hall.partnerUuid}`);
  await viewerVenue;
  const heart = page.locator('.hall-header').getByRole('button', { name: /찜하기$/ });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  // Like a slot of one of its rooms.
  await page.goto(`/weddinghall/${hall.profileId}/detail/${hall.roomUuid}`);
  const card = page.getByTestId('hall-room-slots').getByTestId('slot-card').first();
  const slotId = await card.getAttribute('data-wedding-day-id');
  await page.request.delete(`/v3/like/wedding-day/${slotId}`);
  await page.reload();
  await page
    .locator(`[data-wedding-day-id="${slotId}"]`)
    .getByRole('button', { name: /찜하기$/ })
    .click();
  await expect(page.getByRole('status').filter({ hasText: '찜한 잔여일정에 저장했어요.' })).toBeVisible();

  // Both are in favourites; the hall unlikes in place and is gone after a reload.
  await page.goto('/mypage');
  await page.getByRole('link', { name: '찜한 웨딩홀 · 플래너' }).click();
  const liked = page.getByTestId('liked-partners').getByTestId('hall-card').filter({ hasText: hall.partnerName });
  await expect(liked).toBeVisible();
  const likedHeart = page.getByRole('button', { name: `${hall.partnerName} 찜하기` });
  await expect(likedHeart).toHaveAttribute('aria-pressed', 'true');
  await likedHeart.click();
  await expect(likedHeart).toHaveAttribute('aria-pressed', 'false');
  await expect(liked).toBeVisible();
  await page.reload();
  await expect(page.getByText(hall.partnerName, { exact: true })).toHaveCount(0);

  await page.getByRole('link', { name: '잔여일정' }).click();
  await expect(page).toHaveURL(/\/my-interest\/like\/slot\?tab=slot$/);
  const likedSlot = page.getByTestId('liked-slots').locator(`[data-wedding-day-id="${slotId}"]`);
  await expect(likedSlot.getByTestId('slot-final-price')).toContainText('원');
  await likedSlot.getByRole('button', { name: /찜하기$/ }).click();
  await expect(page.getByRole('status').filter({ hasText: '찜을 해제했어요.' })).toBeVisible();
  await page.reload();
  await expect(page.locator(`[data-testid="liked-slots"] [data-wedding-day-id="${slotId}"]`)).toHaveCount(0);
});
