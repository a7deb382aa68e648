import type { SlotDetail } from '@wedding/contract/slots';

export const HALL_UUID = '3f1c2a4e-8b7d-4c1a-9e2f-0a1b2c3d4e5f';
export const OTHER_UUID = '11111111-1111-4111-8111-111111111111';

/** An open Saturday slot: 5,000,000 + 0 (flowers included) + 65,000 × 250, less 10 % = 19,125,000 won. */
export const slotDetail = (overrides: Partial<SlotDetail> = {}): SlotDetail => ({
  weddingDayId: 42,
  partnerUuid: HALL_UUID,
  partnerProfileName: '더채플앳청담',
  hallName: '그랜드볼룸',
  region: '서울',
  subRegion: '강남구',
  imageUrl: '/media/generated/hall/1.jpg',
  weddingDate: '2027-03-13',
  weddingTime: '11:00',
  guarantee: 250,
  rentalPrice: 5_000_000,
  flowerPrice: 0,
  mealPrice: 65_000,
  finalPrice: 19_125_000,
  discountRate: 10,
  isLike: false,
  partnerId: 7,
  individualHallUuid: '22222222-2222-4222-8222-222222222222',
  dayOfWeek: 'SATURDAY',
  state: 'OPEN',
  isAvailable: true,
  consultingSlotsDisplayed: true,
  consultingUsed: true,
  contractUsed: true,
  ...overrides,
});
