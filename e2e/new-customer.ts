import { encodePassword } from '@wedding/domain/password';
import { REQUIRED_TERM_KEYS } from '@wedding/domain/terms';
import { expect, type Page } from './fixtures.ts';
import { fromTestAddress } from './test-address.ts';

const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');

/**
 * A new customer signed up through the API as the sign-up page does (SMS code from the development outbox), then
 * signed in in `page`'s browser context with a nick of their own. Answers their uuid and nick.
 */
export async function signUpAndSignIn(page: Page, nickPrefix: string): Promise<{ uuid: string; nick: string }> {
  const request = page.request;
  // Seeded phones start 010-2…; 010-0… is never one of them.
  const tel = `010-0${digits(3)}-${digits(4)}`;
  // A person of their own, from an address of their own (198.18.0.0/15 is set aside for tests): the per-address
  // SMS limits then count each test customer apart, as they would count real people (e2e/serve.ts).
  const from = fromTestAddress();
  const sentAfter = Date.now() - 1000;
  expect((await request.post(`/v3/20240404/auth/call?tel=${tel}&k=web`, { headers: from })).ok()).toBe(true);
  let code = '';
  await expect
    .poll(async () => {
      const res = await request.get(`/dev/sms-outbox?tel=${encodeURIComponent(tel)}`);
      const { item } = (await res.json()) as { item: { code: string | null; sentAt: number }[] };
      code = item.find((m) => m.sentAt >= sentAfter)?.code ?? '';
      return code;
    })
    .not.toBe('');
  const verified = await request.put(`/v3/20240404/auth/call?tel=${tel}&token=${code}`, { headers: from });
  const { telToken } = ((await verified.json()) as { item: { telToken: string } }).item;
  const run = `${Date.now().toString(36)}${digits(3)}`;
  const joined = await request.post('/v3/20240404/customer', {
    data: {
      email: `${nickPrefix.toLowerCase()}.${run}@example.com`,
      pwd: encodePassword('Wedding!2027'),
      sex: 'F',
      customerName: '테스트',
      tel,
      telToken,
      terms: [...REQUIRED_TERM_KEYS],
    },
  });
  expect(joined.ok()).toBe(true);
  const { loginToken } = ((await joined.json()) as { item: { loginToken: string } }).item;
  expect((await request.post('/api/token', { data: { loginToken } })).ok()).toBe(true);
  const nick = `${nickPrefix}${digits(4)}`;
  const info = await request.put('/v3/20240404/customer/additional', {
    data: { nick, region: '서울', invitationCode: null, weddingTsp: null },
  });
  expect(info.ok()).toBe(true);
  const user = (await (await request.get('/api/user')).json()) as { item: { customerUuid: string } };
  return { uuid: user.item.customerUuid, nick };
}
