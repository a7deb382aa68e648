import { expect, type Page, test } from '../fixtures.ts';
import { signInAsDemo } from '../sign-in.ts';

// Issue 25, item 1 (decision 0039): the phone's back (history.back) with a sheet, a dialog or the photo
// viewer open closes it and stays on the page; the next back leaves the page as before.

const cards = (page: Page) => page.getByTestId('slot-card');

async function firstHallUuid(page: Page): Promise<string> {
  const res = await page.request.get('/v3/book/popular-wedding-halls');
  return ((await res.json()) as { item: { partnerUuid: string }[] }).item[0]!.partnerUuid;
}

test.describe('back closes an open overlay', () => {
  test('a bottom sheet and a dialog on the slot list', async ({ page }) => {
    await page.goto('/weddinghall/home');
    await page.goto('/weddinghall/slot');
    await expect(cards(page).first()).toBeVisible();

    await page.getByRole('button', { name: /^정렬: / }).click();
    await expect(page.getByRole('dialog', { name: '정렬' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('dialog', { name: '정렬' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/weddinghall\/slot/);

    await cards(page).first().getByRole('button', { name: '가격 상세' }).click();
    await expect(page.getByRole('dialog', { name: '가격 상세' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('dialog', { name: '가격 상세' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/weddinghall\/slot/);

    // Closed by its button, an overlay takes its entry with it: back now leaves the page.
    await page.getByRole('button', { name: /^정렬: / }).click();
    await page.getByRole('dialog', { name: '정렬' }).getByRole('button', { name: '닫기' }).click();
    await expect(page.getByRole('dialog', { name: '정렬' })).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/weddinghall\/home/);
  });

  test('the photo viewer on a hall', async ({ page }) => {
    // The photos tab shows its photos to signed-in customers (spec §6).
    await signInAsDemo(page);
    const uuid = await firstHallUuid(page);
    await page.goto(`/weddinghall/${uuid}?tabId=3`);
    await page
      .getByRole('button', { name: /^사진 \d+ 크게 보기$/ })
      .first()
      .click();
    await expect(page.locator('.yarl__root')).toBeVisible();
    await page.goBack();
    await expect(page.locator('.yarl__root')).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/weddinghall/${uuid}\\?tabId=3`));
  });
});
