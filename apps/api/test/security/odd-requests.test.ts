import { mkdtemp } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { writeFakeWebDist } from '../helpers/fake-web-dist.ts';

/** Sends raw bytes (what an HTTP client would never build) and returns the status line and body. */
function rawRequest(port: number, text: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8');
    });
    socket.on('end', () => {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body });
    });
    socket.on('error', reject);
    socket.write(text);
  });
}

describe('odd requests still answer in the one error shape (issue 13)', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    const dist = await writeFakeWebDist(await mkdtemp(path.join(tmpdir(), 'wedding-dist-')));
    t = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => t.close());

  it('a request without a Host header gets 400 with a code, not Node’s bare answer', async () => {
    const res = await rawRequest(port, 'GET /health HTTP/1.1\r\nConnection: close\r\n\r\n');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
  });

  it.each([
    ['the assets folder itself', '/assets/'],
    ['a 5,000-character asset path', `/assets/${'a'.repeat(5000)}.js`],
    ['a 5,000-character path', `/${'b'.repeat(5000)}`],
  ])('%s answers 404 in the error shape', async (_label, url) => {
    const res = await t.app.inject({ url, headers: { accept: 'application/json' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});
