import { describe, expect, it } from 'vitest';
import { isStationArea } from '../src/traffic.ts';

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
