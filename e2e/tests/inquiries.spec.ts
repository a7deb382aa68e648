import AxeBuilder from '@axe-core/playwright';
import { inquirySubjectText } from '@wedding/domain/inquiry';
import { publicApiKey } from '../api-key.ts';
import { expect, type Page, type Response, test } from '../fixtures.ts';
import { overlappingBoxes } from '../narrow-layout.ts';
import { signUpAndSignIn } from '../new-customer.ts';

// Issue 27 §5, done when: a couple asks a question and the hall answers in the console; the couple sees the
// answer appear live and the unread dot clear, and the hall never sees the couple's phone number.

const DEMO_HALL = { email: 'hall@wedding.kr', password: 'Wedding2026!' };

/** At 375 px nothing overlaps, and axe finds nothing serious (WCAG 2.1 A/AA), as the other screens' specs check. */
async function checkScreen(page: Page) {
  expect(await overlappingBoxes(page)).toEqual([]);
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
}

/** Every body the console received from its API (event streams aside: they are read live below). */
function recordConsoleBodies(page: Page): string[] {
  const bodies: string[] = [];
  page.on('response', (response: Response) => {
    const url = response.url();
    if (!url.includes('/v3/partner-center/') || url.endsWith('/events')) return;
    void response.text().then(
      (text) => bodies.push(text),
      () => {},
    );
  });
  return bodies;
}

