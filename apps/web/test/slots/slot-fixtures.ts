import type { Slot } from '@wedding/contract/slots';

export const HALL_UUID = '11111111-1111-4111-8111-111111111111';

export const slot = (overrides: Partial<Slot> = {}): Slot => ({
  weddingDayId: 101,
  partnerUuid: HALL_UUID,
  partnerProfileName: '더채플앳청담',
  hallName: '그랜드볼룸',
  region: '서울',
  subRegion: '강남구',
  imageUrl: '/media/generated/hall/1.jpg',
  weddingDate: '2027-03-13',
  weddingTime: '11:00',
  guarantee: 200,
  rentalPrice: 1_234_000,
  flowerPrice: 0,
  mealPrice: 68_000,
  finalPrice: 12_345_000,
  discountRate: 15,
  contractUsed: false,
  isLike: false,
  ...overrides,
});

/** `count` slots with ids from `firstId`, as one API page holds them. */
export const slots = (count: number, firstId = 1): Slot[] =>
  Array.from({ length: count }, (_, i) =>
    slot({ weddingDayId: firstId + i, partnerProfileName: `웨딩홀 ${firstId + i}` }),
  );
