import AxeBuilder from '@axe-core/playwright';
import { publicApiKey } from '../api-key.ts';
import { type APIRequestContext, expect, type Page, test } from '../fixtures.ts';
import { signInAsDemo } from '../sign-in.ts';

// The hall search of spec §2: /weddinghall/search-filter?hidetop=true with its filters, live count and
// results, and the general /search. Expected numbers come from the API itself, so the test holds for any
// seed while still proving the screen shows exactly what the server matched.

const PATH = '/weddinghall/search-filter?hidetop=true';
type Hall = { partnerUuid: string; partnerName: string; region: string };
type Page20 = { item: Hall[]; total: number };

async function halls(request: APIRequestContext, params: Record<string, string> = {}): Promise<Page20> {
  const apiKey = await publicApiKey(request, 'hall-search');
  const res = await request.get('/v3/book/halls', { params: { fetchSize: '20', ...params, apiKey } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as Page20;
}

const applyButton = (page: Page) => page.getByRole('button', { name: /^웨딩홀 [\d,]+개 보기$/ });

async function expectCount(page: Page, total: number) {
  await expect(page.getByRole('button', { name: `웨딩홀 ${total}개 보기` })).toBeVisible();
}

function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  return problems;
}

test.describe('hall search with filters', () => {
  test('region, sub-region and a chip narrow the count; apply shows exactly the matching halls', async ({
    page,
    request,
  }) => {
    const problems = watchProblems(page);
    const all = await halls(request);
    const seoul = await halls(request, { region: '서울' });
    expect(seoul.total).toBeGreaterThan(0);
    // A sub-region that the seed really has halls in: the first Seoul hall's ('서울 서초구' → '서초구').
    const subRegion = seoul.item[0]?.region.replace(/^서울\s*/, '') ?? '';
    expect(subRegion).not.toBe('');
    const inSub = await halls(request, { region: '서울', subRegion });
    // A day chip that keeps at least one of those halls, so the result list is not trivially empty.
    const days = [
      ['SATURDAY', '토요일'],
      ['SUNDAY', '일요일'],
      ['FRIDAY', '금요일'],
    ] as const;
    let chosen: { label: string; result: Page20 } | null = null;
    for (const [value, label] of days) {
      const result = await halls(request, { region: '서울', subRegion, dayOfWeeks: value });
      if (result.total > 0) {
        chosen = { label, result };
        break;
      }
    }
    expect(chosen, 'a day with open slots in the chosen sub-region').not.toBeNull();
    if (!chosen) return;

    await page.goto(PATH);
    await expect(page.getByRole('heading', { level: 1, name: '웨딩홀 검색' })).toBeVisible();
    await expectCount(page, all.total);

    await page
      .getByRole('group', { name: '지역', exact: true })
      .getByRole('button', { name: '서울', exact: true })
      .click();
    await expectCount(page, seoul.total);
    const subGroup = page.getByRole('group', { name: '서울 세부 지역' });
    await expect(subGroup.getByRole('button', { name: '서울 전체' })).toHaveAttribute('aria-pressed', 'true');
    await subGroup.getByRole('button', { name: subRegion, exact: true }).click();
    await expectCount(page, inSub.total);
    await page.getByRole('button', { name: chosen.label, exact: true }).click();
    await expect(page.getByRole('button', { name: chosen.label, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expectCount(page, chosen.result.total);

    await applyButton(page).click();
    await expect(page).toHaveURL(/view=result/);
    const cards = page.getByTestId('hall-results').getByTestId('hall-card');
    await expect(cards.first()).toBeVisible();
    await expect(page.getByTestId('hall-results-total')).toHaveText(String(chosen.result.total));
    expect(chosen.result.total).toBeLessThanOrEqual(20);
    await expect(cards).toHaveCount(chosen.result.total);
    for (const region of await page.getByTestId('hall-card-region').allTextContents()) {
      expect(region).toContain(`서울 ${subRegion}`);
    }
    const names = await cards.locator('.hall-card__name').allTextContents();
    expect(names).toEqual(chosen.result.item.map((h) => h.partnerName));

    // Back from a hall lands on the same results, and back again on the same filters.
    await cards.first().click();
    await expect(page).toHaveURL(new RegExp(`/weddinghall/${chosen.result.item[0]?.partnerUuid}$`));
    await page.goBack();
    await expect(page.getByTestId('hall-results-total')).toHaveText(String(chosen.result.total));
    await page.goBack();
    await expect(page.getByRole('button', { name: subRegion, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expectCount(page, chosen.result.total);

    expect(problems).toEqual([]);
  });

  test('the guarantee slider works from the keyboard and its thumbs cannot cross', async ({ page }) => {
    await page.goto(PATH);
    const low = page.getByRole('slider', { name: '보증인원 최소' });
    const high = page.getByRole('slider', { name: '보증인원 최대' });
    await expect(high).toHaveAttribute('aria-valuetext', '350명 이상');
    await low.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(low).toHaveAttribute('aria-valuetext', '20명');
    await high.focus();
    await page.keyboard.press('Home');
    // The top thumb stops at the bottom one.
    await expect(high).toHaveAttribute('aria-valuetext', '20명');
    await expect(low).toHaveAttribute('aria-valuetext', '20명');
    await page.keyboard.press('End');
    await expect(high).toHaveAttribute('aria-valuetext', '350명 이상');
    // The filter reaches the URL: the lower bound only, the top stop being no bound at all.
    await expect(page).toHaveURL(
      (url) => url.searchParams.get('minGuarantee') === '20' && !url.searchParams.has('maxGuarantee'),
    );
  });

  test('a keyword finds a hall by name, both as a suggestion and as a search', async ({ page, request }) => {
    const target = (await halls(request)).item.at(-1);
    expect(target).toBeDefined();
    if (!target) return;
    await page.goto(PATH);
    const box = page.getByRole('searchbox', { name: '웨딩홀 검색어' });
    await box.fill(target.partnerName);
    await expect(page.getByRole('button', { name: new RegExp(`^${target.partnerName}`) }).first()).toBeVisible();
    await box.press('Enter');
    await expect(page).toHaveURL(/view=result/);
    const found = page.getByTestId('hall-results').getByTestId('hall-card').filter({ hasText: target.partnerName });
    await expect(found).toHaveCount(1);
    await expect(found).toContainText(target.region);
  });

  test('a logged-in customer’s searches are remembered and can be deleted', async ({ page, context }) => {
    await signInAsDemo(context);
    await context.request.delete('/v3/book/halls/histories');

    await page.goto(PATH);
    await expect(page.getByText('최근 검색 기록이 없어요.')).toBeVisible();
    await page.getByRole('searchbox', { name: '웨딩홀 검색어' }).fill('채플');
    await page.getByRole('searchbox', { name: '웨딩홀 검색어' }).press('Enter');
    await expect(page).toHaveURL(/view=result/);
    await page.goBack();
    const recent = page.locator('section', { has: page.getByRole('heading', { name: '최근 검색' }) });
    await expect(recent.getByRole('button', { name: '채플', exact: true })).toBeVisible();
    await recent.getByRole('button', { name: '채플 삭제' }).click();
    await expect(page.getByText('최근 검색 기록이 없어요.')).toBeVisible();
  });

  test('the filter page and its results have no serious axe violations', async ({ page }) => {
    for (const path of [PATH, `${PATH}&view=result`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    }
  });
});

test.describe('general search', () => {
  test("opened from a product it shows '보고 있던 웨딩홀' first, and searches by keyword", async ({
    page,
    request,
  }) => {
    const [viewed, other] = (await halls(request)).item;
    expect(viewed && other).toBeTruthy();
    if (!viewed || !other) return;
    await page.goto(`/search?productId=${viewed.partnerUuid}`);
    const section = page.locator('section', { has: page.getByRole('heading', { name: '보고 있던 웨딩홀' }) });
    await expect(section.getByRole('link', { name: new RegExp(viewed.partnerName) })).toHaveAttribute(
      'href',
      `/weddinghall/${viewed.partnerUuid}`,
    );

    const box = page.getByRole('searchbox', { name: '웨딩홀 검색어' });
    await box.fill(other.partnerName);
    await box.press('Enter');
    await expect(page.getByRole('heading', { name: `'${other.partnerName}' 검색 결과` })).toBeVisible();
    await expect(
      page.getByTestId('hall-results').getByTestId('hall-card').filter({ hasText: other.partnerName }),
    ).toHaveCount(1);
    await expect(section).toBeVisible();
  });
});
