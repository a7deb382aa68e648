import { SLOT_TOTAL_MAX_AGE_SECONDS } from '@wedding/contract/slots';
import { describe, expect, it } from 'vitest';
import { findPartnerIds, PARTNER_IDS_TTL_MS, partnerFilterKey } from '../../src/modules/slots/find-partner-ids.ts';
import type { SlotRepository } from '../../src/modules/slots/repository.ts';
import { createMemorySearchCache } from '../../src/modules/slots/search-cache.ts';
import type { PartnerFilter } from '../../src/modules/slots/slot-search-sql.ts';

// Hall chips resolve to hall ids once per filter and minute, whatever the order of the chips.

function recordingRepository(ids: number[]) {
  const asked: PartnerFilter[] = [];
  const repository = {
    findPartnerIds: async (filter) => {
      asked.push(filter);
      return ids;
    },
  } as Partial<SlotRepository> as SlotRepository;
  return { repository, asked };
}

describe('findPartnerIds', () => {
  it('asks the database once per filter, in any chip order, for as long as a total is kept', async () => {
    expect(PARTNER_IDS_TTL_MS).toBe(SLOT_TOTAL_MAX_AGE_SECONDS * 1000);
    let now = 0;
    const { repository, asked } = recordingRepository([3, 7]);
    const deps = { repository, cache: createMemorySearchCache({ now: () => now }) };

    expect(await findPartnerIds(deps, { styles: ['HOTEL', 'CHAPEL'], mealTypes: ['BUFFET'] })).toEqual([3, 7]);
    expect(await findPartnerIds(deps, { mealTypes: ['BUFFET'], styles: ['CHAPEL', 'HOTEL'] })).toEqual([3, 7]);
    expect(asked).toHaveLength(1);

    // Another filter, or the same one for one hall, is its own question.
    await findPartnerIds(deps, { styles: ['HOTEL'] });
    await findPartnerIds(deps, { styles: ['HOTEL'], partnerUuid: '11111111-1111-4111-8111-111111111111' });
    expect(asked).toHaveLength(3);

    now = PARTNER_IDS_TTL_MS - 1;
    await findPartnerIds(deps, { styles: ['CHAPEL', 'HOTEL'], mealTypes: ['BUFFET'] });
    expect(asked).toHaveLength(3);
    now = PARTNER_IDS_TTL_MS;
    await findPartnerIds(deps, { styles: ['CHAPEL', 'HOTEL'], mealTypes: ['BUFFET'] });
    expect(asked).toHaveLength(4);
  });

  it('asks again when the cached value is not a list of ids', async () => {
    const { repository, asked } = recordingRepository([5]);
    const cache = createMemorySearchCache();
    const deps = { repository, cache };
    await findPartnerIds(deps, { levels: ['PREMIUM'] });
    await cache.set(partnerFilterKey({ levels: ['PREMIUM'] }), '{"not":"ids"}', 60_000);
    expect(await findPartnerIds(deps, { levels: ['PREMIUM'] })).toEqual([5]);
    expect(asked).toHaveLength(2);
  });
});