test('a couple asks a hall, the hall answers in the console, the couple sees it live and the dot clears; the phone never reaches the hall', async ({
  page: couple,
  browser,
}) => {
  test.setTimeout(90_000);
  const { nick } = await signUpAndSignIn(couple, '문의');
  const profile = (await (await couple.request.get('/v3/20240404/customer')).json()) as {
    item: { tel: string; email: string };
  };
  const secrets = [profile.item.tel, profile.item.tel.replace(/\D/g, ''), profile.item.email];
  expect(secrets[0]).toMatch(/^010-?\d{4}-?\d{4}$/);

  const consoleContext = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'ko-KR' });
  const hall = await consoleContext.newPage();
  const consoleBodies = recordConsoleBodies(hall);
  const consolePages: string[] = [];
  try {
    await hall.goto('/partner-center/sign-in');
    await hall.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await hall.getByLabel('이메일').fill(DEMO_HALL.email);
    await hall.getByLabel('비밀번호').fill(DEMO_HALL.password);
    await hall.getByRole('button', { name: '로그인' }).click();
    await expect(hall.getByRole('heading', { name: '대시보드', level: 1 })).toBeVisible();
    const me = (await (await hall.request.get('/v3/partner-center/me')).json()) as {
      item: { partner: { uuid: string } };
    };

    // The couple asks from the hall page's 방문 및 할인 문의 area.
    await couple.goto(`/weddinghall/${me.item.partner.uuid}`);
    await couple.getByRole('button', { name: '1:1 문의' }).click();
    await expect(couple).toHaveURL(/\/inquiries\/[0-9a-f-]{36}$/);
    const threadUrl = new URL(couple.url()).pathname;
    const question = `12월 둘째 주 토요일 점심 예식 가능한가요? (${Date.now()})`;
    await couple.getByLabel('메시지').fill(question);
    await couple.getByRole('button', { name: '보내기' }).click();
    await expect(couple.getByRole('list', { name: '대화' }).getByText(question)).toBeVisible();
    await checkScreen(couple);

    // The hall: the thread waits with one unread message, under the couple's nick; it answers with a saved template.
    await hall.getByRole('link', { name: '1:1 문의' }).first().click();
    await expect(hall.getByRole('heading', { name: '1:1 문의', level: 1 })).toBeVisible();
    const row = hall.getByRole('link', { name: new RegExp(nick) });
    await expect(row.getByLabel('읽지 않은 메시지 1개')).toBeVisible();
    await hall.getByLabel('템플릿 이름').fill('예식 가능 안내');
    await hall.getByLabel('템플릿 내용').fill('네, 가능합니다. 방문 상담 때 자세히 안내드릴게요.');
    await hall.getByRole('button', { name: '템플릿 저장' }).click();
    await row.click();
    await expect(hall.getByRole('list', { name: '대화' }).getByText(question)).toBeVisible();
    await expect(hall.getByText('고객이 번호를 공유하지 않았어요.', { exact: false })).toBeVisible();
    await expect(row.getByLabel(/읽지 않은 메시지/)).toHaveCount(0);
    await checkScreen(hall);
    consolePages.push(await hall.content());

    // The couple waits on mypage: the answer arrives and the dot shows.
    await couple.goto('/mypage');
    await expect(couple.getByRole('link', { name: '내 문의 보기' })).toBeVisible();
    await expect(couple.getByTestId('inquiry-unread-dot')).toHaveCount(0);
    await hall.getByRole('combobox', { name: '저장한 답변' }).selectOption({ label: '예식 가능 안내' });
    await expect(hall.getByLabel('답변', { exact: true })).toHaveValue(
      '네, 가능합니다. 방문 상담 때 자세히 안내드릴게요.',
    );
    await hall.getByRole('button', { name: '답변 보내기' }).click();
    await expect(
      hall.getByRole('list', { name: '대화' }).getByText('네, 가능합니다. 방문 상담 때 자세히 안내드릴게요.'),
    ).toBeVisible();
    await couple.reload();
    await expect(couple.getByTestId('inquiry-unread-dot')).toBeVisible();

    // Opening the thread reads the answer; back on the list, no unread count is left.
    await couple.getByRole('link', { name: '내 문의 보기' }).click();
    await expect(couple.getByLabel('읽지 않은 답변 1개')).toBeVisible();
    await checkScreen(couple);
    await couple.getByTestId('inquiry-list').getByRole('link').first().click();
    await expect(couple).toHaveURL(new RegExp(`${threadUrl}$`));

    // With the thread open, the hall's next answer appears without a reload.
    await couple.evaluate(() => {
      (window as unknown as { marker: number }).marker = 1;
    });
    const live = `주차는 2시간 무료입니다. (${Date.now()})`;
    await hall.getByLabel('답변', { exact: true }).fill(live);
    await hall.getByRole('button', { name: '답변 보내기' }).click();
    await expect(couple.getByRole('list', { name: '대화' }).getByText(live)).toBeVisible();
    expect(await couple.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);

    await couple.goBack();
    await expect(couple.getByTestId('inquiry-list')).toBeVisible();
    await expect(couple.getByTestId('unread-badge')).toHaveCount(0);
    await couple.goBack();
    await expect(couple.getByRole('link', { name: '내 문의 보기' })).toBeVisible();
    await expect(couple.getByTestId('inquiry-unread-dot')).toHaveCount(0);

    // The console never received nor showed the couple's phone number or email.
    await hall.goto('/partner-center');
    await expect(hall.getByTestId('console-inquiry-unread')).toBeVisible();
    consolePages.push(await hall.content());
    await hall.goto('/partner-center/inquiries');
    await expect(hall.getByRole('link', { name: new RegExp(nick) })).toBeVisible();
    consolePages.push(await hall.content());
    const everything = [...consolePages, ...consoleBodies];
    expect(consoleBodies.length).toBeGreaterThan(5);
    expect(everything.some((text) => text.includes(nick))).toBe(true);
    for (const secret of secrets) expect(everything.filter((text) => text.includes(secret))).toEqual([]);
  } finally {
    await consoleContext.close();
  }
});

/** A small real PNG (40 × 30), as a hall's photo of its garden. */
const GARDEN_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACgAAAAeCAIAAADRv8uKAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAPUlEQVRIie3VQQ0AMAwCwHnCE2oRNRnb45L+mzSUO0ufzLE4Tj3hqneKApnKLCSCxWIxWBwWi8VgcV+xeAEM0YnLyuCi0wAAAABJRU5ErkJggg==',
  'base64',
);

