import http from 'node:http';
import type { Socket } from 'node:net';
import { API_ERROR_CODES as C } from '@wedding/contract/errors';

// Requests Node's HTTP parser refuses before Fastify sees them (raw non-ASCII bytes in the URL, oversized
// headers, timeouts) get the same `{status, code, message}` shape as every other error, not Fastify's
// English default. Browsers percent-encode URLs, so this mostly meets hand-made clients and scanners.
const RESPONSES: Record<string, { status: number; code: string; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    code: 'REQUEST_TIMEOUT',
    message: '요청 시간이 초과되었습니다. 다시 시도해 주세요.',
  },
  HPE_HEADER_OVERFLOW: { status: 431, code: 'HEADERS_TOO_LARGE', message: '요청 헤더가 너무 큽니다.' },
};
const BAD_REQUEST = { status: 400, code: C.BAD_REQUEST, message: '요청 형식이 올바르지 않습니다.' };

export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection is already gone; there is no one to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const answer = (error.code && RESPONSES[error.code]) || BAD_REQUEST;
  const body = Buffer.from(JSON.stringify(answer));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${answer.status} ${http.STATUS_CODES[answer.status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
    );
    socket.write(body);
  }
  socket.destroy(error);
}
