import { nearbyRecommendKey, regionLabel } from '@wedding/domain/regions';
import type { ads, events, recommendations } from '../../schema/index.ts';
import { daysAfter, daysBefore } from '../calendar.ts';
import { EVENT_TITLES } from '../data/hall-content.ts';
import { mediaUrl } from '../media-url.ts';
import type { Rng } from '../prng.ts';
import type { PartnerRow } from './hall.ts';

export type AdRow = typeof ads.$inferInsert;
export type EventRow = typeof events.$inferInsert;
export type RecommendationRow = typeof recommendations.$inferInsert;

const NEARBY_LIST_SIZE = 20;

/**
 * POPULAR ads (active ones plus one that has ended, so 'active only' is testable), SEARCH ads,
 * and one NEARBY ad per region that has halls.
 */
export function buildAds(rng: Rng, halls: readonly PartnerRow[], now: Date, popularCount: number): AdRow[] {
  const rows: AdRow[] = [];
  const active = { startsAt: daysBefore(now, rng.int(1, 30)), endsAt: daysAfter(now, rng.int(30, 120)) };
  const chosen = rng.sample(halls, popularCount + 1);
  chosen.slice(0, popularCount).forEach((h, i) => {
    rows.push({
      partnerId: h.id,
      adCode: `POP-${String(i + 1).padStart(3, '0')}`,
      adName: '인기 웨딩홀',
      placement: 'POPULAR',
      region: null,
      sort: i,
      ...active,
    });
  });
  const ended = chosen[popularCount];
  if (ended) {
    rows.push({
      partnerId: ended.id,
      adCode: 'POP-END-001',
      adName: '지난 시즌 인기 웨딩홀',
      placement: 'POPULAR',
      region: null,
      sort: 0,
      startsAt: daysBefore(now, 120),
      endsAt: daysBefore(now, 30),
    });
  }
  rng.sample(halls, Math.max(2, Math.ceil(popularCount / 2))).forEach((h, i) => {
    rows.push({
      partnerId: h.id,
      adCode: `SCH-${String(i + 1).padStart(3, '0')}`,
      adName: '검색 상단 광고',
      placement: 'SEARCH',
      region: null,
      sort: i,
      ...active,
    });
  });
  const regions = [...new Set(halls.map((h) => h.region))];
  regions.forEach((region, i) => {
    const h = rng.pick(halls.filter((x) => x.region === region));
    rows.push({
      partnerId: h.id,
      adCode: `NBY-${String(i + 1).padStart(3, '0')}`,
      adName: '근처 추천 광고',
      placement: 'NEARBY',
      region,
      sort: 0,
      ...active,
    });
  });
  return rows;
}

/** NEARBY_RECOMMEND lists per sub-region and per region: same sub-region first, then the rest of the region. */
export function buildRecommendations(rng: Rng, halls: readonly PartnerRow[], now: Date): RecommendationRow[] {
  const rows: RecommendationRow[] = [];
  const seen = new Set<string>();
  for (const h of halls) {
    for (const subRegion of h.subRegion ? [h.subRegion, null] : [null]) {
      const key = nearbyRecommendKey(regionLabel(h.region, subRegion));
      if (seen.has(key)) continue;
      seen.add(key);
      const inRegion = halls.filter((x) => x.region === h.region);
      const near = subRegion ? inRegion.filter((x) => x.subRegion === subRegion) : [];
      const rest = rng.sample(
        inRegion.filter((x) => !near.includes(x)),
        inRegion.length,
      );
      const ordered = [...rng.sample(near, near.length), ...rest].slice(0, NEARBY_LIST_SIZE);
      rows.push({ key, partnerIds: ordered.map((x) => x.id), updatedAt: now });
    }
  }
  return rows;
}

export function buildEvent(rng: Rng, input: { id: number; hall: PartnerRow; now: Date }): EventRow {
  const ended = rng.chance(0.2);
  const discountRate = rng.step(5, 30, 5);
  return {
    id: input.id,
    uuid: rng.uuid(),
    partnerId: input.hall.id,
    title: rng.pick(EVENT_TITLES),
    content: `${input.hall.bizName}에서 준비한 특별 혜택입니다. 기간 내 방문 상담 후 계약 시 최대 ${discountRate}% 할인을 받으실 수 있습니다.`,
    imageUrl: mediaUrl('event', `e${input.id}`),
    discountRate,
    startsAt: daysBefore(input.now, ended ? rng.int(60, 90) : rng.int(0, 20)),
    endsAt: ended ? daysBefore(input.now, rng.int(1, 30)) : daysAfter(input.now, rng.int(5, 60)),
    createdAt: daysBefore(input.now, 95),
  };
}
