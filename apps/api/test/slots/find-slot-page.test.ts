import { randomUUID } from 'node:crypto';
import { SLOT_TOTAL_CAP } from '@wedding/contract/slots';
import { describe, expect, it } from 'vitest';
import { CURSOR_TTL_MS, findSlotPage, TOTAL_TTL_MS } from '../../src/modules/slots/find-slot-page.ts';
import type { SlotRepository, SlotRow } from '../../src/modules/slots/repository.ts';
import {
  createMemorySearchCache,
  createRedisSearchCache,
  REDIS_SEARCH_CACHE_PREFIX,
} from '../../src/modules/slots/search-cache.ts';
import { slotCriteria } from '../../src/modules/slots/slot-criteria.ts';
import type { SlotPageInput } from '../../src/modules/slots/slot-search-sql.ts';
import { REDIS_REQUIRED, redisAvailable, TEST_REDIS_URL } from '../helpers/redis.ts';

// The paging rules around the SQL, against a repository that records what it was asked: totals are
// counted once per search and reused, pages after a full page continue from its last row's sort key.

const row = (id: number, finalPrice: number) => ({ id: String(id), final_price: finalPrice }) as unknown as SlotRow;

function fakeRepository(total: number) {
  const pages: SlotPageInput[] = [];
  let counts = 0;
  const repository = {
    findSlotPage: async (_criteria, input) => {
      pages.push(input);
      const start = input.after ? Number(input.after[1]) : input.offset;
      const size = Math.max(0, Math.min(input.limit, total - start));
      return Array.from({ length: size }, (_, i) => row(start + i + 1, 1000 * (start + i + 1)));
    },
    // Like the SQL: the count stops at cap + 1.
    countSlots: async (_criteria, cap) => {
      counts += 1;
      return Math.min(total, cap + 1);
    },
  } as Partial<SlotRepository> as SlotRepository;
  return { repository, pages, counts: () => counts };
}

const criteria = slotCriteria({ region: '서울' }, '2026-11-21', null);
const request = (page: number) => ({ sort: 'FINAL_PRICE_ASC' as const, page, fetchSize: 10, viewerId: null });

