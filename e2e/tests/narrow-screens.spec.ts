import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '../fixtures.ts';
import { overlappingBoxes } from '../narrow-layout.ts';
import { signInAsDemo } from '../sign-in.ts';

// Issue 25: at 320 px (the narrowest phones still sold in Korea) no two boxes on the main screens overlap and
// no page is wider than the screen, checked by comparing element rectangles after scrolling through each page.
test.use({ viewport: { width: 320, height: 640 } });

type Hall = {
  partnerUuid: string;
  partnerId: number;
  contractUsed: boolean;
  consultingUsed: boolean;
  profile: { id: number; individualHalls: { uuid: string }[] };
};
type Room = { item: { slots: { weddingDayId: number }[] } };

/** A room's open slots (the slot APIs themselves want the app's apiKey). */
async function roomSlots(page: Page, hall: Hall, room = 0): Promise<{ weddingDayId: number }[]> {
  const uuid = hall.profile.individualHalls[room]?.uuid;
  if (!uuid) return [];
  const res = await page.request.get(`/v3/book/partner-profiles/${hall.profile.id}/individual-halls/${uuid}`);
  return ((await res.json()) as Room).item.slots;
}

async function contractHalls(page: Page): Promise<Hall[]> {
  const popular = (await (await page.request.get('/v3/book/popular-wedding-halls')).json()) as {
    item: { partnerUuid: string }[];
  };
  const halls: Hall[] = [];
  for (const { partnerUuid } of popular.item) {
    const { item } = (await (await page.request.get(`/v3/book/halls/${partnerUuid}/detail`)).json()) as {
      item: Hall;
    };
    if (item.contractUsed) halls.push(item);
  }
  return halls;
}

async function pagesToWalk(page: Page): Promise<string[]> {
  const hall = (await contractHalls(page)).find((item) => item.consultingUsed);
  if (!hall) throw new Error('no contract hall taking visits among the popular halls');
  const slot = (await roomSlots(page, hall)).at(-1)!;
  const reviews = (await (
    await page.request.get(`/web/v1/community/reviews?partnerUuid=${hall.partnerUuid}`)
  ).json()) as { item: { uuid: string }[] };
  return [
    '/weddinghall/home',
    '/weddinghall/slot',
    ...[1, 2, 3, 4].map((tab) => `/weddinghall/${hall.partnerUuid}?tabId=${tab}`),
    `/weddinghall/${hall.partnerUuid}/slot?id=${slot.weddingDayId}`,
    `/booking/real-time/${hall.partnerUuid}/${hall.partnerId}/visit-date`,
    `/community/review/${reviews.item[0]!.uuid}`,
  ];
}

/** Scrolls through the page a screen at a time, collecting the overlaps seen at each stop. */
async function walk(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  const found = new Set<string>();
  for (let stop = 0; stop < 12; stop++) {
    await page.waitForTimeout(150);
    for (const problem of await overlappingBoxes(page)) found.add(`${path}: ${problem}`);
    const moved = await page.evaluate(() => {
      const before = window.scrollY;
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.scrollY !== before;
    });
    if (!moved) break;
  }
  return [...found];
}

test('at 320 px nothing overlaps on home, the slot list, a hall (every tab), a slot, the visit form and a review', async ({
  page,
}) => {
  await signInAsDemo(page);
  const problems: string[] = [];
  for (const path of await pagesToWalk(page)) problems.push(...(await walk(page, path)));
  expect(problems).toEqual([]);
});

test('at 320 px nothing overlaps on the hold page', async ({ page }) => {
  await signInAsDemo(page);
  // The last contract hall's last slot: the hold tests take the first halls' slots.
  const halls = (await contractHalls(page)).reverse();
  let holdId: number | null = null;
  const candidates = (await Promise.all(halls.slice(0, 3).map((hall) => roomSlots(page, hall)))).flatMap((slots) =>
    slots.slice(-1),
  );
  for (const slot of candidates) {
    const held = await page.request.post('/v3/book/slot-holds', {
      headers: { 'idempotency-key': randomUUID() },
      data: { weddingDayId: slot.weddingDayId },
    });
    if (held.status() === 201) {
      holdId = ((await held.json()) as { item: { id: number } }).item.id;
      break;
    }
  }
  expect(holdId, 'a slot the demo customer can hold').not.toBeNull();
  const problems = await walk(page, `/booking/holds/${holdId}`);
  // Leave no live hold behind to count against the demo customer's limits in other tests.
  const cancelled = await page.request.delete(`/v3/book/slot-holds/${holdId}`, {
    headers: { 'idempotency-key': randomUUID() },
  });
  expect(cancelled.ok(), await cancelled.text()).toBe(true);
  expect(problems).toEqual([]);
});

test('at 320 px nothing overlaps on the other screens: event, searches, a room, photos, my pages and sign-in', async ({
  page,
}) => {
  const hall = (await contractHalls(page))[0]!;
  const paths = [
    '/weddinghall/event',
    '/weddinghall/search-filter?hidetop=true',
    '/search',
    `/weddinghall/${hall.profile.id}/detail/${hall.profile.individualHalls[0]!.uuid}?partnerId=${hall.partnerId}`,
    `/weddinghall/${hall.partnerUuid}/photo`,
    '/sign-in/social',
    '/sign-in/email',
    '/sign-up/1',
    '/find-id',
    '/find-pw',
  ];
  const problems: string[] = [];
  for (const path of paths) problems.push(...(await walk(page, path)));
  await signInAsDemo(page);
  for (const path of [
    '/mypage',
    '/mypage/notifications',
    '/mypage/watches',
    '/notifications',
    '/my-interest/like',
    '/my-interest/like/slot?tab=slot',
    `/weddinghall/${hall.partnerUuid}/photo`,
  ])
    problems.push(...(await walk(page, path)));
  expect(problems).toEqual([]);
});

test("at 320 px nothing overlaps inside the slot list's sheets and the price detail", async ({ page }) => {
  await page.goto('/weddinghall/slot');
  const problems: string[] = [];
  const inside = async (name: string) => {
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await page.waitForTimeout(300);
    for (const problem of await overlappingBoxes(page, '[role=dialog]')) problems.push(`${name}: ${problem}`);
    await page.goBack();
    await expect(dialog).toHaveCount(0);
  };
  await page.getByRole('button', { name: /^날짜/ }).first().click();
  await inside('전체 날짜 선택');
  await page.getByRole('button', { name: /^정렬: / }).click();
  await inside('정렬');
  await page.getByTestId('slot-card').first().getByRole('button', { name: '가격 상세' }).click();
  await inside('가격 상세');
  expect(problems).toEqual([]);
});
