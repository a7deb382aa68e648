import { seoulToday } from '@wedding/domain/seoul-calendar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSlotRepository } from '../../src/modules/slots/repository.ts';
import { slotCriteria } from '../../src/modules/slots/slot-criteria.ts';
import { injectWithApiKey } from '../helpers/api-key.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

// Decision 0022: the count stops one past the cap, in SQL, so a cold count never reads more than that.
describe('capped slot count (SQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('counts exactly up to the cap and answers cap + 1 past it', async () => {
    const repository = createSlotRepository(t.database.db);
    const all = slotCriteria({}, seoulToday(new Date()), null);
    const res = await injectWithApiKey(t.app, '/v3/public/wedding/day/remaining-wedding-days');
    const { total, totalCapped } = res.json();
    expect(totalCapped).toBe(false);
    expect(total).toBeGreaterThan(20);
    expect(await repository.countSlots(all, 1_000_000)).toBe(total);
    expect(await repository.countSlots(all, total)).toBe(total);
    expect(await repository.countSlots(all, 10)).toBe(11);
  });
});