describe('findSlotPage', () => {
  it('answers an exact total up to 10,000 and the cap with totalCapped past it (decision 0022)', async () => {
    expect(SLOT_TOTAL_CAP).toBe(10_000);
    const exact = fakeRepository(10_000);
    const atCap = await findSlotPage(
      { repository: exact.repository, cache: createMemorySearchCache() },
      criteria,
      request(1),
    );
    expect(atCap).toMatchObject({ total: 10_000, totalCapped: false });

    const many = fakeRepository(25_000);
    const deps = { repository: many.repository, cache: createMemorySearchCache() };
    expect(await findSlotPage(deps, criteria, request(1))).toMatchObject({ total: 10_000, totalCapped: true });
    // Past a capped total the pages go on: the cap is not the end of the list.
    const deep = await findSlotPage(deps, criteria, request(1_200));
    expect(deep.rows).toHaveLength(10);
    expect(deep).toMatchObject({ total: 10_000, totalCapped: true });
    expect(many.counts()).toBe(1);
  });

  it('counts a search once and reuses the total for its other pages', async () => {
    const fake = fakeRepository(25);
    const deps = { repository: fake.repository, cache: createMemorySearchCache() };
    expect((await findSlotPage(deps, criteria, request(1))).total).toBe(25);
    expect((await findSlotPage(deps, criteria, request(2))).total).toBe(25);
    expect((await findSlotPage(deps, criteria, { ...request(1), sort: 'GUARANTEE_DESC' })).total).toBe(25);
    expect(fake.counts()).toBe(1);
    // Another search is counted on its own.
    await findSlotPage(deps, slotCriteria({ region: '부산' }, '2026-11-21', null), request(1));
    expect(fake.counts()).toBe(2);
  });

  it("starts page n right after page n-1's last row, and uses OFFSET without it", async () => {
    const fake = fakeRepository(100);
    const deps = { repository: fake.repository, cache: createMemorySearchCache() };
    await findSlotPage(deps, criteria, request(1));
    const second = await findSlotPage(deps, criteria, request(2));
    expect(fake.pages[1]).toMatchObject({ after: [10_000, '10'], limit: 10 });
    expect(second.rows.map((r) => Number(r.id))).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    // Page 3 of another page size was never preceded by its page 2: OFFSET 40.
    await findSlotPage(deps, criteria, { ...request(3), fetchSize: 20 });
    expect(fake.pages[2]).toMatchObject({ after: null, offset: 40 });
  });

  it('leaves a page cursor once, not on every visit', async () => {
    const fake = fakeRepository(25);
    const cache = createMemorySearchCache();
    const writes: string[] = [];
    const spy = {
      ...cache,
      set: (key: string, value: string, ttlMs: number) => {
        writes.push(key);
        return cache.set(key, value, ttlMs);
      },
    };
    for (let i = 0; i < 3; i++) await findSlotPage({ repository: fake.repository, cache: spy }, criteria, request(1));
    expect(writes.filter((k) => k.startsWith('cursor:'))).toHaveLength(1);
    expect(writes.filter((k) => k.startsWith('total:'))).toHaveLength(1);
  });

  it('answers a page past the known total without asking the database', async () => {
    const fake = fakeRepository(25);
    const deps = { repository: fake.repository, cache: createMemorySearchCache() };
    await findSlotPage(deps, criteria, request(1));
    expect(await findSlotPage(deps, criteria, request(4))).toEqual({ rows: [], total: 25, totalCapped: false });
    expect(fake.pages).toHaveLength(1);
  });

  it('skips the database entirely for a search that cannot match (no partner, no date left)', async () => {
    const fake = fakeRepository(25);
    const deps = { repository: fake.repository, cache: createMemorySearchCache() };
    expect(await findSlotPage(deps, slotCriteria({}, '2026-11-21', []), request(1))).toEqual({
      rows: [],
      total: 0,
      totalCapped: false,
    });
    const past = slotCriteria({ months: ['2020-01'] }, '2026-11-21', null);
    expect(await findSlotPage(deps, past, request(1))).toEqual({ rows: [], total: 0, totalCapped: false });
    expect(fake.pages).toHaveLength(0);
    expect(fake.counts()).toBe(0);
  });

  it('keeps totals for a minute and cursors for ten', () => {
    expect(TOTAL_TTL_MS).toBe(60_000);
    expect(CURSOR_TTL_MS).toBe(600_000);
  });
});

describe('memory search cache', () => {
  it('forgets values after their time to live', async () => {
    let now = 0;
    const cache = createMemorySearchCache({ now: () => now });
    await cache.set('a', '1', 1000);
    expect(await cache.getMany(['a', 'b'])).toEqual(['1', undefined]);
    now = 1000;
    expect(await cache.getMany(['a'])).toEqual([undefined]);
  });

  it('drops the least recently used entries beyond its size', async () => {
    const cache = createMemorySearchCache({ maxEntries: 2 });
    await cache.set('a', '1', 60_000);
    await cache.set('b', '2', 60_000);
    await cache.getMany(['a']);
    await cache.set('c', '3', 60_000);
    expect(await cache.getMany(['a', 'b', 'c'])).toEqual(['1', undefined, '3']);
  });
});

const REDIS_URL = TEST_REDIS_URL;
const hasRedis = await redisAvailable();

describe.skipIf(!hasRedis && !REDIS_REQUIRED)('Redis search cache', () => {
  it('shares values between two API processes and expires them', async () => {
    const prefix = `${REDIS_SEARCH_CACHE_PREFIX}test:${randomUUID()}:`;
    const first = createRedisSearchCache(REDIS_URL, prefix);
    const second = createRedisSearchCache(REDIS_URL, prefix);
    try {
      // The client fails fast while it connects (no offline queue): wait until a write lands.
      for (let i = 0; i < 50 && (await second.getMany(['total']))[0] === undefined; i++) {
        await first.set('total', '42', 60_000);
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(await second.getMany(['total', 'missing'])).toEqual(['42', undefined]);
      await first.set('short', 'x', 50);
      await new Promise((r) => setTimeout(r, 120));
      expect(await second.getMany(['short'])).toEqual([undefined]);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('reads as a miss, never an error, when Redis cannot be reached', async () => {
    const down = createRedisSearchCache('redis://127.0.0.1:1', 'x:');
    expect(await down.getMany(['a', 'b'])).toEqual([undefined, undefined]);
    await expect(down.set('a', '1', 1000)).resolves.toBeUndefined();
    await down.close();
  });
});
