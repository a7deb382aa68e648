import { STATION_AREA_MAX_WALK_MINUTES } from '@wedding/domain/enums';
import { stationName } from '@wedding/domain/traffic';
import type {
  partnerBenefits,
  partnerOperationTimes,
  partnerProfiles,
  partnerSpecialFeatures,
  partnerSubways,
} from '../../schema/index.ts';
import { BENEFITS, SPECIAL_FEATURES } from '../data/hall-content.ts';
import type { Place } from '../data/places.ts';
import { mediaUrl } from '../media-url.ts';
import type { Rng } from '../prng.ts';

export type ProfileRow = typeof partnerProfiles.$inferInsert;
export type SubwayRow = typeof partnerSubways.$inferInsert;
export type OperationTimeRow = typeof partnerOperationTimes.$inferInsert;
export type BenefitRow = typeof partnerBenefits.$inferInsert;
export type SpecialFeatureRow = typeof partnerSpecialFeatures.$inferInsert;

/** One or two nearby stations; halls in regions without a subway get none. */
export function buildSubways(rng: Rng, partnerId: number, place: Place): SubwayRow[] {
  if (place.stations.length === 0) return [];
  return rng.sample(place.stations, rng.int(1, 2)).map((s, i) => ({
    partnerId,
    lineName: s.line,
    stationName: stationName(s.station),
    walkingTimeMinutes: rng.chance(0.65) ? rng.int(1, STATION_AREA_MAX_WALK_MINUTES - 1) : rng.int(15, 25),
    sort: i,
  }));
}

/** Is the hall 역세권 (STATION_AREA): a station under 15 minutes' walk (spec §9). */
export function isStationArea(subways: readonly SubwayRow[]): boolean {
  return subways.some((s) => s.walkingTimeMinutes < STATION_AREA_MAX_WALK_MINUTES);
}

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri'] as const;

/** Weekday consultation hours, longer weekends (wedding days), shorter public holidays; some close one weekday. */
export function buildOperationTimes(rng: Rng, partnerId: number): OperationTimeRow[] {
  const weekday = rng.pick([
    ['10:00', '19:00'],
    ['11:00', '20:00'],
    ['10:00', '18:00'],
  ] as const);
  const weekend = rng.pick([
    ['09:00', '21:00'],
    ['10:00', '20:00'],
  ] as const);
  const closed = rng.chance(0.4) ? rng.pick(['mon', 'tue'] as const) : undefined;
  const rows: OperationTimeRow[] = WEEKDAYS.filter((d) => d !== closed).map((dayKey) => ({
    partnerId,
    dayKey,
    startTime: weekday[0],
    endTime: weekday[1],
  }));
  rows.push({ partnerId, dayKey: 'sat', startTime: weekend[0], endTime: weekend[1] });
  rows.push({ partnerId, dayKey: 'sun', startTime: weekend[0], endTime: weekend[1] });
  if (rng.chance(0.7)) rows.push({ partnerId, dayKey: 'holiday', startTime: '10:00', endTime: '17:00' });
  return rows;
}

export function buildBenefits(rng: Rng, partnerId: number): BenefitRow[] {
  return rng.sample(BENEFITS, rng.int(2, 4)).map((b, i) => ({
    partnerId,
    tag: b.tag,
    iconUrl: mediaUrl('banner', `benefit-icon-${BENEFITS.indexOf(b) + 1}`),
    title: b.title,
    content: b.content,
    sort: i,
  }));
}

export function buildSpecialFeatures(rng: Rng, partnerId: number): SpecialFeatureRow[] {
  return rng.sample(SPECIAL_FEATURES, rng.int(2, 3)).map((f, i) => ({
    partnerId,
    icon: f.icon,
    features: [...f.features],
    sort: i,
  }));
}
