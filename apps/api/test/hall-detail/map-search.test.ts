import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

// A local fake of Kakao Local's keyword search (GET /v2/local/search/keyword.json, Authorization: KakaoAK {key}),
// answering in the documented shape: { meta, documents: [{ place_name, address_name, road_address_name, x, y, … }] }.
function startFakeKakao(): Promise<{ server: Server; url: string; seen: IncomingMessage[]; fail: { next: boolean } }> {
  const seen: IncomingMessage[] = [];
  const fail = { next: false };
  const server = createServer((req, res) => {
    seen.push(req);
    if (fail.next) {
      res.writeHead(500).end();
      return;
    }
    if (req.headers.authorization !== 'KakaoAK test-rest-key') {
      res.writeHead(401, { 'content-type': 'application/json' }).end('{"errorType":"AccessDeniedError"}');
      return;
    }
    const query = new URL(req.url ?? '/', 'http://x').searchParams.get('query');
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        meta: { total_count: 1, pageable_count: 1, is_end: true },
        documents: [
          {
            id: '1',
            place_name: `${query} 본관`,
            category_name: '가정,생활 > 예식장',
            address_name: '서울 강남구 역삼동 1',
            road_address_name: '서울 강남구 테헤란로 1',
            phone: '02-000-0000',
            x: '127.0276',
            y: '37.4979',
            place_url: 'http://place.map.kakao.com/1',
            distance: '',
          },
        ],
      }),
    );
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, fail }),
    ),
  );
}

describe('maps keyword search through Kakao Local when KAKAO_REST_API_KEY is set', () => {
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeKakao>>;
  beforeAll(async () => {
    fake = await startFakeKakao();
    t = await buildTestApp({ env: { KAKAO_REST_API_KEY: 'test-rest-key', KAKAO_LOCAL_BASE_URL: fake.url } });
  });
  afterAll(async () => {
    await t.close();
    fake.server.close();
  });

  it('sends the query with KakaoAK authorization and answers its documents (source kakao)', async () => {
    const res = await t.app.inject(`/v3/book/maps/keyword?query=${encodeURIComponent('더채플 강남')}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      source: 'kakao',
      documents: [
        {
          place_name: '더채플 강남 본관',
          address_name: '서울 강남구 역삼동 1',
          road_address_name: '서울 강남구 테헤란로 1',
          x: '127.0276',
          y: '37.4979',
        },
      ],
    });
    const request = fake.seen.at(-1)!;
    expect(request.url).toContain('/v2/local/search/keyword.json?query=');
  });

  it('answers 502 MAPS_UNAVAILABLE in Korean when Kakao fails', async () => {
    fake.fail.next = true;
    const res = await t.app.inject('/v3/book/maps/keyword?query=test');
    fake.fail.next = false;
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 'MAPS_UNAVAILABLE', message: expect.stringContaining('지도 검색') });
  });
});
