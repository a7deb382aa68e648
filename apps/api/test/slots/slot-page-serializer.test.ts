import { apiErrorSchema } from '@wedding/contract/errors';
import { slotPageResponseSchema } from '@wedding/contract/slots';
import { describe, expect, it } from 'vitest';
import { slotPageSerializerCompiler } from '../../src/modules/slots/slot-page-serializer.ts';

const slot = {
  weddingDayId: 7,
  partnerUuid: '8e20ec4a-44cc-4181-9b79-a8e7c6d18dbd',
  partnerProfileName: '라온웨딩',
  hallName: '스카이홀',
  region: '서울',
  subRegion: '성동·광진',
  imageUrl: '/media/generated/individual-hall/ih1-1.jpg',
  weddingDate: '2027-05-08',
  weddingTime: '11:00',
  guarantee: 200,
  rentalPrice: 1_000_000,
  flowerPrice: 0,
  mealPrice: 55_000,
  finalPrice: 11_700_000,
  discountRate: 10,
  isLike: false,
};

describe('slot page serializer', () => {
  const compile = (httpStatus: string, schema: unknown = slotPageResponseSchema) =>
    slotPageSerializerCompiler({ schema, method: 'GET', url: '/x', httpStatus });

  it('writes the declared slot fields and nothing else', () => {
    const leaky = { ...slot, partnerId: 1, state: 'OPEN', ownerTel: '010-0000-0000' };
    const body = JSON.parse(compile('200')({ item: [leaky], total: 1, totalCapped: false, secret: true }));
    expect(body).toEqual({ item: [slot], total: 1, totalCapped: false });
  });

  it('leaves other statuses to the zod serializer, which strips and checks', () => {
    const error = { status: 404, code: 'HALL_NOT_FOUND', message: '웨딩홀을 찾을 수 없어요.' };
    expect(JSON.parse(compile('404', apiErrorSchema)({ ...error, stack: 'at x' }))).toEqual(error);
    expect(() => compile('404', apiErrorSchema)({ status: '404' })).toThrow();
  });
});
