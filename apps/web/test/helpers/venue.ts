import type { IndividualHall, Venue } from '@wedding/contract/hall-detail';

export const VENUE_UUID = '22222222-2222-4222-8222-222222222222';

export function room(overrides: Partial<IndividualHall> = {}): IndividualHall {
  return {
    id: 7,
    uuid: '33333333-3333-4333-8333-333333333333',
    name: '그랜드홀',
    images: ['/media/room-1.svg'],
    regularPrice: { rentalFee: 3_000_000, adultDrinkFee: 0, mealFee: 68_000 },
    weddingGapMinutes: [60, 90],
    suggestPersonnel: 250,
    entranceMethod: 'VIA_LIFT',
    ...overrides,
  };
}

/** A hall with every §3 field; overrides replace whole fields (profile included). */
export function venue(overrides: Partial<Venue> = {}, profile: Partial<Venue['profile']> = {}): Venue {
  return {
    uuid: VENUE_UUID,
    partnerUuid: VENUE_UUID,
    partnerId: 41,
    type: 2,
    bizName: '더채플앳청담',
    coverUrl: '/media/cover.svg',
    region: '서울 강남구',
    like: false,
    likeCount: 3,
    paused: false,
    reviewCount: 0,
    shareLink: `https://wedding.example/weddinghall/${VENUE_UUID}`,
    consultingSlotsDisplayed: true,
    consultingUsed: true,
    contractUsed: true,
    benefits: [],
    specialFeatures: [],
    totalAmount: 20_000_000,
    minPrice: 15_000_000,
    discountRate: 10,
    expirationDateOfNotice: null,
    noticeLink: null,
    ...overrides,
    profile: {
      id: 9,
      name: '더채플앳청담',
      tel: '02-000-0000',
      notice: null,
      address: '서울 강남구 청담동 1',
      address2: null,
      coordinates: { lat: 37.52, lng: 127.05 },
      representativeImages: ['/media/a.svg', '/media/b.svg'],
      amenities: { elevatorCount: 2, pyebaekRoom: true, honjooRoom: false, subWaitingRoom: '2실', guestSpace: false },
      subways: [],
      parking: null,
      operationTime: [],
      invitation: null,
      individualHalls: [room(), room({ id: 8, uuid: '44444444-4444-4444-8444-444444444444', name: '채플홀' })],
      ...profile,
    },
  };
}
