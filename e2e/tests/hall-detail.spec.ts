import AxeBuilder from '@axe-core/playwright';
import { DEMO_PREVIEW_TOKEN } from '../../apps/api/src/db/seed/factories/room-draft.ts';
import { expect, type Page, test } from '../fixtures.ts';
import { signInAsDemo } from '../sign-in.ts';

// Issue 10: the hall page at 375 px against the real API: home card → detail → each tab, photos, reviews,
// the shared link's head, the invitation address copy, and the hall like as a guest and signed in.

async function firstHall(page: Page): Promise<{ partnerUuid: string; partnerName: string }> {
  const res = await page.request.get('/v3/book/popular-wedding-halls');
  return ((await res.json()) as { item: { partnerUuid: string; partnerName: string }[] }).item[0]!;
}

test.describe('hall detail (/weddinghall/{uuid})', () => {
  test('the raw HTML names the hall in og:title, with an absolute og:image and a canonical link', async ({ page }) => {
    const hall = await firstHall(page);
    const html = await (
      await page.request.get(`/weddinghall/${hall.partnerUuid}`, { headers: { accept: 'text/html' } })
    ).text();
    expect(html).toContain(`<meta property="og:title" content="${hall.partnerName} | 웨딩데이" />`);
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+" \/>/);
    expect(html).toContain(`<link rel="canonical" href="`);
    expect(html).toContain('방문 및 할인 문의');
  });

  test('home card → info tab with name, images and the button; photos ≥ 6; reviews; no hydration errors', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/weddinghall/home');
    const card = page.getByTestId('hall-card').first();
    const name = (await card.locator('.hall-card__name').textContent()) ?? '';
    await card.click();
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(page.locator('.hall-carousel img').first()).toBeVisible();
    await expect(page.locator('.hall-cta__btn')).toHaveText('방문 및 할인 문의');

    // Tab 2 shows only for a hall that uses contracts (spec §2); when it does, it lists the hall's slots.
    const slotsTab = page.getByRole('button', { name: '잔여일정', exact: true });
    if ((await slotsTab.count()) > 0) {
      await slotsTab.click();
      await expect(page).toHaveURL(/tabId=2/);
      await expect(page.getByTestId('slot-card').first()).toBeVisible();
      await expect(page.locator('.hall-cta__btn')).toHaveCount(0);
    }

    await page.getByRole('button', { name: '사진', exact: true }).click();
    await expect(page).toHaveURL(/tabId=3/);
    // Spec §6: the photos are a signed-in customer's; a guest is shown the way to sign in (issue 25).
    await expect(page.getByRole('link', { name: '로그인하기' })).toBeVisible();
    await expect(page.getByTestId('photo-grid')).toHaveCount(0);
    await signInAsDemo(page);
    await page.reload();
    await expect(page.getByTestId('photo-grid').locator('li')).not.toHaveCount(0);
    expect(await page.getByTestId('photo-grid').locator('li').count()).toBeGreaterThanOrEqual(6);
    await expect(page.locator('.hall-cta__btn')).toHaveCount(0);

    // The lightbox opens on a plain photo.
    await page
      .getByRole('button', { name: /^사진 \d+ 크게 보기$/ })
      .first()
      .click();
    await expect(page.getByRole('button', { name: '닫기' }).last()).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: '후기', exact: true }).click();
    await expect(page.getByTestId('review-card').first()).toBeVisible();
    await expect(page.locator('.hall-cta__btn')).toHaveText('방문 및 할인 문의');
    expect(errors).toEqual([]);
  });

  test('copies the invitation address with the §8 toast', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const hall = await firstHall(page);
    await page.goto(`/weddinghall/${hall.partnerUuid}`);
    // The info tab is its own chunk: count the button once its section is on screen, not before.
    await expect(page.getByRole('region', { name: '방문 정보' })).toBeVisible();
    const invitation = page.getByRole('button', { name: '청첩장 주소' });
    test.skip((await invitation.count()) === 0, 'this hall has no invitation address');
    await invitation.click();
    await page.getByRole('button', { name: '주소 복사' }).click();
    await expect(page.getByRole('status').filter({ hasText: '주소가 클립보드에 복사되었습니다.' })).toBeVisible();
  });

  test('a guest liking the hall gets the login alert; signed in, the like survives a reload', async ({ page }) => {
    const hall = await firstHall(page);
    expect(
      (await page.request.put(`/v3/20240729/partner/${hall.partnerUuid}/like`, { data: { state: 1 } })).status(),
    ).toBe(401);
    await page.goto(`/weddinghall/${hall.partnerUuid}`);
    const heart = page.locator('.hall-header').getByRole('button', { name: /찜하기$/ });
    await heart.click();
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText('로그인 후 이용해주세요.');
    // The prompt leads to sign-in (issue 25); 취소 leaves the heart as it was.
    await expect(alert.getByRole('button', { name: '로그인' })).toBeVisible();
    await alert.getByRole('button', { name: '취소' }).click();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');

    await signInAsDemo(page);
    const session = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/detail'));
    await page.goto(`/weddinghall/${hall.partnerUuid}`);
    await session;
    // The viewer's own answer decides the heart; wait until the page shows it before tapping (reading the DOM
    // right after the response could still see the server-rendered guest heart).
    const mine = await page.request.get(`/v3/book/halls/${hall.partnerUuid}/detail`);
    const before = ((await mine.json()) as { item: { like: boolean } }).item.like;
    await expect(heart).toHaveAttribute('aria-pressed', String(before));
    const saved = page.waitForResponse((r) => r.url().includes('/like') && r.request().method() === 'PUT');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', String(!before));
    expect((await saved).status()).toBe(200);
    // The server kept it for this customer: a reload shows it; then the account is left as it was.
    const detail = await page.request.get(`/v3/book/halls/${hall.partnerUuid}/detail`);
    expect(((await detail.json()) as { item: { like: boolean } }).item.like).toBe(!before);
    const reloaded = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/detail'));
    await page.reload();
    await reloaded;
    await expect(heart).toHaveAttribute('aria-pressed', String(!before));
    await page.request.put(`/v3/20240729/partner/${hall.partnerUuid}/like`, { data: { state: before ? 1 : 0 } });
  });

  test('the partner type call answers 2 for a hall, and axe finds nothing serious on the info tab', async ({
    page,
  }) => {
    const hall = await firstHall(page);
    expect(await (await page.request.get(`/v3/partner/${hall.partnerUuid}/type`)).json()).toEqual({ item: 2 });
    await page.goto(`/weddinghall/${hall.partnerUuid}`);
    const serious = (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(serious).toEqual([]);
  });
});

