import AxeBuilder from '@axe-core/playwright';
import type { Slot } from '@wedding/contract/slots';
import { monthWindow } from '@wedding/domain/months';
import { flowerPriceLabel, formatWon } from '@wedding/domain/price';
import { publicApiKey } from '../api-key.ts';
import { type APIRequestContext, expect, type Page, test } from '../fixtures.ts';
import { signInAsDemo } from '../sign-in.ts';

// Issue 4's slot list in a real browser against the real API and the small seed: choose months in the date
// sheet, sort by guarantee, scroll into page 2, open a price detail, and like a slot as a guest and signed in.
const LIST = '/v3/public/wedding/day/remaining-wedding-days';
type SlotPage = { item: Slot[]; total: number };

async function slotPage(request: APIRequestContext, query: Record<string, string | string[]>): Promise<SlotPage> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) for (const v of [value].flat()) params.append(key, v);
  params.set('apiKey', await publicApiKey(request, 'remaining-wedding-days'));
  const res = await request.get(`${LIST}?${params.toString()}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as SlotPage;
}

/**
 * The fewest months (fullest first) holding more than one page of open slots: the small seed has about 20 a
 * month, so "choose a month and scroll to page 2" needs two or three of them.
 */
async function monthsWithTwoPages(request: APIRequestContext): Promise<{ months: string[]; total: number }> {
  const counts = await Promise.all(
    monthWindow(new Date()).map(async (month) => ({
      month,
      total: (await slotPage(request, { months: month, fetchSize: '1' })).total,
    })),
  );
  counts.sort((a, b) => b.total - a.total);
  const months: string[] = [];
  let total = 0;
  for (const c of counts) {
    months.push(c.month);
    total += c.total;
    if (total > 30) break;
  }
  expect(total).toBeGreaterThan(30);
  return { months: months.sort(), total };
}

const cards = (page: Page) => page.getByTestId('slot-card');
/** The list is windowed: only cards near the screen are rendered, each with its place in the whole list. */
const renderedCards = (page: Page) =>
  cards(page).evaluateAll((els) =>
    els.map((el) => ({
      position: Number(el.getAttribute('aria-posinset')),
      id: Number(el.getAttribute('data-wedding-day-id')),
    })),
  );
/** How many cards the list holds (loaded pages, deduplicated), whatever is rendered. */
const loadedCount = async (page: Page) => Number(await cards(page).first().getAttribute('aria-setsize'));
/** Every rendered card sits at its place in `expected` (weddingDayIds in list order). */
const inOrder = async (page: Page, expected: number[]) => {
  const rendered = await renderedCards(page);
  return rendered.length > 0 && rendered.every((card) => expected[card.position - 1] === card.id);
};

test.describe('remaining slots (/weddinghall/slot)', () => {
  test('months from the date sheet, guarantee sort, page 2 on scroll and the price detail', async ({
    page,
    request,
  }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));

    const { months, total } = await monthsWithTwoPages(request);
    const query = { months, sortType: 'GUARANTEE_ASC' };
    const [first, second] = [
      await slotPage(request, { ...query, page: '1' }),
      await slotPage(request, { ...query, page: '2' }),
    ];
    expect(first.item).toHaveLength(30);

    await page.goto('/weddinghall/slot');
    await expect(cards(page).first()).toBeVisible();

    // Date sheet, month tab: pick the months.
    await page.getByRole('button', { name: '날짜', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: '전체 날짜 선택' });
    await expect(sheet.getByRole('tab', { name: '월별' })).toHaveAttribute('aria-selected', 'true');
    for (const month of months) {
      const [y, m] = month.split('-');
      await sheet.getByRole('button', { name: `${y}년 ${Number(m)}월`, exact: true }).click();
    }
    await sheet.getByRole('button', { name: /적용하기$/ }).click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`months=${encodeURIComponent(months.join(','))}`));

    // Sort by guarantee, fewest first.
    await page.getByRole('button', { name: /^정렬: / }).click();
    await page.getByRole('dialog', { name: '정렬' }).getByRole('button', { name: '보증인원 적은순' }).click();
    await expect(page.getByRole('button', { name: '정렬: 보증인원 적은순' })).toBeVisible();
    await expect(page.getByTestId('slot-total')).toHaveText(`총 ${total}개 · 최근 1분 기준`);
    // The same total under both sorts: wait for the API's guarantee order itself, not just 30 cards.
    const firstIds = first.item.map((s) => s.weddingDayId);
    await expect.poll(async () => (await loadedCount(page)) === 30 && (await inOrder(page, firstIds))).toBe(true);

    const guarantees = await cards(page).evaluateAll((els) =>
      els.map((el) => Number(/보증인원 (\d+)명/.exec(el.textContent ?? '')?.[1])),
    );
    expect(guarantees).toEqual([...guarantees].sort((a, b) => a - b));
    const monthsShown = await cards(page).evaluateAll((els) =>
      els.map((el) => {
        const m = /(\d{4})년 (\d+)월 \d+일/.exec(el.textContent ?? '');
        return m ? `${m[1]}-${m[2]!.padStart(2, '0')}` : '';
      }),
    );
    for (const month of monthsShown) expect(months).toContain(month);

    // Scroll past 60% of the page: page 2 joins the list, nothing repeats.
    await page.mouse.wheel(0, 4000);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.7));
    await expect.poll(() => loadedCount(page)).toBe(30 + second.item.length);
    const allIds = [...first.item, ...second.item].map((s) => s.weddingDayId);
    expect(await inOrder(page, allIds)).toBe(true);

    // The price detail of the first card carries the API's numbers.
    await page.evaluate(() => window.scrollTo(0, 0));
    const slot = first.item[0]!;
    await cards(page).first().getByRole('button', { name: '가격 상세' }).click();
    const modal = page.getByRole('dialog', { name: '가격 상세' });
    const row = (term: string) => modal.locator('div', { has: page.locator('dt', { hasText: term }) }).last();
    await expect(row('대관료')).toContainText(formatWon(slot.rentalPrice));
    await expect(row('꽃장식')).toContainText(flowerPriceLabel(slot.flowerPrice));
    await expect(row('식대 (1인)')).toContainText(formatWon(slot.mealPrice));
    await expect(row('최종 가격')).toContainText(formatWon(slot.finalPrice));
    await expect(modal).toContainText(`보증인원 ${slot.guarantee}명`);
    await modal.getByRole('button', { name: '확인' }).click();
    await expect(modal).toBeHidden();

    // A reload keeps months and sort (they live in the URL).
    await page.reload();
    await expect(page.getByRole('button', { name: '정렬: 보증인원 적은순' })).toBeVisible();
    await expect(page.getByTestId('slot-total')).toHaveText(`총 ${total}개 · 최근 1분 기준`);

    expect(problems).toEqual([]);
  });

  test('keeps the DOM small on a long scroll, and back from a slot lands on the same card (issue 9)', async ({
    page,
  }) => {
    await page.goto('/weddinghall/slot');
    await expect(cards(page).first()).toBeVisible();
    // Scroll to the bottom until four pages (120 cards) are loaded.
    for (let round = 0; round < 20 && (await loadedCount(page)) < 120; round++) {
      const before = await loadedCount(page);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(() => loadedCount(page), { timeout: 5000 }).toBeGreaterThan(before);
    }
    expect(await loadedCount(page)).toBeGreaterThanOrEqual(120);
    // Only the cards near the screen are in the DOM.
    expect(await cards(page).count()).toBeLessThanOrEqual(30);

    // The filter chips stay under the header while the list scrolls (issue 9).
    const chips = page.getByRole('button', { name: /^정렬: / });
    await expect(chips).toBeInViewport();

    // Open a card in the middle of the list, then come back: the same card is on screen again.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await page.waitForTimeout(300);
    // The first card wholly below the sticky header and chips.
    const targetId = await page.evaluate(
      () =>
        [...document.querySelectorAll('[data-testid="slot-card"]')]
          .find((el) => el.getBoundingClientRect().top > 200)
          ?.getAttribute('data-wedding-day-id') ?? '',
    );
    const target = page.locator(`[data-testid="slot-card"][data-wedding-day-id="${targetId}"]`);
    const topBefore = await target.evaluate((el) => el.getBoundingClientRect().top);
    await target.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/slot\\?id=${targetId}`));
    await page.goBack();
    const again = page.locator(`[data-testid="slot-card"][data-wedding-day-id="${targetId}"]`);
    await expect(again).toBeInViewport();
    const topAfter = await again.evaluate((el) => el.getBoundingClientRect().top);
    expect(Math.abs(topAfter - topBefore)).toBeLessThan(40);
  });

  test('a guest liking a slot gets the login alert; a signed-in customer gets the toast', async ({ page }) => {
    await page.goto('/weddinghall/slot');
    const heart = cards(page)
      .first()
      .getByRole('button', { name: /찜하기$/ });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText('로그인 후 이용해주세요.');
    // The prompt leads to sign-in (issue 25); 취소 leaves the heart as it was.
    await expect(alert.getByRole('button', { name: '로그인' })).toBeVisible();
    await alert.getByRole('button', { name: '취소' }).click();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');

    await signInAsDemo(page);
    await page.reload();
    const id = await cards(page).first().getAttribute('data-wedding-day-id');
    const myHeart = page.locator(`[data-wedding-day-id="${id}"]`).getByRole('button', { name: /찜하기$/ });
    await expect(myHeart).toHaveAttribute('aria-pressed', 'false');
    await myHeart.click();
    await expect(page.getByRole('status').filter({ hasText: '찜한 잔여일정에 저장했어요.' })).toBeVisible();
    await expect(myHeart).toHaveAttribute('aria-pressed', 'true');

    // The server kept it: a reload shows the heart filled. Then undo, leaving the account as it was.
    await page.reload();
    await expect(myHeart).toHaveAttribute('aria-pressed', 'true');
    await myHeart.click();
    await expect(page.getByRole('status').filter({ hasText: '찜을 해제했어요.' })).toBeVisible();
    await expect(myHeart).toHaveAttribute('aria-pressed', 'false');
  });

  test('has no serious axe violations, with the list and with a sheet open', async ({ page }) => {
    await page.goto('/weddinghall/slot');
    await expect(cards(page).first()).toBeVisible();
    const serious = async () =>
      (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(await serious()).toEqual([]);
    await page.getByRole('button', { name: '보증인원', exact: true }).click();
    await expect(page.getByRole('dialog', { name: '보증인원' })).toBeVisible();
    expect(await serious()).toEqual([]);
  });
});
