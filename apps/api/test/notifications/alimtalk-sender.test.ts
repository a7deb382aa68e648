import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { ProviderUnavailableError } from '../../src/modules/notifications/providers/delivery.ts';
import { createNotificationSender } from '../../src/modules/notifications/providers/notification-sender.ts';
import { createSolapiClient, SOLAPI_TIMEOUT_MS } from '../../src/modules/notifications/providers/solapi-client.ts';
import { FAKE_SOLAPI, type FakeSolapi, fakeSolapiEnv, startFakeSolapi } from '../helpers/fake-solapi.ts';

const LINK = 'https://wedding.example/bookings/visits/42';
const CALENDAR = 'https://wedding.example/v3/calendar/visits/42.mac.ics';
const BUTTONS = [
  { buttonName: '예약 확인', buttonType: 'WL' as const, linkMo: LINK, linkPc: LINK },
  { buttonName: '캘린더에 추가', buttonType: 'WL' as const, linkMo: CALENDAR, linkPc: CALENDAR },
];
// WD_VISIT_CONFIRMED_V1 as submitted for Kakao's review (issue 28 §2), written out here rather than rendered,
// so a change to the registry's text or the renderer shows.
const CONFIRMED_TEXT = [
  '[웨딩] 방문 상담이 확정되었어요',
  '',
  '더채플 청담',
  '방문 일시: 2026년 12월 5일 (토) 오후 2:00',
  '',
  '방문 하루 전에 다시 알려드릴게요.',
].join('\n');
const confirmed = (to: string) => ({
  to,
  templateCode: 'WD_VISIT_CONFIRMED_V1',
  variables: { 웨딩홀: '더채플 청담', 방문일시: '2026년 12월 5일 (토) 오후 2:00', 캘린더: CALENDAR },
  link: LINK,
});

