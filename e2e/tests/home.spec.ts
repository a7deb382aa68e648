import { expect, test } from '../fixtures.ts';

type PartnerCard = { partnerUuid: string; partnerName: string; region: string };

test.describe('wedding hall home', () => {
  test('shows the seeded popular halls and a card leads to that hall', async ({ page, request }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });

    const api = await request.get('/v3/book/popular-wedding-halls');
    expect(api.ok()).toBe(true);
    const { item } = (await api.json()) as { item: PartnerCard[] };
    expect(item.length).toBeGreaterThan(0);

    const response = await page.goto('/weddinghall/home');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");

    const cards = page.getByTestId('popular-halls').getByTestId('hall-card');
    await expect(cards.first()).toBeVisible();
    await expect(cards).toHaveCount(item.length);
    // The cards show the API's halls in the API's order, with their region labels.
    const first = item[0]!;
    await expect(cards.first()).toContainText(first.partnerName);
    await expect(cards.first()).toContainText(first.region);

    // The main header shows the D-day label, 미정 for a guest with no wedding date.
    await expect(page.getByRole('banner')).toContainText('미정');

    await cards.first().click();
    await expect(page).toHaveURL(new RegExp(`/weddinghall/${first.partnerUuid}$`));
    // The hall's own page, named after it (issue 10).
    await expect(page.getByRole('heading', { level: 2, name: first.partnerName })).toBeVisible();
    await page.getByRole('button', { name: /뒤로/ }).click();
    await expect(page).toHaveURL(/\/weddinghall\/home$/);

    expect(problems).toEqual([]);
  });

  test('a toast given in the query string is shown and removed from the address', async ({ page }) => {
    await page.goto(`/weddinghall/home?toast=${encodeURIComponent('저장되었습니다')}`);
    await expect(page.getByRole('status').filter({ hasText: '저장되었습니다' })).toBeVisible();
    await expect(page).toHaveURL(/\/weddinghall\/home$/);
  });

  test('unknown API paths answer a JSON 404 in the error shape, never the web app', async ({ request }) => {
    const res = await request.get('/v3/does-not-exist');
    expect(res.status()).toBe(404);
    const body = await res.json();
    expect(body).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(typeof body.message).toBe('string');
  });
});
