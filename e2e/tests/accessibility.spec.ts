import AxeBuilder from '@axe-core/playwright';
import { REQUIRED_TERM_KEYS } from '@wedding/domain/terms';
import { expect, test } from '../fixtures.ts';
import { signInAsDemo } from '../sign-in.ts';

// DESIGN §7: keyboard and screen-reader usable. axe-core checks every account screen for WCAG 2.1 A/AA
// problems (labels, names, contrast, roles); none of serious or critical impact may remain.
const GUEST_PAGES = [
  '/sign-in/social',
  '/sign-in/email',
  '/sign-up/1',
  '/sign-up/2',
  '/find-id',
  '/find-pw',
  '/find-pw/complete',
];
// The console's screens of the other parts of issue 26.
const CONSOLE_SCREENS_OF_LATER_PARTS: string[] = [
  '/partner-center/calendar',
  '/partner-center/disclosure',
  '/partner-center/profile',
  '/partner-center/photos',
  '/partner-center/reviews',
  '/partner-center/bookings',
  '/partner-center/notifications',
];
const SIGNED_IN_PAGES = [
  '/mypage',
  '/mypage/bookings',
  '/mypage/notifications',
  '/mypage/watches',
  '/notifications',
  '/sign-additional/2?type=Home_Dday_Complete',
  '/weddinghall/home',
];

async function seriousViolations(page: import('@playwright/test').Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} — ${v.nodes
          .map((n) => {
            const data = n.any[0]?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
            const colours = data?.fgColor ? ` (${data.fgColor} on ${data.bgColor}: ${data.contrastRatio})` : '';
            return `${n.target.join(' ')}${colours}`;
          })
          .join(', ')}`,
    );
}

test.describe('accessibility of the account screens', () => {
  for (const path of GUEST_PAGES) {
    test(`${path} has no serious axe violations`, async ({ page, context }) => {
      // Step 2 of sign-up needs its terms agreed first, or it sends the user back to step 1.
      await context.addInitScript(
        (terms) => sessionStorage.setItem('wd.signUp', JSON.stringify({ terms })),
        [...REQUIRED_TERM_KEYS],
      );
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  for (const path of SIGNED_IN_PAGES) {
    test(`${path} (signed in) has no serious axe violations`, async ({ page, context }) => {
      await signInAsDemo(context);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

test.describe('accessibility of the partner console (issue 26)', () => {
  test('the sign-in and every console screen of the demo OWNER', async ({ page }) => {
    await page.goto('/partner-center/sign-in');
    expect(await seriousViolations(page), 'sign-in').toEqual([]);
    const signIn = await page.request.post('/v3/partner-center/auth/sign-in', {
      data: { email: 'hall@wedding.kr', password: 'Wedding2026!' },
    });
    expect(signIn.ok()).toBe(true);
    const links = ['/partner-center', '/partner-center/staff', '/partner-center/audit', '/partner-center/security'];
    for (const path of [...links, ...CONSOLE_SCREENS_OF_LATER_PARTS]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });
});

test.describe('accessibility of the review screens (issue 11)', () => {
  test('hall tab 4, a review with its comments, the blinded list, the write and blog forms', async ({
    page,
    context,
  }) => {
    const popular = (await (await page.request.get('/v3/book/popular-wedding-halls')).json()) as {
      item: { partnerUuid: string }[];
    };
    const hall = popular.item[0]!.partnerUuid;
    const reviews = (await (await page.request.get(`/web/v1/community/reviews?partnerUuid=${hall}`)).json()) as {
      item: { uuid: string; state: number }[];
    };
    const review = reviews.item.find((r) => r.state === 1)!;
    await signInAsDemo(context);
    for (const path of [
      `/weddinghall/${hall}?tabId=4`,
      `/community/review/${review.uuid}`,
      `/partner/${hall}/blind-reviews?hidetop=true`,
      `/community/review/write?partnerUuid=${hall}`,
      `/partner/${hall}/write-review-blog`,
    ]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });
});
