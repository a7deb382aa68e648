import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { createNotificationSender } from '../../src/modules/notifications/providers/notification-sender.ts';
import { FAKE_SOLAPI, type FakeSolapi, fakeSolapiEnv, startFakeSolapi } from '../helpers/fake-solapi.ts';

const ALL = {
  ALIMTALK_API_KEY: 'NCSAYU7YDBXYORXC',
  ALIMTALK_API_SECRET: 'secret',
  ALIMTALK_PF_ID: 'KA01PF123',
  ALIMTALK_SENDER: '0212345678',
};

describe('ALIMTALK_* configuration (all four, or none)', () => {
  it('is off without any of them', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).alimtalk).toBeUndefined();
  });

  it("is on with all four, at Solapi's documented address by default", () => {
    expect(loadConfig({ NODE_ENV: 'test', ...ALL }).alimtalk).toEqual({
      apiKey: 'NCSAYU7YDBXYORXC',
      apiSecret: 'secret',
      pfId: 'KA01PF123',
      sender: '0212345678',
      baseUrl: 'https://api.solapi.com',
      templateIds: {},
    });
  });

  it('stops at startup naming what is missing when only some are set', () => {
    const { ALIMTALK_PF_ID: _pf, ALIMTALK_SENDER: _sender, ...some } = ALL;
    expect(() => loadConfig({ NODE_ENV: 'test', ...some })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'test', ...some })).toThrow(/ALIMTALK_PF_ID="".*\n.*ALIMTALK_SENDER=""/);
  });

  it('wants a sender number of digits and https in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', ...ALL, ALIMTALK_SENDER: '02-1234-5678' })).toThrow(/ALIMTALK_SENDER/);
    const production = { NODE_ENV: 'production', JWT_SECRET: 'a-production-secret-of-at-least-32-chars!' };
    expect(() => loadConfig({ ...production, ...ALL, ALIMTALK_API_BASE_URL: 'http://127.0.0.1:9' })).toThrow(
      /must be https in production/,
    );
    expect(
      loadConfig({ NODE_ENV: 'test', ...ALL, ALIMTALK_API_BASE_URL: 'http://127.0.0.1:9/' }).alimtalk?.baseUrl,
    ).toBe('http://127.0.0.1:9');
  });

  it("reads ALIMTALK_TEMPLATE_IDS as code=templateId pairs of the registry's codes", () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      ...ALL,
      ALIMTALK_TEMPLATE_IDS: 'WD_VISIT_CONFIRMED_V1=KA01TP1, WD_REFUND_DONE_V1=KA01TP2',
    });
    expect(config.alimtalk?.templateIds).toEqual({ WD_VISIT_CONFIRMED_V1: 'KA01TP1', WD_REFUND_DONE_V1: 'KA01TP2' });
    expect(() => loadConfig({ NODE_ENV: 'test', ...ALL, ALIMTALK_TEMPLATE_IDS: 'NOT_A_CODE=KA01TP1' })).toThrow(
      /ALIMTALK_TEMPLATE_IDS/,
    );
  });
});

describe('ALIMTALK_TEMPLATE_IDS reaches Solapi as templateId', () => {
  let fake: FakeSolapi;
  beforeAll(async () => {
    fake = await startFakeSolapi();
  });
  afterAll(() => fake.close());

  it('sends the mapped id (the fake knows only registry codes, so 1042 → one SMS fallback)', async () => {
    const env = {
      NODE_ENV: 'test',
      ...fakeSolapiEnv(fake.url),
      ALIMTALK_TEMPLATE_IDS: 'WD_INQUIRY_ANSWERED_V1=KA01TP9',
    };
    const { sender } = createNotificationSender(loadConfig(env), { info: () => {}, warn: () => {} });
    const outcome = await sender.send({
      to: '01033330001',
      templateCode: 'WD_INQUIRY_ANSWERED_V1',
      variables: { 웨딩홀: '라움' },
      link: 'https://w.kr/i/2',
    });
    expect(fake.messages().map((m) => [m.type, m.kakaoOptions?.templateId, m.statusCode])).toEqual([
      ['ATA', 'KA01TP9', '1042'],
      ['SMS', undefined, '2000'],
    ]);
    expect(outcome).toMatchObject({ status: 'ACCEPTED', channel: 'SMS', fellBack: true, refusal: { code: '1042' } });
    expect(FAKE_SOLAPI.sender).toBe(fake.messages()[1]!.from);
  });
});
