import { randomUUID } from 'node:crypto';
import { mayDo, STAFF_ROLES, type StaffArea } from '@wedding/domain/partner-staff';
import { and, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query-rows.ts';
import { partners } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { createSampler, type OpenApiDocument, type Operation } from '../helpers/openapi-sample.ts';
import { signedInStaff } from '../helpers/staff.ts';
import { foreignIdsOf, foreignValuesFor } from './foreign-ids.ts';

/**
 * Issue 26 §8: walks every console operation of the OpenAPI document (routes added later are walked too)
 * 1. as each role on what it may not do (domain `mayDo`) → 403, and
 * 2. as hall A's OWNER on hall B's ids → 403 or 404,
 * and proves by a checksum of every table that none of these calls changed anything. Prints the counts.
 */

// Calls about one's own session, open to any signed-in staff member or to an invitation's holder.
const SESSION_LEVEL = [/\/auth\//, /\/me$/, /\/totp\//, /\/invites\/\{token\}/];
// Rows a refused call may legitimately write: the walkers' own sign-ins.
const NOT_STATE = new Set(['partner_staff_sessions', 'idempotency_keys', '__drizzle_migrations']);

type ConsoleOp = { method: string; path: string; operation: Operation };

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

describe('console tenant isolation and role walk (OpenAPI-driven)', () => {
  let t: TestApp;
  let ops: ConsoleOp[];
  let hallA: number;
  let hallB: number;
  const areas = new Map<string, StaffArea>();
  const sample = createSampler('00000000-0000-4000-8000-000000000000');

  beforeAll(async () => {
    t = await buildTestApp();
    t.app.addHook('onResponse', async (request) => {
      if (request.staffArea) areas.set(`${request.method} ${request.routeOptions.url}`, request.staffArea);
    });
    const document: OpenApiDocument = (await t.app.inject('/docs/json')).json();
    ops = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/v3/partner-center/') && !SESSION_LEVEL.some((re) => re.test(path)))
      .flatMap(([path, byMethod]) =>
        Object.entries(byMethod).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
      );
    const halls = await t.database.db
      .select({ id: partners.id })
      .from(partners)
      .where(and(eq(partners.type, 2), ne(partners.contractUsed, false)))
      .limit(2);
    hallA = halls[0]!.id;
    hallB = halls[1]!.id;
  });
  afterAll(() => t.close());

  const keyOf = (op: ConsoleOp) => `${op.method} ${op.path.replace(/\{(\w+)\}/g, ':$1')}`;

  function request(op: ConsoleOp, pathValues: Record<string, unknown>, headers: Record<string, string>) {
    let url = op.path;
    const query = new URLSearchParams();
    for (const p of op.operation.parameters ?? []) {
      const value = p.name in pathValues ? pathValues[p.name] : sample(p.schema);
      if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(String(value)));
      else if (p.in === 'query' && p.required) query.set(p.name, String(value));
    }
    const body = op.operation.requestBody?.content?.['application/json']?.schema;
    const qs = query.toString();
    return t.app.inject({
      method: op.method as 'GET',
      url: qs ? `${url}?${qs}` : url,
      // Writes that run once per key (bulk edits) must get past the key check to meet the tenant check.
      headers: { ...headers, 'idempotency-key': randomUUID() },
      ...(body ? { payload: sample(body) as object } : {}),
    });
  }

  it('refuses every role what it may not do and hall A everything of hall B, changing nothing', async () => {
    expect(ops.length).toBeGreaterThan(0);
    const staffOfA = Object.fromEntries(
      await Promise.all(STAFF_ROLES.map(async (role) => [role, await signedInStaff(t, { partnerId: hallA, role })])),
    );
    const foreignIds = await foreignIdsOf(t, hallB);
    const before = await checksum(t);
    const problems: string[] = [];
    let roleCalls = 0;
    let tenantCalls = 0;

    // 1. Without a session: every operation answers 401 and names the area it checks (nothing runs yet).
    let guestCalls = 0;
    for (const op of ops) {
      const res = await request(op, foreignValuesFor(foreignIds, op.path), {});
      guestCalls++;
      if (res.statusCode !== 401) problems.push(`${keyOf(op)} without a session answered ${res.statusCode}`);
      if (!areas.has(keyOf(op))) problems.push(`${keyOf(op)}: never reached a staff check; make the sample valid`);
    }
    for (const op of ops) {
      const key = keyOf(op);
      const area = areas.get(key);
      if (!area) continue;
      const foreign = foreignValuesFor(foreignIds, op.path);
      const pathParams = (op.operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      const missing = pathParams.filter((name) => !(name in foreign));
      if (missing.length > 0) {
        problems.push(`${key}: no foreign id for path parameter ${missing.join(', ')} (add it to foreign-ids.ts)`);
        continue;
      }
      // 2. Each role of hall A that does not reach the area: 403.
      for (const role of STAFF_ROLES) {
        if (mayDo(role, area)) continue;
        const res = await request(op, foreign, staffOfA[role]!.headers);
        roleCalls++;
        if (res.statusCode !== 403) problems.push(`${key} as ${role} answered ${res.statusCode}, not 403`);
      }
      // 3. Hall A's OWNER, who reaches every area, on hall B's ids: 403 or 404. (Operations without ids act
      //    on the caller's own partner by construction: its id comes from the session, never the request.)
      if (pathParams.length > 0) {
        const res = await request(op, foreign, staffOfA.OWNER!.headers);
        tenantCalls++;
        if (res.statusCode !== 403 && res.statusCode !== 404)
          problems.push(`${key} as hall A on hall B's ids answered ${res.statusCode}`);
      }
    }
    const after = await checksum(t);
    console.info(
      `tenant-isolation walk: ${ops.length} console operations, ${guestCalls} without a session, ` +
        `${tenantCalls} calls as hall A on hall B's ids, ` +
        `${roleCalls} calls by roles without the area; changes: ${before === after ? 0 : 'SOME'}`,
    );
    expect(problems).toEqual([]);
    expect(after).toBe(before);
  });
});
