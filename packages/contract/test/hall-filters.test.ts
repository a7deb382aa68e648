import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { hallSearchQuerySchema } from '../src/hall-search.ts';
import { remainingWeddingDaysQuerySchema } from '../src/slots.ts';

const parse = (query: Record<string, unknown>) => z.safeParse(remainingWeddingDaysQuerySchema, query);
const messages = (query: Record<string, unknown>) => {
  const result = parse(query);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('hall and slot filter query', () => {
  it('defaults to the first page of 30 sorted by final price, cheapest first (spec §9)', () => {
    expect(parse({}).data).toEqual({ sortType: 'FINAL_PRICE_ASC', page: 1, fetchSize: 30 });
  });

  it('reads lists comma-joined or as repeated keys', () => {
    expect(
      parse({ styles: 'HOTEL,CHAPEL', dayOfWeeks: ['SATURDAY', 'SUNDAY'], months: ['2027-01,2027-02'] }).data,
    ).toMatchObject({
      styles: ['HOTEL', 'CHAPEL'],
      dayOfWeeks: ['SATURDAY', 'SUNDAY'],
      months: ['2027-01', '2027-02'],
    });
  });

  it('treats an empty bound as no bound, not as 0', () => {
    const blank = parse({ maxRentalPrice: '', minGuarantee: '' });
    expect(blank.success).toBe(true);
    expect(blank.data?.maxRentalPrice).toBeUndefined();
    expect(blank.data?.minGuarantee).toBeUndefined();
    expect(parse({ maxRentalPrice: '0' }).data).toMatchObject({ maxRentalPrice: 0 });
  });

  it('refuses unknown chips, impossible dates and reversed ranges with Korean messages', () => {
    expect(messages({ styles: 'GARDEN' })).toEqual(['홀 스타일을 다시 선택해주세요.']);
    expect(messages({ startDate: '2027-02-30' })).toEqual(['존재하지 않는 날짜예요.']);
    expect(messages({ startDate: '2027-03-10', endDate: '2027-03-01' })).toEqual(['시작일이 종료일보다 늦어요.']);
    expect(messages({ minGuarantee: '300', maxGuarantee: '200' })).toEqual([
      '최소 보증인원이 최대 보증인원보다 많아요.',
    ]);
    expect(messages({ minMealPrice: '90000', maxMealPrice: '50000' })).toEqual(['최소 식대가 최대 식대보다 높아요.']);
    expect(messages({ sortType: 'CHEAPEST' })).toEqual(['정렬 기준을 다시 선택해주세요.']);
    expect(messages({ fetchSize: '31' })).toEqual(['한 번에 1~30개까지 불러올 수 있어요.']);
  });

  // Issue 25: min 400 with max 350 was refused as reversed, though spec §5 reads max ≥ 350 as 9999.
  it('accepts a min above 350 with max 350, which stands for 9999 (spec §5), on slots and hall search', () => {
    expect(parse({ minGuarantee: '400', maxGuarantee: '350' }).data).toMatchObject({
      minGuarantee: 400,
      maxGuarantee: 350,
    });
    expect(z.safeParse(hallSearchQuerySchema, { minGuarantee: '400', maxGuarantee: '350' }).success).toBe(true);
    expect(messages({ minGuarantee: '349', maxGuarantee: '340' })).toEqual([
      '최소 보증인원이 최대 보증인원보다 많아요.',
    ]);
  });

  it('accepts a sub-region only under its own region', () => {
    expect(parse({ region: '서울', subRegion: '강남구' }).success).toBe(true);
    expect(messages({ region: '서울', subRegion: '수원' })).toEqual(['세부 지역을 다시 선택해주세요.']);
    expect(messages({ subRegion: '강남구' })).toEqual(['세부 지역을 다시 선택해주세요.']);
    expect(messages({ region: '평양' })).toEqual(['지역을 다시 선택해주세요.']);
  });

  it('the hall search trims its keyword and refuses a blank one', () => {
    expect(z.safeParse(hallSearchQuerySchema, { keyword: '  강남 ' }).data).toMatchObject({
      keyword: '강남',
      fetchStart: 0,
      fetchSize: 20,
    });
    expect(z.safeParse(hallSearchQuerySchema, { keyword: '   ' }).success).toBe(false);
  });
});