test('a couple asks about a slot; the hall sees which slot it is about and answers with a photo the couple sees live', async ({
  page: couple,
  browser,
}) => {
  test.setTimeout(90_000);
  const { nick } = await signUpAndSignIn(couple, '일정문의');
  const consoleContext = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'ko-KR' });
  const hall = await consoleContext.newPage();
  try {
    await hall.goto('/partner-center/sign-in');
    await hall.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await hall.getByLabel('이메일').fill(DEMO_HALL.email);
    await hall.getByLabel('비밀번호').fill(DEMO_HALL.password);
    await hall.getByRole('button', { name: '로그인' }).click();
    await expect(hall.getByRole('heading', { name: '대시보드', level: 1 })).toBeVisible();
    const uuid = (
      (await (await hall.request.get('/v3/partner-center/me')).json()) as { item: { partner: { uuid: string } } }
    ).item.partner.uuid;

    // One of the hall's open slots, as its slot list shows them.
    const apiKey = await publicApiKey(couple.request, 'estimate-product');
    const slots = (await (
      await couple.request.get(`/v3/public/wedding/estimate/product/${uuid}`, {
        params: { apiKey, page: 1, fetchSize: 30 },
      })
    ).json()) as { item: { weddingDayId: number; weddingDate: string; weddingTime: string; hallName: string }[] };
    const slot = slots.item[0]!;
    expect(slot, 'the demo hall has an open slot').toBeDefined();
    const about = inquirySubjectText('SLOT', {
      date: slot.weddingDate,
      time: slot.weddingTime.slice(0, 5),
      hallName: slot.hallName,
    })!;

    // The couple asks from the slot's page: the thread says which slot, and links back to it.
    await couple.goto(`/weddinghall/${uuid}/slot?id=${slot.weddingDayId}`);
    await couple.getByRole('button', { name: '1:1 문의' }).click();
    await expect(couple).toHaveURL(/\/inquiries\/[0-9a-f-]{36}$/);
    await expect(couple.getByTestId('inquiry-subject')).toHaveText(about);
    await expect(couple.getByTestId('inquiry-subject').getByRole('link')).toHaveAttribute(
      'href',
      `/weddinghall/${uuid}/slot?id=${slot.weddingDayId}`,
    );
    const question = `이 날 정원 사진을 볼 수 있을까요? (${Date.now()})`;
    await couple.getByLabel('메시지').fill(question);
    await couple.getByRole('button', { name: '보내기' }).click();
    await expect(couple.getByRole('list', { name: '대화' }).getByText(question)).toBeVisible();

    // The hall sees the same slot beside the question, and answers with a photo (compressed in its browser).
    await hall.goto('/partner-center/inquiries');
    await hall.getByRole('link', { name: new RegExp(nick) }).click();
    await expect(hall.getByRole('list', { name: '대화' }).getByText(question)).toBeVisible();
    await expect(hall.getByTestId('inquiry-subject')).toContainText(about);
    await hall
      .getByLabel('답변에 사진 첨부')
      .setInputFiles({ name: 'garden.png', mimeType: 'image/png', buffer: GARDEN_PNG });
    await expect(hall.getByTestId('answer-photos')).toHaveText('사진 1장 첨부됨');
    await hall.getByLabel('답변', { exact: true }).fill('정원 사진이에요.');
    await hall.getByRole('button', { name: '답변 보내기' }).click();
    await expect(hall.getByRole('img', { name: '첨부 사진 1' })).toBeVisible();
    await checkScreen(hall);

    // It reaches the couple's open thread without a reload.
    const conversation = couple.getByRole('list', { name: '대화' });
    await expect(conversation.getByText('정원 사진이에요.')).toBeVisible();
    await expect(conversation.getByRole('img', { name: '첨부 사진' })).toBeVisible();
    await checkScreen(couple);
  } finally {
    await consoleContext.close();
  }
});
