import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

/** Sends bytes straight down a socket, as a hand-made client would, and returns the whole answer. */
function rawRequest(port: number, bytes: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', reject);
  });
}

describe('requests the HTTP parser refuses', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t.close());

  it('answer raw non-ASCII bytes in the URL with 400 in the one error shape, in Korean', async () => {
    const answer = await rawRequest(
      port,
      Buffer.from('GET /v3/20240404/customer/nick/available?nick=신부 HTTP/1.1\r\nHost: x\r\n\r\n', 'utf8'),
    );
    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 Bad Request/);
    expect(head).toContain('Content-Type: application/json; charset=utf-8');
    expect(JSON.parse(body!)).toEqual({ status: 400, code: 'BAD_REQUEST', message: '요청 형식이 올바르지 않습니다.' });
  });

  it('answer oversized headers with 431 in the same shape', async () => {
    const answer = await rawRequest(
      port,
      Buffer.from(`GET /health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(answer.split('\r\n\r\n')[1]!)).toMatchObject({ status: 431, code: 'HEADERS_TOO_LARGE' });
  });
});
