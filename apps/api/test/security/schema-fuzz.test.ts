import { apiKeyNameFor } from '@wedding/contract/api-key';
import { encodePassword } from '@wedding/domain/password';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectWithApiKey, issueApiKey } from '../helpers/api-key.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { createCustomer } from '../helpers/customers.ts';
import {
  createSampler,
  jsonNestedTo,
  type OpenApiDocument,
  type Operation,
  type Parameter,
  primaryType,
  type Schema,
  sampledUrl,
} from '../helpers/openapi-sample.ts';

/**
 * Issue 13: walks every route of the OpenAPI document and, one field at a time, sends what a database
 * refuses (a NUL in text, an integer past int4, an instant past any real date) inside an otherwise valid
 * request, as a signed-in customer. Nothing may answer 5xx. Routes added later are walked too.
 */

const HOSTILE_TEXT = ['a\u0000b', '\u0000', 'x\u001bx'];
const HOSTILE_NUMBERS = [2_147_483_648, -2_147_483_649, 9_007_199_254_740_991, 1e21];
// Set to the signed-in customer's uuid once there is one (customer data checks the owner).
let sample = createSampler('00000000-0000-4000-8000-000000000000');

/** Hostile stand-ins for one field, by its type. */
function hostileValues(schema: Schema | undefined): unknown[] {
  if (!schema) return HOSTILE_TEXT;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return variants.flatMap(hostileValues);
  const type = primaryType(schema);
  if (type === 'integer' || type === 'number') return HOSTILE_NUMBERS;
  if (type === 'string') return HOSTILE_TEXT;
  if (type === 'array') return hostileValues(schema.items).map((v) => [v]);
  return [];
}

type Probe = { method: string; url: string; payload?: unknown; field: string };

/**
 * Issue 23, hostile bodies. JSON nested 8,000 levels (a 16 KB body) overflowed the stack of a recursive
 * walk; 33 levels is one past the limit (decision 0031). Each is refused with 400 JSON_TOO_DEEP.
 */
const HOSTILE_JSON = [
  { label: 'JSON nested 8,000 levels', payload: jsonNestedTo(8000) },
  { label: 'JSON nested 33 levels', payload: jsonNestedTo(33) },
];
/** Multipart Content-Types busboy cannot read (it threw, answering 500): 400 INVALID_MULTIPART instead. */
const HOSTILE_MULTIPART_TYPES = [
  'multipart/form-data',
  'multipart/form-data; charset=utf-8',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary="unclosed',
  `multipart/form-data; boundary=${'b'.repeat(71)}`,
  'multipart/form-data; boundary="a<b>"',
  'multipart/form-data; boundary=one; boundary=two',
];
const EMPTY_FORM = { type: 'multipart/form-data; boundary=fuzz', payload: '--fuzz--\r\n' };

function probesFor(path: string, method: string, operation: Operation, apiKey: string | null): Probe[] {
  const parameters = (operation.parameters ?? []).filter((p) => p.in === 'query' || p.in === 'path');
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  // A keyed public route gets a real key (decision 0012), or every probe would stop at its 401.
  const baseParams = new Map(parameters.map((p) => [p, p.name === 'apiKey' && apiKey ? apiKey : sample(p.schema)]));
  const baseBody = bodySchema ? (sample(bodySchema) as Record<string, unknown>) : undefined;

  const build = (params: Map<Parameter, unknown>, body: unknown, field: string): Probe => {
    let url = path;
    const query = new URLSearchParams();
    for (const [p, value] of params) {
      if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(String(value)));
      else if (p.required || value !== sample(p.schema) || field === p.name) query.set(p.name, String(value));
    }
    const qs = query.toString();
    return { method: method.toUpperCase(), url: qs ? `${url}?${qs}` : url, payload: body, field };
  };

  const probes: Probe[] = [];
  for (const p of parameters) {
    for (const value of hostileValues(p.schema)) {
      probes.push(build(new Map([...baseParams, [p, value]]), baseBody, `${p.in}.${p.name}`));
    }
  }
  for (const [name, schema] of Object.entries(bodySchema?.properties ?? {})) {
    for (const value of hostileValues(schema)) {
      probes.push(build(baseParams, { ...baseBody, [name]: value }, `body.${name}`));
    }
  }
  return probes;
}