describe('알림톡 through Solapi (against the local fake)', () => {
  let fake: FakeSolapi;
  const logLines: string[] = [];
  const log = {
    info: (obj: unknown, msg?: string) => logLines.push(`${JSON.stringify(obj)} ${msg ?? ''}`),
    warn: (obj: unknown, msg?: string) => logLines.push(`${JSON.stringify(obj)} ${msg ?? ''}`),
  };
  const build = (env: Record<string, string> = {}) =>
    createNotificationSender(loadConfig({ NODE_ENV: 'test', ...fakeSolapiEnv(fake.url), ...env }), log);
  /** What the fake receives while `run` runs. */
  const during = async <T>(run: () => Promise<T>) => {
    const before = fake.messages().length;
    const result = await run();
    return { result, received: fake.messages().slice(before) };
  };

  beforeAll(async () => {
    fake = await startFakeSolapi();
  });
  afterAll(() => fake.close());

  it("delivers the template's exact text as one 알림톡 with the variables, the button link and disableSms", async () => {
    const { sender } = build();
    expect(sender.mode).toBe('ALIMTALK');
    const { result, received } = await during(() => sender.send(confirmed('010-1111-0001')));
    expect(received).toHaveLength(1);
    const [m] = received;
    expect(m).toMatchObject({ type: 'ATA', to: '01011110001', from: FAKE_SOLAPI.sender, text: CONFIRMED_TEXT });
    expect(m!.statusCode).toBe('2000');
    expect(m!.kakaoOptions).toEqual({
      pfId: FAKE_SOLAPI.pfId,
      templateId: 'WD_VISIT_CONFIRMED_V1',
      variables: {
        '#{웨딩홀}': '더채플 청담',
        '#{방문일시}': '2026년 12월 5일 (토) 오후 2:00',
        '#{캘린더}': CALENDAR,
        '#{링크}': LINK,
      },
      buttons: BUTTONS,
      disableSms: true,
    });
    expect(result).toEqual({
      status: 'ACCEPTED',
      channel: 'ALIMTALK',
      providerMessageId: m!.messageId,
      fellBack: false,
    });
  });

  it('is refused by the fake when the text differs from the template by one character (1043)', async () => {
    const client = createSolapiClient({ ...FAKE_SOLAPI, baseUrl: fake.url });
    const result = await client.send({
      to: '01011110002',
      from: FAKE_SOLAPI.sender,
      text: CONFIRMED_TEXT.replace('알려드릴게요.', '알려드릴게요!'),
      type: 'ATA',
      kakaoOptions: {
        pfId: FAKE_SOLAPI.pfId,
        templateId: 'WD_VISIT_CONFIRMED_V1',
        variables: {
          '#{웨딩홀}': '더채플 청담',
          '#{방문일시}': '2026년 12월 5일 (토) 오후 2:00',
          '#{캘린더}': CALENDAR,
          '#{링크}': LINK,
        },
        buttons: BUTTONS,
        disableSms: true,
      },
    });
    expect(result).toEqual({ accepted: false, statusCode: '1043', statusMessage: '등록한 템플릿과 내용이 다릅니다.' });
  });

  it('on a template mismatch sends the same content once as LMS (subject = first line) and says it fell back', async () => {
    const { sender } = build();
    fake.failNext('TEMPLATE_MISMATCH');
    const { result, received } = await during(() => sender.send(confirmed('01011110003')));
    expect(received.map((m) => [m.type, m.statusCode])).toEqual([
      ['ATA', '1043'],
      ['LMS', '2000'],
    ]);
    const sms = received[1]!;
    expect(sms).toMatchObject({ to: '01011110003', from: FAKE_SOLAPI.sender, text: `${CONFIRMED_TEXT}\n${LINK}` });
    expect(sms.subject).toBe('[웨딩] 방문 상담이 확정되었어요');
    expect(sms.kakaoOptions).toBeUndefined();
    expect(result).toEqual({
      status: 'ACCEPTED',
      channel: 'SMS',
      providerMessageId: sms.messageId,
      fellBack: true,
      refusal: { code: '1043', message: '등록한 템플릿과 내용이 다릅니다.' },
    });
  });

  it('falls back for a recipient who does not use KakaoTalk (3104), as SMS when it fits 90 bytes', async () => {
    const { sender } = build();
    fake.failNext('NOT_KAKAO_USER');
    const { result, received } = await during(() =>
      sender.send({
        to: '01011110004',
        templateCode: 'WD_INQUIRY_ANSWERED_V1',
        variables: { 웨딩홀: '라움' },
        link: 'https://w.kr/i/1',
      }),
    );
    // '[웨딩] 문의하신 내용에 답변이 왔어요\n\n라움\nhttps://w.kr/i/1' is 59 EUC-KR bytes.
    expect(received.map((m) => [m.type, m.statusCode])).toEqual([
      ['ATA', '3104'],
      ['SMS', '2000'],
    ]);
    expect(received[1]!.text).toBe('[웨딩] 문의하신 내용에 답변이 왔어요\n\n라움\nhttps://w.kr/i/1');
    expect(received[1]!.subject).toBeUndefined();
    expect(result).toMatchObject({ status: 'ACCEPTED', channel: 'SMS', fellBack: true, refusal: { code: '3104' } });
  });

  it('fails an invalid number without any SMS (the provider refuses it: 3010)', async () => {
    const { sender } = build();
    fake.failNext('INVALID_NUMBER');
    const { result, received } = await during(() => sender.send(confirmed('01011110005')));
    expect(received.map((m) => [m.type, m.statusCode])).toEqual([['ATA', '3010']]);
    expect(result).toEqual({ status: 'FAILED', code: '3010', message: '수신번호 형식 오류' });
  });

  it('fails a number that cannot be Korean before paying for any message', async () => {
    const { sender } = build();
    const { result, received } = await during(() => sender.send(confirmed('010-12')));
    expect(received).toEqual([]);
    expect(result).toEqual({
      status: 'FAILED',
      code: 'INVALID_NUMBER',
      message: '받는 사람의 전화번호가 올바르지 않아요.',
    });
  });

  it('refuses to send free text: an unknown template or a missing variable fails without a call', async () => {
    const { sender } = build();
    const { result, received } = await during(async () => [
      await sender.send({ ...confirmed('01011110006'), templateCode: 'FREE_TEXT' }),
      await sender.send({ ...confirmed('01011110006'), variables: { 웨딩홀: '더채플 청담' } }),
      await sender.send({ ...confirmed('01011110006'), link: '/bookings/visits/42' }),
    ]);
    expect(received).toEqual([]);
    expect(result.map((r) => r.status === 'FAILED' && r.code)).toEqual([
      'INVALID_MESSAGE',
      'INVALID_MESSAGE',
      'INVALID_MESSAGE',
    ]);
  });

  it('throws a retryable ProviderUnavailableError while Solapi is down (5xx), and sends once it is up', async () => {
    const { sender } = build();
    fake.down();
    const failure = await sender.send(confirmed('01011110007')).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ProviderUnavailableError);
    expect(failure).toMatchObject({ retryable: true, code: 'HTTP_503' });
    fake.up();
    const { result, received } = await during(() => sender.send(confirmed('01011110007')));
    expect(received).toHaveLength(1);
    expect(result).toMatchObject({ status: 'ACCEPTED', channel: 'ALIMTALK' });
  });

  it('treats a wrong API secret as retryable (SignatureDoesNotMatch), never as the message failing', async () => {
    const { sender } = build({ ALIMTALK_API_SECRET: 'not-the-secret' });
    const { result, received } = await during(() => sender.send(confirmed('01011110008')).catch((e: unknown) => e));
    expect(received).toEqual([]);
    expect(result).toBeInstanceOf(ProviderUnavailableError);
    expect(result).toMatchObject({ code: 'SignatureDoesNotMatch', retryable: true });
  });

  it('keeps every answer for GET /dev/alimtalk-outbox outside production, with channel and template', async () => {
    const { sender, sent } = build();
    fake.failNext('TEMPLATE_MISMATCH');
    await sender.send(confirmed('01011110009'));
    expect(sent!.list('010-1111-0009')).toEqual([
      expect.objectContaining({
        status: 'ACCEPTED',
        channel: 'SMS',
        templateCode: 'WD_VISIT_CONFIRMED_V1',
        text: `${CONFIRMED_TEXT}\n${LINK}`,
        fellBack: true,
      }),
    ]);
  });

  it('logs no whole phone number (issue 28 §6)', () => {
    expect(logLines.length).toBeGreaterThan(5);
    const all = logLines.join('\n');
    expect(all).toContain('010-****-0003');
    expect(all).not.toMatch(/0101111000\d/);
    expect(all).not.toMatch(/010-1111-000\d/);
  });
});

