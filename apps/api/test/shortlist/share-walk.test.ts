import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query-rows.ts';
import { createShareTokens } from '../../src/modules/shortlist/share-token.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { signedInCustomer } from '../helpers/customers.ts';
import { createSampler, type OpenApiDocument, type Operation, sampledUrl } from '../helpers/openapi-sample.ts';

/**
 * Issue 30, done when: "An OpenAPI walk: a share token of couple X never reads couple Y's list. Links are
 * single-purpose (view vs comment), and a viewer cannot write. Count the attempts."
 *
 * Walks every /v3/shortlist and /v3/shared operation of the OpenAPI document (routes added later are walked too):
 * 1. couple X's COMMENTER token on couple Y's items → refused, and X's own read never holds a Y item;
 * 2. a VIEWER token on every write → 403 SHARE_READ_ONLY;
 * 3. a revoked token and a random token on every operation → 404 SHARE_GONE;
 * 4. couple X's session on Y's item and link ids → 404, and no session → 401;
 * and proves by a checksum of every table that none of the refused calls changed anything. Prints the counts.
 */

const NOT_STATE = new Set(['customer_sessions', 'idempotency_keys', '__drizzle_migrations']);

async function checksum(t: TestApp): Promise<string> {
  const tables = await queryRows<{ table_name: string }>(
    t.database.db,
    sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const parts: string[] = [];
  for (const { table_name: table } of tables) {
    if (NOT_STATE.has(table)) continue;
    const [row] = await queryRows<{ sum: string | null }>(
      t.database.db,
      sql.raw(`SELECT md5(string_agg(md5(x::text), '' ORDER BY md5(x::text))) AS sum FROM "${table}" x`),
    );
    parts.push(`${table}:${row?.sum ?? '-'}`);
  }
  return parts.join('\n');
}

type Op = { method: string; path: string; operation: Operation };
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

describe('share-link walk (OpenAPI-driven, issue 30)', () => {
  let t: TestApp;
  let ops: Op[];
  const sample = createSampler('00000000-0000-4000-8000-000000000000');

  beforeAll(async () => {
    t = await buildTestApp();
    const document: OpenApiDocument = (await t.app.inject('/docs/json')).json();
    ops = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/v3/shortlist') || path.startsWith('/v3/shared/'))
      .flatMap(([path, byMethod]) =>
        Object.entries(byMethod).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
      );
  });
  afterAll(() => t.close());

  it("never lets couple X's links, a viewer, a revoked or a random token reach what they must not", async () => {
    const shareOps = ops.filter((op) => op.path.startsWith('/v3/shared/'));
    const coupleOps = ops.filter((op) => op.path.startsWith('/v3/shortlist'));
    expect(shareOps.length).toBeGreaterThanOrEqual(3);
    expect(coupleOps.length).toBeGreaterThanOrEqual(6);
    expect(shareOps.filter((op) => WRITES.has(op.method)).length).toBeGreaterThanOrEqual(2);

    // Two couples, each with a hall and a slot, a viewer, a commenter and a revoked link.
    const [hall] = await queryRows<{ uuid: string }>(
      t.database.db,
      sql`SELECT uuid::text AS uuid FROM partners WHERE type = 2 ORDER BY id LIMIT 1`,
    );
    const [slot] = await queryRows<{ id: string }>(
      t.database.db,
      sql`SELECT id::text AS id FROM wedding_days ORDER BY id LIMIT 1`,
    );
    const setUp = async () => {
      const who = await signedInCustomer(t);
      const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
        t.app.inject({ method, url, headers: who.headers, payload });
      await call('POST', '/v3/shortlist/items', { kind: 'HALL', target: hall!.uuid });
      await call('POST', '/v3/shortlist/items', { kind: 'SLOT', target: slot!.id });
      const link = async (role: string, label: string) =>
        (await call('POST', '/v3/shortlist/links', { role, label })).json().item;
      const viewer = await link('VIEWER', '아빠');
      const commenter = await link('COMMENTER', '엄마');
      const revoked = await link('COMMENTER', '삼촌');
      expect((await call('DELETE', `/v3/shortlist/links/${revoked.id}`)).statusCode).toBe(204);
      const token = (l: { path: string | null }) => (l.path ?? '').split('/').at(-1)!;
      const list = (await call('GET', '/v3/shortlist')).json().item;
      return {
        who,
        itemIds: list.items.map((i: { id: string }) => i.id) as string[],
        linkIds: [viewer.id, commenter.id] as string[],
        viewer: token(viewer),
        commenter: token(commenter),
        revokedLinkId: revoked.id as string,
      };
    };
    const x = await setUp();
    const y = await setUp();
    // A revoked link's token: the server derives it again from the link's id, as for a live one.
    const revokedToken = createShareTokens(t.config.jwtSecret).tokenOf(x.revokedLinkId);
    const randomToken = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');

    const send = (op: Op, values: Record<string, unknown>, headers: Record<string, string> = {}) => {
      const body = op.operation.requestBody?.content?.['application/json']?.schema;
      return t.app.inject({
        method: op.method as 'GET',
        url: sampledUrl(op.path, op.operation, sample, values),
        headers,
        remoteAddress: '192.0.2.10',
        ...(body ? { payload: sample(body) as object } : {}),
      });
    };

    const before = await checksum(t);
    const problems: string[] = [];
    const counts = { crossCouple: 0, viewerWrites: 0, revoked: 0, random: 0, coupleCross: 0, noSession: 0 };
    const key = (op: Op) => `${op.method} ${op.path}`;

    for (const op of shareOps) {
      const hasItem = op.path.includes('{itemId}');
      for (const yItem of hasItem ? y.itemIds : [null]) {
        // 1. X's commenter token against Y's items (or, for the list read, X's list must hold none of Y's).
        const res = await send(op, { token: x.commenter, ...(yItem ? { itemId: yItem } : {}) });
        counts.crossCouple++;
        if (yItem) {
          if (res.statusCode !== 404) problems.push(`${key(op)} with X's token on Y's item answered ${res.statusCode}`);
        } else if (res.statusCode !== 200 || y.itemIds.some((id) => res.body.includes(id)))
          problems.push(`${key(op)} with X's token showed something of Y's (${res.statusCode})`);
      }
      const ownItem = hasItem ? { itemId: x.itemIds[0] } : {};
      // 2. The viewer token on every write, even on its own list's items.
      if (WRITES.has(op.method)) {
        const res = await send(op, { token: x.viewer, ...ownItem });
        counts.viewerWrites++;
        if (res.statusCode !== 403 || res.json().code !== 'SHARE_READ_ONLY')
          problems.push(`${key(op)} with a VIEWER token answered ${res.statusCode}`);
      }
      // 3–4. A revoked and a random token on every operation.
      for (const [name, token] of [
        ['revoked', revokedToken],
        ['random', randomToken],
      ] as const) {
        const res = await send(op, { token, ...ownItem });
        counts[name]++;
        if (res.statusCode !== 404 || res.json().code !== 'SHARE_GONE')
          problems.push(`${key(op)} with a ${name} token answered ${res.statusCode}`);
      }
    }

    for (const op of coupleOps) {
      // 5. No session: 401.
      const guest = await send(op, {});
      counts.noSession++;
      if (guest.statusCode !== 401) problems.push(`${key(op)} without a session answered ${guest.statusCode}`);
      // 6. X's session on Y's ids: 404.
      if (op.path.includes('{id}')) {
        const foreign = op.path.includes('/links/') ? y.linkIds : y.itemIds;
        for (const id of foreign) {
          const res = await send(op, { id }, x.who.headers);
          counts.coupleCross++;
          if (res.statusCode !== 404) problems.push(`${key(op)} as X on Y's ${id} answered ${res.statusCode}`);
        }
      }
    }
    // Couple X's own list never holds Y's items either.
    const own = await t.app.inject({ url: '/v3/shortlist', headers: x.who.headers });
    if (y.itemIds.some((id) => own.body.includes(id))) problems.push("X's shortlist shows Y's items");

    const after = await checksum(t);
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    console.info(
      `share-link walk: ${shareOps.length} share and ${coupleOps.length} couple operations; ${total} refused attempts ` +
        `(${counts.crossCouple} X-token on Y, ${counts.viewerWrites} viewer writes, ${counts.revoked} revoked, ` +
        `${counts.random} random, ${counts.coupleCross} X-session on Y's ids, ${counts.noSession} without a session); ` +
        `changes: ${before === after ? 0 : 'SOME'}`,
    );
    expect(problems).toEqual([]);
    // Every operation was tried: the counts follow from the document, so a walk that skipped some fails here.
    expect(counts.viewerWrites).toBe(shareOps.filter((op) => WRITES.has(op.method)).length);
    expect(counts.revoked).toBe(shareOps.length);
    expect(counts.random).toBe(shareOps.length);
    expect(counts.noSession).toBe(coupleOps.length);
    expect(counts.crossCouple).toBeGreaterThan(shareOps.length);
    expect(counts.coupleCross).toBeGreaterThan(0);
    expect(total).toBeGreaterThan(0);
    expect(after).toBe(before);
  });
});