const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

test.describe('individual halls', () => {
  test('a room card opens the room with its prices, gap, guests and slots; the carousel swipes', async ({ page }) => {
    const hall = await firstHall(page);
    await page.goto(`/weddinghall/${hall.partnerUuid}`);
    const card = page.locator('.room-card__link').first();
    const roomName = (await card.locator('.room-card__name').textContent()) ?? '';
    await card.click();
    await expect(page).toHaveURL(/\/weddinghall\/\d+\/detail\/[0-9a-f-]{36}\?partnerId=\d+$/);
    await expect(page.getByRole('heading', { level: 2, name: roomName })).toBeVisible();
    // The meal fee per guest, not the drink fee (spec §9, issue 25).
    for (const label of ['대관료', '식대', '예식 간격', '권장 인원'])
      await expect(page.locator('.room-facts dt', { hasText: label })).toBeVisible();
    await expect(page.getByTestId('hall-room-slots').getByTestId('slot-card').first()).toBeVisible();
    await expect(page.getByRole('link', { name: '웨딩홀 정보 보기' })).toHaveAttribute(
      'href',
      `/weddinghall/${hall.partnerUuid}`,
    );
    expect(await seriousViolations(page)).toEqual([]);

    // embla arrives on the first touch of the carousel and takes the row over from native scrolling.
    const viewport = page.locator('.hall-carousel__viewport');
    await viewport.dispatchEvent('pointerdown');
    await expect(viewport).toHaveClass(/hall-carousel__viewport--live/);
  });

  test('the preview of a pending edit marks the changed fields', async ({ page }) => {
    // The seed gives the first room of the catalogue a pending draft and the published demo preview token
    // (factories/room-draft.ts); without the token the draft is not found (decision 0033).
    expect((await page.request.get('/v3/book/individual-halls/1/preview')).status()).toBe(404);
    const preview = (await (
      await page.request.get(`/v3/book/individual-halls/1/preview?token=${DEMO_PREVIEW_TOKEN}`)
    ).json()) as {
      item: { bizName: string; fields: { name: { draft: string } } };
    };
    await page.goto('/weddinghall/1/detail-preview/1');
    await expect(page.getByText('홀을 찾을 수 없어요')).toBeVisible();
    await page.goto(`/weddinghall/1/detail-preview/1?token=${DEMO_PREVIEW_TOKEN}`);
    await expect(page.getByRole('heading', { level: 2, name: preview.item.fields.name.draft })).toBeVisible();
    await expect(page.getByText(/저장된 수정 내용이에요/)).toBeVisible();
    const rows = page.getByTestId('preview-row');
    await expect(rows.filter({ hasText: '대관료' })).toHaveAttribute('data-status', 'updated');
    await expect(rows.filter({ hasText: '권장 인원' })).toHaveAttribute('data-status', 'deleted');
    await expect(rows.filter({ hasText: '대관료' }).locator('del')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
