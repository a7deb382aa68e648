import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { badRequest, conflict } from '../src/shared/errors.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

const INTERNAL = {
  status: 500,
  code: 'INTERNAL_ERROR',
  message: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
};

describe('error handler', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      services: {
        halls: {
          findPopularHalls: async () => {
            throw new Error('relation "partners" does not exist: select "uuid" from "partners"');
          },
        },
      },
    });
    // Routes that only exist to provoke each kind of failure through the real handler.
    t.app.post('/__test/echo', { schema: { body: z.object({ name: z.string().min(1) }) } }, async (req) => req.body);
    t.app.get('/__test/boom', async () => {
      const error = new Error('duplicate key value violates unique constraint "customers_email_key"');
      Object.assign(error, { query: 'insert into customers (email, password_hash) values ($1, $2)' });
      throw error;
    });
    t.app.get('/__test/app-error', async () => {
      throw conflict('이미 예약된 예식일입니다.', 'SLOT_TAKEN');
    });
    t.app.get('/__test/bad', async () => {
      throw badRequest();
    });
  });
  afterAll(() => t.close());

  it('maps query validation failures to 400 VALIDATION_ERROR naming the field in Korean', async () => {
    for (const limit of ['abc', '0', '51', '1.5']) {
      const res = await t.app.inject(`/v3/book/popular-wedding-halls?limit=${limit}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        status: 400,
        code: 'VALIDATION_ERROR',
        message: '요청 값이 올바르지 않습니다: limit',
      });
    }
  });

  it('maps body validation failures to 400 naming the body field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/__test/echo', payload: { name: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: '요청 값이 올바르지 않습니다: name',
    });
  });

  it('answers unknown paths with a JSON 404', async () => {
    for (const url of ['/v3/nothing-here', '/api/unknown', '/favicon-does-not-exist.ico']) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toEqual({ status: 404, code: 'NOT_FOUND', message: '요청하신 주소를 찾을 수 없습니다.' });
    }
  });

  it('answers a malformed URL escape, caught before routing, in the same shape', async () => {
    const res = await t.app.inject('/weddinghall/%E0%A4%A');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, code: 'BAD_REQUEST', message: '요청 주소가 올바르지 않습니다.' });
  });

  it('hides unexpected errors behind a generic 500 without stack or SQL', async () => {
    for (const url of ['/__test/boom', '/v3/book/popular-wedding-halls']) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual(INTERNAL);
      expect(res.body).not.toMatch(/select|insert|relation|constraint|stack|\.ts:\d+/i);
    }
  });

  it('passes typed application errors through with their status, code and message', async () => {
    const res = await t.app.inject('/__test/app-error');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: 409, code: 'SLOT_TAKEN', message: '이미 예약된 예식일입니다.' });
    expect((await t.app.inject('/__test/bad')).json()).toEqual({
      status: 400,
      code: 'BAD_REQUEST',
      message: '잘못된 요청입니다.',
    });
  });

  it('maps malformed JSON to 400 INVALID_JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/__test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "신부",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 400,
      code: 'INVALID_JSON',
      message: '요청 본문의 JSON 형식이 올바르지 않습니다.',
    });
  });

  it('maps an unsupported content type to 415 and an oversized body to 413', async () => {
    const unsupported = await t.app.inject({
      method: 'POST',
      url: '/__test/echo',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'name=x',
    });
    expect(unsupported.statusCode).toBe(415);
    expect(unsupported.json()).toMatchObject({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });

    const huge = await t.app.inject({
      method: 'POST',
      url: '/__test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE', message: '요청 본문이 너무 큽니다.' });
  });
});
