import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectWithApiKey } from '../helpers/api-key.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

const LIST = '/v3/public/wedding/day/remaining-wedding-days';

// Bad input answers 400 VALIDATION_ERROR naming the field, with the contract's Korean hint; never a 500.
const CASES: [query: string, field: string, hint: string][] = [
  ['sortType=CHEAPEST', 'sortType', '정렬 기준을 다시 선택해주세요.'],
  ['styles=HOTEL,PALACE', 'styles', '홀 스타일을 다시 선택해주세요.'],
  ['mealTypes=PICNIC', 'mealTypes', '식사 종류를 다시 선택해주세요.'],
  ['levels=VIP', 'levels', '예약 방식을 다시 선택해주세요.'],
  ['dayOfWeeks=MONDAY', 'dayOfWeeks', '요일을 다시 선택해주세요.'],
  ['weddingTimes=08:00', 'weddingTimes', '예식 시간을 다시 선택해주세요.'],
  ['region=뉴욕', 'region', '지역을 다시 선택해주세요.'],
  ['subRegion=강남구', 'subRegion', '세부 지역을 다시 선택해주세요.'],
  ['startDate=2027-02-30', 'startDate', '존재하지 않는 날짜예요.'],
  ['endDate=20270101', 'endDate', '날짜는 YYYY-MM-DD 형식으로 입력해주세요.'],
  ['startDate=2027-05-02&endDate=2027-05-01', 'startDate', '시작일이 종료일보다 늦어요.'],
  ['months=2027-13', 'months', '월은 YYYY-MM 형식으로 입력해주세요.'],
  ['minGuarantee=300&maxGuarantee=200', 'minGuarantee', '최소 보증인원이 최대 보증인원보다 많아요.'],
  ['minGuarantee=abc', 'minGuarantee', '최소 보증인원은 9999명 이하의 정수로 입력해주세요.'],
  ['minGuarantee=10000', 'minGuarantee', '최소 보증인원은 9999명 이하의 정수로 입력해주세요.'],
  ['maxGuarantee=-1', 'maxGuarantee', '보증인원은 0명 이상 9999명 이하로 입력해주세요.'],
  ['minRentalPrice=2000000&maxRentalPrice=1000000', 'minRentalPrice', '최소 대관료가 최대 대관료보다 높아요.'],
  ['minMealPrice=90000&maxMealPrice=50000', 'minMealPrice', '최소 식대가 최대 식대보다 높아요.'],
  ['maxMealPrice=abc', 'maxMealPrice', '금액은 0원 이상의 정수로 입력해주세요.'],
  ['page=0', 'page', '페이지 번호를 확인해주세요.'],
  ['page=1.5', 'page', '페이지 번호를 확인해주세요.'],
  ['page=1001', 'page', '더 이상 불러올 일정이 없어요.'],
  ['fetchSize=31', 'fetchSize', '한 번에 1~30개까지 불러올 수 있어요.'],
  ['fetchSize=0', 'fetchSize', '한 번에 1~30개까지 불러올 수 있어요.'],
  ['partnerUuid=not-a-uuid', 'partnerUuid', '웨딩홀을 찾을 수 없어요.'],
];

describe('slot list validation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it.each(CASES)('?%s answers 400 naming %s with its Korean hint', async (query, field, hint) => {
    const res = await injectWithApiKey(t.app, encodeURI(`${LIST}?${query}`));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: expect.stringContaining(hint),
    });
    expect(res.json().message).toContain(field);
  });

  it('checks the hall list (estimate) the same way', async () => {
    const hall = '00000000-0000-4000-8000-000000000000';
    const res = await injectWithApiKey(t.app, `/v3/public/wedding/estimate/product/${hall}?fetchSize=31&sortType=X`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/fetchSize|sortType/);
    expect(res.json().message).toMatch(/[가-힣]/);
  });

  it('accepts lists both comma-joined and as repeated keys', async () => {
    const joined = await injectWithApiKey(t.app, `${LIST}?dayOfWeeks=FRIDAY,SUNDAY&fetchSize=30`);
    const repeated = await injectWithApiKey(t.app, `${LIST}?dayOfWeeks=FRIDAY&dayOfWeeks=SUNDAY&fetchSize=30`);
    expect(joined.statusCode).toBe(200);
    expect(repeated.json()).toEqual(joined.json());
    expect(joined.json().total).toBeGreaterThan(0);
  });
});
