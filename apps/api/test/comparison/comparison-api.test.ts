import { randomUUID } from 'node:crypto';
import { ALL_IN_FORMULA, allInEstimate, disclosureFacts } from '@wedding/domain/all-in-estimate';
import type { DisclosureItem } from '@wedding/domain/price-disclosure';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query-rows.ts';
import { allInInputsOf } from '../../src/modules/comparison/service.ts';
import { injectWithApiKey } from '../helpers/api-key.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { signedInCustomer } from '../helpers/customers.ts';

// Issue 30 §3–§4: the comparison's public figures ('정보 없음' = null, never 0), the all-in estimate from them, and
// the couple's guest count and budget, which put the all-in figure and '예산 초과' on the slot cards.

type SlotFacts = {
  id: number;
  partner_uuid: string;
  guarantee: number;
  rental_price: number;
  meal_price: number;
  flower_price: number;
  discount_rate: number;
  items: DisclosureItem[] | null;
};

describe('comparison of halls, rooms and slots', () => {
  let t: TestApp;
  let disclosed: SlotFacts[];
  let undisclosed: SlotFacts;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.ready();
    const slots = (withDisclosure: boolean, limit: number) =>
      queryRows<SlotFacts>(
        t.database.db,
        sql`SELECT DISTINCT ON (w.partner_id) w.id::int AS id, p.uuid::text AS partner_uuid, w.guarantee, w.rental_price,
              w.meal_price, w.flower_price, w.discount_rate, pd.items
            FROM wedding_days w JOIN partners p ON p.id = w.partner_id
            LEFT JOIN price_disclosures pd ON pd.partner_id = p.id
            WHERE p.listed_at IS NOT NULL AND (pd.partner_id IS NOT NULL) = ${withDisclosure}
            ORDER BY w.partner_id, w.id LIMIT ${limit}`,
      );
    disclosed = await slots(true, 2);
    [undisclosed] = (await slots(false, 1)) as [SlotFacts];
    expect(disclosed).toHaveLength(2);
    expect(undisclosed).toBeDefined();
  });
  afterAll(() => t.close());

  const compare = (items: string) => t.app.inject(`/v3/comparison?items=${encodeURIComponent(items)}`);

  it('answers two slots side by side with their own prices and the hall’s disclosure', async () => {
    const [a, b] = disclosed as [SlotFacts, SlotFacts];
    const res = await compare(`slot:${a.id},slot:${b.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().item;
    expect(items.map((i: { ref: string }) => i.ref)).toEqual([`slot:${a.id}`, `slot:${b.id}`]);
    const first = items[0];
    expect(first).toMatchObject({
      kind: 'slot',
      partnerUuid: a.partner_uuid,
      rental: a.rental_price,
      meal: a.meal_price,
      guarantee: a.guarantee,
      flowers: a.flower_price,
      discountRate: a.discount_rate,
      requiredOptions: disclosureFacts(a.items!).requiredOptions,
    });
    expect(first.penalties.length).toBeGreaterThan(0);
    // The all-in estimate, recomputed from the answer's rows for 200 guests, is the formula with the slot's numbers.
    const e = allInEstimate(allInInputsOf(first), 200);
    const billed = Math.max(200, a.guarantee);
    const options = disclosureFacts(a.items!).requiredOptions.reduce(
      (s, o) => s + (o.unit === 'PER_PERSON' ? o.price * billed : o.price),
      0,
    );
    const gross = a.rental_price + billed * a.meal_price + a.flower_price;
    const discount = gross - Math.floor((gross * (100 - a.discount_rate)) / 100_000) * 1000;
    expect(ALL_IN_FORMULA).toContain('max(예상 하객, 보증인원)');
    expect(e.total).toBe(a.rental_price + billed * a.meal_price + a.flower_price + options - discount);
  });

  it('says 정보 없음 (null, never 0) for what a hall did not publish, and then has no total', async () => {
    const res = await compare(`slot:${undisclosed.id},slot:${disclosed[0]!.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const [item] = res.json().item;
    expect(item.requiredOptions).toBeNull();
    expect(item.penalties).toBeNull();
    const e = allInEstimate(allInInputsOf(item), 200);
    expect(e.total).toBeNull();
    expect(e.missing).toContain('requiredOptions');
  });

  it('compares a hall by its first room and a room by its uuid, with coordinates and reviews', async () => {
    const [room] = await queryRows<{ uuid: string; partner_uuid: string; rental_fee: number; name: string }>(
      t.database.db,
      sql`SELECT ih.uuid::text AS uuid, p.uuid::text AS partner_uuid, ih.rental_fee, ih.name FROM individual_halls ih
          JOIN partners p ON p.id = ih.partner_id
          WHERE p.uuid = ${disclosed[1]!.partner_uuid}::uuid ORDER BY ih.sort, ih.id LIMIT 1`,
    );
    const res = await compare(`hall:${disclosed[0]!.partner_uuid},room:${room!.uuid}`);
    expect(res.statusCode, res.body).toBe(200);
    const [hall, byRoom] = res.json().item;
    expect(hall.kind).toBe('hall');
    expect(hall.weddingDate).toBeNull();
    expect(typeof hall.reviewCount).toBe('number');
    expect(byRoom).toMatchObject({
      kind: 'room',
      roomName: room!.name,
      rental: room!.rental_fee || expect.any(Number),
    });
    expect(byRoom.path).toMatch(/^\/weddinghall\/\d+\/detail\//);
  });

  it('refuses fewer than 2 or more than 4 items, and unknown ones, in Korean', async () => {
    const one = await compare(`slot:${disclosed[0]!.id}`);
    expect(one.statusCode).toBe(400);
    expect(one.json()).toMatchObject({ code: 'COMPARISON_INVALID', message: '2~4개를 골라 비교할 수 있어요.' });
    const five = await compare('slot:1,slot:2,slot:3,slot:4,slot:5');
    expect(five.statusCode).toBe(400);
    const missing = await compare(`slot:${disclosed[0]!.id},hall:${randomUUID()}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('COMPARISON_ITEM_NOT_FOUND');
  });

  it('keeps the couple’s guests and budget within bounds', async () => {
    const couple = await signedInCustomer(t);
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/v3/comparison/budget', headers: couple.headers, payload });
    expect((await t.app.inject('/v3/comparison/budget')).statusCode).toBe(401);
    const empty = await t.app.inject({ url: '/v3/comparison/budget', headers: couple.headers });
    expect(empty.json().item).toEqual({ expectedGuests: null, budgetCeiling: null });
    const bad = await put({ expectedGuests: 5, budgetCeiling: null });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'WEDDING_BUDGET_INVALID',
      message: '예상 하객 수는 10명에서 1,000명 사이로 입력해 주세요.',
    });
    const ok = await put({ expectedGuests: 200, budgetCeiling: 20_000_000 });
    expect(ok.statusCode, ok.body).toBe(200);
    const read = await t.app.inject({ url: '/v3/comparison/budget', headers: couple.headers });
    expect(read.json().item).toEqual({ expectedGuests: 200, budgetCeiling: 20_000_000 });
  });

  it('puts the all-in figure and the over-budget mark on slot cards only for a viewer with a guest count', async () => {
    const hall = disclosed[0]!.partner_uuid;
    const url = `/v3/public/wedding/estimate/product/${hall}?fetchSize=5`;
    const guest = await injectWithApiKey(t.app, { url });
    expect(guest.statusCode, guest.body).toBe(200);
    expect(guest.json().item.every((s: object) => !('allIn' in s))).toBe(true);

    const plain = await signedInCustomer(t);
    const unset = await injectWithApiKey(t.app, { url, headers: plain.headers });
    expect(unset.json().item.every((s: object) => !('allIn' in s))).toBe(true);

    const couple = await signedInCustomer(t, { expectedGuests: 250, budgetCeiling: 1_000_000 });
    const res = await injectWithApiKey(t.app, { url, headers: couple.headers });
    expect(res.statusCode, res.body).toBe(200);
    const slots = res.json().item;
    expect(slots.length).toBeGreaterThan(0);
    for (const slot of slots) {
      const e = allInEstimate(
        {
          rental: slot.rentalPrice,
          meal: slot.mealPrice,
          guarantee: slot.guarantee,
          flowers: slot.flowerPrice,
          requiredOptions: disclosureFacts(disclosed[0]!.items!).requiredOptions,
          discountRate: slot.discountRate,
        },
        250,
      );
      expect(slot.allIn).toMatchObject({ guests: 250, total: e.total, missing: null, overBudget: true });
      expect(slot.allIn.line).toBe(`예상 총액 (하객 250명) ${e.total!.toLocaleString('ko-KR')}원 · 예산 초과`);
    }
  });
});
