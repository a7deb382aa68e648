import { describe, expect, it } from 'vitest';
import { isStationArea, stationName } from '../src/traffic.ts';

describe('spec §9 traffic STATION_AREA: walk under 15 minutes', () => {
  it('is a station area at 14 minutes, not at 15', () => {
    expect(isStationArea([14])).toBe(true);
    expect(isStationArea([15])).toBe(false);
  });

  it('counts the nearest of several stations', () => {
    expect(isStationArea([20, 5])).toBe(true);
    expect(isStationArea([])).toBe(false);
  });
});

describe("station names end in exactly one '역' (issue 25: subway rows read '청담역역')", () => {
  it("adds '역' when it is missing and never doubles it", () => {
    expect(stationName('청담역')).toBe('청담역');
    expect(stationName('청담')).toBe('청담역');
    expect(stationName('청담역역')).toBe('청담역');
    expect(stationName(' 역삼역 ')).toBe('역삼역');
  });
});
