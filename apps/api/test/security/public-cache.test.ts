import { apiKeyNameFor } from '@wedding/contract/api-key';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerLikes, partners } from '../../src/db/schema/index.ts';
import { PRIVATE_CACHE_CONTROL, PUBLIC_READ_CACHE_CONTROL } from '../../src/plugins/public-cache.ts';
import { injectWithApiKey, issueApiKey } from '../helpers/api-key.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { createCustomer } from '../helpers/customers.ts';
import { createSampler, isEventStream, type OpenApiDocument, type Operation } from '../helpers/openapi-sample.ts';

// Issue 14: guest public reads a CDN can absorb, and nothing personal in anything a shared cache may keep.
const SLOTS = '/v3/public/wedding/day/remaining-wedding-days?sortType=FINAL_PRICE_ASC';
const isShared = (cacheControl: string | undefined) => /\bpublic\b|s-maxage/.test(cacheControl ?? '');

describe('public reads: Cache-Control, ETag and 304 (decision 0021)', () => {
  let t: TestApp;
  let customerUuid: string;
  let signedIn: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp();
    const customer = await createCustomer(t.database);
    customerUuid = customer.uuid;
    const tokens = await t.app.services.sessions.startSession(customer.id, 'web');
    signedIn = { cookie: `wd_at=${tokens.accessToken}` };
    // Hearts on what the walk below will read, so a viewer's answers really differ from a guest's.
    const slots = (await injectWithApiKey(t.app, SLOTS)).json();
    const liked = await t.app.inject({
      method: 'POST',
      url: `/v3/like/wedding-day/${slots.item[0].weddingDayId}`,
      headers: { ...signedIn, 'sec-fetch-site': 'same-origin' },
    });
    expect(liked.statusCode).toBe(200);
    const [hall] = (await t.app.inject('/v3/book/popular-wedding-halls')).json().item;
    const [partner] = await t.database.db
      .select({ id: partners.id })
      .from(partners)
      .where(eq(partners.uuid, hall.partnerUuid));
    await t.database.db.insert(partnerLikes).values({ customerId: customer.id, partnerId: partner!.id });
  });
  afterAll(() => t.close());

  it("gives a guest's slot list a shared-cache policy and an ETag that answers 304", async () => {
    const first = await injectWithApiKey(t.app, SLOTS);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    expect(first.headers.vary).toMatch(/Authorization/);
    expect(first.headers.vary).toMatch(/Cookie/);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);

    const again = await injectWithApiKey(t.app, { url: SLOTS, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe(PUBLIC_READ_CACHE_CONTROL);

    const other = await injectWithApiKey(t.app, {
      url: `${SLOTS}&discounted=true`,
      headers: { 'if-none-match': etag },
    });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(etag);
  });

  it("keeps a signed-in viewer's answer private (it carries hearts), still with an ETag", async () => {
    const res = await injectWithApiKey(t.app, { url: SLOTS, headers: signedIn });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    expect(res.headers.etag).toBeDefined();
    expect(res.headers.vary).toMatch(/Cookie/);
  });

  it('says private, no-cache on personal and unflagged answers, errors included', async () => {
    const user = await t.app.inject({ url: '/api/user', headers: signedIn });
    expect(user.statusCode).toBe(200);
    // The session routes say no-store (decision 0019), stricter still.
    expect(user.headers['cache-control']).toBe('no-store');
    const histories = await t.app.inject({ url: '/v3/book/halls/histories', headers: signedIn });
    expect(histories.statusCode).toBe(200);
    expect(histories.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    const missing = await t.app.inject('/v3/public/wedding/day/2147483000');
    expect(missing.statusCode).toBe(404);
    expect(isShared(missing.headers['cache-control'])).toBe(false);
  });

  // Walks every GET of the OpenAPI document as a signed-in customer: any answer a shared cache may keep must
  // be exactly what a guest gets, so no viewer's data can reach another through a CDN. Routes added later
  // are walked too.
  it('never lets a shared cache keep an answer that depends on the viewer (every GET route)', async () => {
    const document: OpenApiDocument = (await t.app.inject('/docs/json')).json();
    const sample = createSampler(customerUuid);
    const leaks: string[] = [];
    let sharedForGuests = 0;
    let walked = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      const get: Operation | undefined = operations.get;
      if (!get || isEventStream(get)) continue;
      const apiName = apiKeyNameFor(path.replace(/\{[^}]+\}/g, 'x'));
      const apiKey = apiName ? await issueApiKey(t.app, apiName) : null;
      let url = path;
      const query = new URLSearchParams();
      for (const p of get.parameters ?? []) {
        const value = p.name === 'apiKey' && apiKey ? apiKey : sample(p.schema);
        if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(String(value)));
        else if (p.in === 'query' && p.required) query.set(p.name, String(value));
      }
      const target = query.size > 0 ? `${url}?${query}` : url;
      const asViewer = await t.app.inject({ url: target, headers: signedIn });
      const asGuest = await t.app.inject({ url: target });
      walked += 1;
      if (isShared(asGuest.headers['cache-control']) && asGuest.statusCode === 200) sharedForGuests += 1;
      if (isShared(asViewer.headers['cache-control']) && asViewer.body !== asGuest.body) {
        leaks.push(`${target}: ${asViewer.headers['cache-control']}`);
      }
    }
    expect(walked).toBeGreaterThan(15);
    // Slot lists and one slot, hall search and its suggestions, popular halls, events, partner cards and type.
    expect(sharedForGuests).toBeGreaterThanOrEqual(6);
    expect(leaks).toEqual([]);
  });
});