describe('Solapi client on a misbehaving server', () => {
  let server: Server;
  let url: string;
  /** How the server answers: never, or with this status and body. */
  let answer: { status: number; body: unknown } | 'never' = 'never';
  beforeAll(async () => {
    server = createServer((_req, res) => {
      if (answer === 'never') return;
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(
    () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  );
  const sms = { to: '01011110010', from: FAKE_SOLAPI.sender, text: '테스트', type: 'SMS' as const };

  it('gives up after 5 s by default (here shortened) with a retryable TIMEOUT', async () => {
    expect(SOLAPI_TIMEOUT_MS).toBe(5_000);
    answer = 'never';
    const client = createSolapiClient({ ...FAKE_SOLAPI, baseUrl: url, timeoutMs: 200 });
    const failure = await client.send(sms).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ProviderUnavailableError);
    expect(failure).toMatchObject({ code: 'TIMEOUT', retryable: true });
  });

  it('calls a closed port a retryable NETWORK failure', async () => {
    const client = createSolapiClient({ ...FAKE_SOLAPI, baseUrl: 'http://127.0.0.1:9' });
    const failure = await client.send(sms).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'NETWORK', retryable: true });
  });

  it('retries later on 429, but answers a refused request (400) as not accepted', async () => {
    const client = createSolapiClient({ ...FAKE_SOLAPI, baseUrl: url });
    answer = { status: 429, body: { errorCode: 'TooManyRequests', errorMessage: '요청이 너무 많습니다.' } };
    expect(await client.send(sms).catch((error: unknown) => error)).toMatchObject({
      code: 'HTTP_429',
      retryable: true,
    });
    answer = { status: 400, body: { errorCode: 'ValidationError', errorMessage: 'to 값이 올바르지 않습니다.' } };
    expect(await client.send(sms)).toEqual({
      accepted: false,
      statusCode: 'ValidationError',
      statusMessage: 'ValidationError: to 값이 올바르지 않습니다.',
    });
  });
});
