import { describe, expect, it } from 'vitest';
import { popularWeddingHallsResponseSchema } from '../src/partners.ts';

const card = {
  partnerUuid: '0712cd85-c238-4a61-9c4e-a15fd707ccc0',
  partnerName: '리즈앳구미',
  coverUrl: '/media/generated/hall/p58-cover.jpg',
  region: '경북',
  isLiked: false,
  isAdvertise: true,
  adName: '인기 웨딩홀',
  adCode: 'POP-001',
  type: 2,
  paused: false,
};

describe('partner card (spec §3)', () => {
  it('accepts a card with every spec field', () => {
    expect(popularWeddingHallsResponseSchema.parse({ item: [card] }).item[0]).toEqual(card);
  });

  it('rejects a card missing partnerUuid or with a non-boolean like flag', () => {
    const { partnerUuid: _omit, ...withoutUuid } = card;
    expect(popularWeddingHallsResponseSchema.safeParse({ item: [withoutUuid] }).success).toBe(false);
    expect(popularWeddingHallsResponseSchema.safeParse({ item: [{ ...card, isLiked: 1 }] }).success).toBe(false);
  });

  it('strips fields the contract does not declare, so nothing private leaves the API', () => {
    const parsed = popularWeddingHallsResponseSchema.parse({ item: [{ ...card, passwordHash: 'x' }] });
    expect(parsed.item[0]).not.toHaveProperty('passwordHash');
  });
});
