import { allInEstimate } from '@wedding/domain/all-in-estimate';
import { publicApiKey } from '../api-key.ts';
import { expect, hydrated, type Page, test } from '../fixtures.ts';
import { overlappingBoxes } from '../narrow-layout.ts';
import { signUpAndSignIn } from '../new-customer.ts';

// Issue 30 "Done when": the comparison of two slots shows the all-in totals, and each is recomputed here from the
// rows the page shows with the domain rule. On the way: the couple sets guests and a budget on mypage, the liked
// slot cards show the all-in figure and '예산 초과', and the likes page opens the comparison of the two.

type Popular = { item: { partnerUuid: string }[] };
type Detail = { item: { contractUsed: boolean } };
type SlotList = { item: { weddingDayId: number }[] };

/** Open slots of two halls that publish a price disclosure (contract halls), so their totals are numbers. */
async function twoDisclosedSlots(page: Page): Promise<number[]> {
  const apiKey = await publicApiKey(page.request, 'estimate-product');
  const popular = (await (await page.request.get('/v3/book/popular-wedding-halls')).json()) as Popular;
  const picked: number[] = [];
  for (const { partnerUuid } of popular.item) {
    const { item } = (await (await page.request.get(`/v3/book/halls/${partnerUuid}/detail`)).json()) as Detail;
    if (!item.contractUsed) continue;
    const res = await page.request.get(`/v3/public/wedding/estimate/product/${partnerUuid}`, {
      params: { apiKey, fetchSize: 1 },
    });
    const slot = ((await res.json()) as SlotList).item[0];
    if (slot) picked.push(slot.weddingDayId);
    if (picked.length === 2) return picked;
  }
  throw new Error('no two contract halls with open slots in the seed');
}

/** A row's cell values (data-value) in column order. */
const rowValues = (page: Page, row: string) =>
  page
    .locator(`[data-testid="comparison-table"] tr[data-row="${row}"] td`)
    .evaluateAll((cells) =>
      cells.map((c) => (c.getAttribute('data-value') === '' ? null : Number(c.getAttribute('data-value')))),
    );

test('the comparison of two slots shows the all-in totals, recomputed from its rows', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signUpAndSignIn(page, '비교');
  const slots = await twoDisclosedSlots(page);
  for (const id of slots) expect((await page.request.post(`/v3/like/wedding-day/${id}`)).ok()).toBe(true);

  // Mypage: 200 guests and a ceiling low enough that every slot is over it.
  await page.goto('/mypage');
  await hydrated(page);
  const form = page.getByTestId('wedding-budget-form');
  await form.getByLabel('예상 하객 수 (명)').fill('200');
  await form.getByLabel('예산 상한 (원)').fill('1000000');
  await form.getByRole('button', { name: '저장' }).click();
  await expect(page.getByRole('status').filter({ hasText: '저장했어요' })).toBeVisible();

  // The liked slot cards show the all-in figure for 200 guests and the over-budget mark.
  await page.goto('/my-interest/like/slot?tab=slot');
  await hydrated(page);
  const card = page.getByTestId('liked-slots').locator(`[data-wedding-day-id="${slots[0]}"]`);
  await expect(card.locator('.slot-card__all-in')).toContainText('예상 총액 (하객 200명)');
  await expect(card.locator('.slot-card__all-in')).toContainText('예산 초과');
  await page.screenshot({ path: test.info().outputPath('liked-slots-all-in-375.png'), fullPage: true });

  // Pick the two and compare.
  await page.getByRole('button', { name: '잔여일정 비교하기' }).click();
  const picker = page.getByTestId('compare-picker');
  for (const checkbox of await picker.getByRole('checkbox').all()) await checkbox.check();
  await page.getByTestId('compare-go').click();
  await expect(page).toHaveURL(/\/compare\?items=/);
  const table = page.getByTestId('comparison-table');
  await expect(table.locator('thead th[data-ref]')).toHaveCount(2);
  await expect(page.getByTestId('compare-guests')).toHaveValue('200');
  // A reload (or a link shared to the family) is served the page, not a 404.
  await page.reload();
  await hydrated(page);
  await expect(table.locator('thead th[data-ref]')).toHaveCount(2);
  await expect(page.getByTestId('compare-guests')).toHaveValue('200');

  // Each total, recomputed from the rows on the page with the domain rule, is the total the page shows.
  const [rental, meal, guarantee, flowers, options, discount, totals] = await Promise.all(
    ['rental', 'meal', 'guarantee', 'flowers', 'options', 'discount', 'all-in'].map((row) => rowValues(page, row)),
  );
  for (let i = 0; i < 2; i++) {
    const billed = Math.max(200, guarantee![i]!);
    const e = allInEstimate(
      {
        rental: rental![i]!,
        meal: meal![i]!,
        guarantee: guarantee![i]!,
        flowers: flowers![i]!,
        // The options row shows their total for the billed guests: one amount for the event.
        requiredOptions: [{ name: '필수 옵션', price: options![i]!, unit: 'PER_EVENT' }],
        discountRate: discount![i]!,
      },
      200,
    );
    expect(e.total).not.toBeNull();
    expect(totals![i]).toBe(e.total);
    const cell = table.locator('tr[data-row="all-in"] td').nth(i);
    await expect(cell).toContainText(`${e.total!.toLocaleString('ko-KR')}원`);
    await expect(cell).toContainText(`max(200, ${guarantee![i]})`);
    await expect(cell).toContainText('예산 초과');
    expect(billed).toBeGreaterThanOrEqual(200);
  }
  await expect(page.getByTestId('all-in-formula')).toContainText(
    '대관료 + max(예상 하객, 보증인원) × 식대 + 꽃장식 + 필수 옵션 − 할인',
  );
  // The lower total is marked best.
  const best = await table.locator('tr[data-row="all-in"] td.is-best').count();
  expect(best).toBe(totals![0] === totals![1] ? 0 : 1);

  // 375 px: the row names stay while the items swipe sideways; nothing overlaps.
  const rowHead = table.locator('tr[data-row="rental"] th');
  const before = (await rowHead.boundingBox())!;
  await table.evaluate((el) => {
    el.scrollLeft = 200;
  });
  const after = (await rowHead.boundingBox())!;
  expect(Math.abs(after.x - before.x)).toBeLessThan(1);
  await table.evaluate((el) => {
    el.scrollLeft = 0;
  });
  expect(await overlappingBoxes(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('comparison-375.png'), fullPage: true });

  // A desk: a plain table as wide as the page.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(table).toBeVisible();
  expect(await table.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  await page.screenshot({ path: test.info().outputPath('comparison-desk.png'), fullPage: true });
});
