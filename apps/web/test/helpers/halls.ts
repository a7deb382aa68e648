import type { PartnerCard } from '@wedding/contract/partners';

export const hall = (overrides: Partial<PartnerCard> = {}): PartnerCard => ({
  partnerUuid: '3f1c2a4e-8b7d-4c1a-9e2f-0a1b2c3d4e5f',
  partnerName: '더채플앳청담',
  coverUrl: '/media/generated/hall/1.jpg',
  region: '서울 강남구',
  isLiked: false,
  isAdvertise: false,
  paused: false,
  adName: null,
  adCode: null,
  type: 2,
  ...overrides,
});
