import { HALL_STYLES } from '@wedding/domain/enums';
import { REGIONS } from '@wedding/domain/regions';
import { describe, expect, it } from 'vitest';
import { buildPartners } from '../../src/db/seed/build-partners.ts';
import { REGION_PLACES, SUB_REGION_PLACES } from '../../src/db/seed/data/places.ts';
import { stylesNamedIn } from '../../src/db/seed/factories/name-styles.ts';
import { placeOf } from '../../src/db/seed/factories/place.ts';
import { createRng } from '../../src/db/seed/prng.ts';
import { DEFAULT_RANDOM_SEED } from '../../src/db/seed/seed.ts';
import { SIZE_PLANS } from '../../src/db/seed/sizes.ts';
import { SEED_NOW } from '../helpers/test-database.ts';

// Seed rules of issue 25 over the demo seed (what `npm start` shows): a hall's name, styles, city, address,
// coordinates and stations tell one story, so a filter finds what the names say and a map shows where the
// address is.
const { halls } = buildPartners(createRng(DEFAULT_RANDOM_SEED), SIZE_PLANS.demo, SEED_NOW);
const ALL_PLACES = { ...SUB_REGION_PLACES, ...REGION_PLACES };

describe('seeded halls: names and styles agree (issue 25)', () => {
  it('a hall named 호텔 is found by the 호텔 chip, and only such halls are', () => {
    const named = halls.filter((h) => h.partner.bizName.includes('호텔'));
    expect(named.length).toBeGreaterThan(0);
    for (const h of halls)
      expect((h.partner.styles ?? []).includes('HOTEL'), h.partner.bizName).toBe(h.partner.bizName.includes('호텔'));
  });

  it("wears every style its name says ('채플', '컨벤션', '하우스', '한옥')", () => {
    for (const h of halls) {
      for (const style of stylesNamedIn(h.partner.bizName))
        expect(h.partner.styles, h.partner.bizName).toContain(style);
      expect((h.partner.styles ?? []).length).toBeGreaterThan(0);
      for (const style of h.partner.styles ?? []) expect(HALL_STYLES.map((s) => s.value)).toContain(style);
    }
  });
});

describe('seeded halls: name, city, address, coordinates and stations agree (issue 25)', () => {
  it("puts the address in the hall's city, and in its sub-region's district", () => {
    for (const h of halls) {
      const { region, subRegion, bizName } = h.partner;
      const [city, district] = (h.profile.address ?? '').split(' ');
      expect(city, bizName).toBe(region);
      if (subRegion)
        expect(subRegion, `${bizName}: ${h.profile.address}`).toContain(district!.replace(/[시구군]$/u, ''));
    }
  });

  it('keeps the coordinates near its own area, inside Korea', () => {
    for (const h of halls) {
      const place = placeOf({ region: h.partner.region, subRegion: h.partner.subRegion ?? null });
      const { lat, lng } = h.profile;
      expect(Math.abs(lat! - place.lat), h.partner.bizName).toBeLessThanOrEqual(0.02);
      expect(Math.abs(lng! - place.lng), h.partner.bizName).toBeLessThanOrEqual(0.02);
      expect(lat).toBeGreaterThan(33);
      expect(lat).toBeLessThan(38.7);
      expect(lng).toBeGreaterThan(124.5);
      expect(lng).toBeLessThan(131);
    }
  });

  it("lists only stations of the hall's own area, each named once with its '역'", () => {
    for (const h of halls) {
      const place = placeOf({ region: h.partner.region, subRegion: h.partner.subRegion ?? null });
      const own = place.stations.map((s) => `${s.line} ${s.station}`);
      for (const s of h.subways) {
        expect(own, h.partner.bizName).toContain(`${s.lineName} ${s.stationName}`);
        expect(s.stationName).toMatch(/[^역]역$/u);
      }
      if (h.profile.invitation?.subway) expect(h.profile.invitation.subway).not.toMatch(/역역/u);
    }
  });

  it('lists every station under one area only, so a station never stands for two regions', () => {
    const areaOf = new Map<string, string>();
    for (const [area, place] of Object.entries(ALL_PLACES))
      for (const s of place.stations) {
        const key = `${s.line} ${s.station}`;
        expect(areaOf.get(key) ?? area, key).toBe(area);
        areaOf.set(key, area);
      }
  });

  it("names a hall after a neighbourhood of its own area, never another region's", () => {
    const regionOfArea = new Map<string, string>();
    for (const region of REGIONS) {
      const places =
        region.subRegions.length > 0
          ? region.subRegions.map((s) => SUB_REGION_PLACES[s]!)
          : [REGION_PLACES[region.name]!];
      for (const place of places) for (const area of place.areas) regionOfArea.set(area, region.name);
    }
    for (const h of halls) {
      const own = placeOf({ region: h.partner.region, subRegion: h.partner.subRegion ?? null }).areas;
      for (const [area, region] of regionOfArea)
        if (h.partner.bizName.includes(area) && !own.some((o) => o.includes(area)))
          expect(region, `${h.partner.bizName} (${h.partner.region}) names ${area}`).toBe(h.partner.region);
    }
  });
});
