import { SOCIAL_PROVIDERS } from '../../schema/db-enums.ts';
import type {
  customerBlocks,
  customerData,
  individualHallLikes,
  partnerLikes,
  reports,
  searchHistories,
  socialIdentities,
  weddingDayLikes,
} from '../../schema/index.ts';
import { daysAfter, daysBefore } from '../calendar.ts';
import type { Rng } from '../prng.ts';

// What one seeded customer did: likes, searches, stored client data, a social login.

const SEARCH_KEYWORDS = [
  '강남 웨딩홀',
  '채플',
  '스몰웨딩',
  '호텔 웨딩',
  '야외 웨딩',
  '일산 웨딩홀',
  '가성비 웨딩홀',
  '역세권',
];

export type ActivityInput = {
  customerId: number;
  customerUuid: string;
  hallIds: readonly number[];
  partnerIds: readonly number[];
  roomIds: readonly number[];
  slotCount: number;
  now: Date;
};

export type Activity = {
  partnerLikes: (typeof partnerLikes.$inferInsert)[];
  individualHallLikes: (typeof individualHallLikes.$inferInsert)[];
  weddingDayLikes: (typeof weddingDayLikes.$inferInsert)[];
  searchHistories: (typeof searchHistories.$inferInsert)[];
  customerData: (typeof customerData.$inferInsert)[];
  socialIdentities: (typeof socialIdentities.$inferInsert)[];
};

export function buildActivity(rng: Rng, input: ActivityInput): Activity {
  const { customerId, now } = input;
  const at = () => daysBefore(now, rng.int(0, 200) + rng.next());
  const likedPartners = rng.sample(input.partnerIds, rng.int(0, 6));
  const likedRooms = rng.sample(input.roomIds, rng.int(0, 3));
  // Slot ids run 1..slotCount, so a few random ids are enough without holding every slot in memory.
  const likedSlots = new Set<number>();
  for (let n = rng.int(0, 5); n > 0 && input.slotCount > 0; n--) likedSlots.add(rng.int(1, input.slotCount));
  return {
    partnerLikes: likedPartners.map((partnerId) => ({ customerId, partnerId, createdAt: at() })),
    individualHallLikes: likedRooms.map((individualHallId) => ({ customerId, individualHallId, createdAt: at() })),
    weddingDayLikes: [...likedSlots].map((weddingDayId) => ({ customerId, weddingDayId, createdAt: at() })),
    searchHistories: Array.from({ length: rng.int(0, 4) }, () =>
      rng.chance(0.6)
        ? { customerId, partnerId: rng.pick(input.hallIds), keyword: null, createdAt: at() }
        : { customerId, partnerId: null, keyword: rng.pick(SEARCH_KEYWORDS), createdAt: at() },
    ),
    customerData: rng.chance(0.3)
      ? [
          {
            customerUuid: input.customerUuid,
            key: 'PUSH_CHECK_TSP',
            value: at().toISOString(),
            expTsp: daysAfter(now, 365),
            createdAt: now,
          },
        ]
      : [],
    socialIdentities: rng.chance(0.3)
      ? [
          {
            customerId,
            provider: rng.pick(SOCIAL_PROVIDERS),
            subject: `seed-${customerId}-${rng.int(100000, 999999)}`,
            createdAt: at(),
          },
        ]
      : [],
  };
}

/** A handful of blocks and reports between seeded customers. */
export function buildModeration(
  rng: Rng,
  customerIds: readonly number[],
  reviewUuids: readonly string[],
  now: Date,
): { blocks: (typeof customerBlocks.$inferInsert)[]; reports: (typeof reports.$inferInsert)[] } {
  const blocks = new Map<string, typeof customerBlocks.$inferInsert>();
  for (let i = 0; i < Math.max(2, Math.floor(customerIds.length / 50)); i++) {
    const [a, b] = rng.sample(customerIds, 2);
    if (a !== undefined && b !== undefined)
      blocks.set(`${a}:${b}`, { customerId: a, bannedCustomerId: b, createdAt: now });
  }
  const reportRows = rng.sample(reviewUuids, Math.max(1, Math.floor(reviewUuids.length / 100))).map((targetUuid) => ({
    reporterId: rng.pick(customerIds),
    targetKind: 'REVIEW',
    targetUuid,
    reason: rng.pick(['광고성 게시글', '욕설/비방', '개인정보 노출']),
    createdAt: daysBefore(now, rng.int(0, 30)),
  }));
  return { blocks: [...blocks.values()], reports: reportRows };
}
