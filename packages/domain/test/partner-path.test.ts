import { describe, expect, it } from 'vitest';
import { isWeddingHall, partnerPath } from '../src/partner-path.ts';

const UUID = '00000000-0000-4000-8000-000000000001';

describe('spec §2/§9 partner routes by type: WeddingHall 2 → /weddinghall/{partnerUuid}, others → /partner/{uuid}', () => {
  it('sends a wedding hall (type 2) to its hall page', () => {
    expect(partnerPath({ partnerUuid: UUID, type: 2 })).toBe(`/weddinghall/${UUID}`);
    expect(isWeddingHall({ type: 2 })).toBe(true);
  });

  it('sends a planner (type 37) to the partner page, not the hall page', () => {
    expect(partnerPath({ partnerUuid: UUID, type: 37 })).toBe(`/partner/${UUID}`);
    expect(isWeddingHall({ type: 37 })).toBe(false);
  });

  it('treats any other type as a partner too, and encodes the uuid', () => {
    expect(partnerPath({ partnerUuid: 'a/b', type: 5 })).toBe('/partner/a%2Fb');
  });
});