describe('every route refuses what the database cannot store with a 4xx, never a 5xx (OpenAPI-driven)', () => {
  let t: TestApp;
  let bearer: string;
  let document: OpenApiDocument;

  beforeAll(async () => {
    t = await buildTestApp();
    const customer = await createCustomer(t.database);
    sample = createSampler(customer.uuid);
    const login = await t.app.inject({
      method: 'POST',
      url: '/v3/20240404/customer/login',
      payload: { loginId: customer.email, pwd: encodePassword(customer.password) },
    });
    const pair = await t.app.inject({ method: 'POST', url: `/v3/jwt/${login.json().item.loginToken}` });
    bearer = pair.json().item.accessToken;
    document = (await t.app.inject('/docs/json')).json();
  });
  afterAll(() => t.close());

  it('walks every operation and field', async () => {
    const failures: string[] = [];
    let sent = 0;
    const statuses = new Map<number, number>();
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const apiName = apiKeyNameFor(path.replace(/\{[^}]+\}/g, 'x'));
        const apiKey = apiName ? await issueApiKey(t.app, apiName) : null;
        for (const probe of probesFor(path, method, operation, apiKey)) {
          const response = await t.app.inject({
            method: probe.method as 'GET',
            url: probe.url,
            headers: { authorization: `Bearer ${bearer}`, 'sec-fetch-site': 'same-origin' },
            ...(probe.payload === undefined || probe.method === 'GET' ? {} : { payload: probe.payload as object }),
          });
          sent += 1;
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          if (response.statusCode >= 500) {
            failures.push(`${probe.method} ${probe.url} (${probe.field}) → ${response.statusCode} ${response.body}`);
          }
        }
      }
    }
    console.log(`schema fuzz: ${sent} requests; statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
    // The walk must really cover the API: dozens of operations, hundreds of hostile requests.
    expect(Object.keys(document.paths).length).toBeGreaterThan(30);
    expect(sent).toBeGreaterThan(300);
    expect(failures).toEqual([]);
  }, 120_000);

  it('refuses hostile bodies on every JSON and multipart route with 400 and a stable code, never 5xx', async () => {
    const headers = { authorization: `Bearer ${bearer}`, 'sec-fetch-site': 'same-origin' };
    const failures: string[] = [];
    let jsonRoutes = 0;
    let multipartRoutes = 0;
    const expectRefused = (label: string, response: { statusCode: number; json(): unknown }, code: string) => {
      const body = response.json() as { status?: number; code?: string; message?: string };
      if (response.statusCode !== 400 || body.status !== 400 || body.code !== code || !body.message) {
        failures.push(`${label} → ${response.statusCode} ${JSON.stringify(body)}`);
      }
    };
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (method === 'get' || method === 'head') continue;
        const apiName = apiKeyNameFor(path.replace(/\{[^}]+\}/g, 'x'));
        const apiKey = apiName ? await issueApiKey(t.app, apiName) : null;
        const url = sampledUrl(path, operation, sample, apiKey ? { apiKey } : {});
        const send = (contentType: string, payload: string) =>
          t.app.inject({
            method: method.toUpperCase() as 'POST',
            url,
            headers: { ...headers, 'content-type': contentType },
            payload,
          });

        if (operation.requestBody?.content?.['application/json']) {
          jsonRoutes += 1;
          for (const { label, payload } of HOSTILE_JSON) {
            expectRefused(`${method} ${path} (${label})`, await send('application/json', payload), 'JSON_TOO_DEEP');
          }
        }
        // The document does not say which routes read multipart (their plugins register @fastify/multipart);
        // a route that does not answers a well-formed empty form with 415.
        if ((await send(EMPTY_FORM.type, EMPTY_FORM.payload)).statusCode === 415) continue;
        multipartRoutes += 1;
        for (const contentType of HOSTILE_MULTIPART_TYPES) {
          const response = await send(contentType, `--${'b'.repeat(71)}--\r\n`);
          expectRefused(`${method} ${path} (${contentType.slice(0, 60)})`, response, 'INVALID_MULTIPART');
        }
      }
    }
    console.log(`hostile bodies: ${jsonRoutes} JSON routes, ${multipartRoutes} multipart routes`);
    // 27 JSON-body and 13 multipart operations when this was written (issue 23 counted 29 and 13).
    expect(jsonRoutes).toBeGreaterThan(20);
    expect(multipartRoutes).toBeGreaterThan(10);
    expect(failures).toEqual([]);
  }, 120_000);

  it('names the field and the rule, in Korean, for the probes the issue reported', async () => {
    const nul = await injectWithApiKey(t.app, '/v3/book/halls?keyword=a%00b');
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(nul.json().message).toContain('keyword');
    expect(nul.json().message).toContain('제어 문자');

    const overflow = await t.app.inject({
      method: 'POST',
      url: '/v3/book/halls/histories',
      headers: { authorization: `Bearer ${bearer}` },
      payload: { partnerId: 2_147_483_648 },
    });
    expect(overflow.statusCode).toBe(400);
    expect(overflow.json().message).toContain('partnerId');
  });
});
