import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerAuditLog } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { inquiryFixture } from './inquiry-fixture.ts';

const BASE = '/v3/partner-center/inquiries/templates';

describe("the hall's saved reply templates (issue 27 §5)", () => {
  let t: TestApp;
  let f: Awaited<ReturnType<typeof inquiryFixture>>;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = f.staff.headers) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await buildTestApp();
    f = await inquiryFixture(t);
  });
  afterAll(() => t.close());

  it('creates, lists, edits and deletes, each write audited', async () => {
    const created = await call('POST', BASE, { title: ' 주차 안내 ', body: '주차는 2시간 무료입니다.' });
    expect(created.statusCode).toBe(201);
    const id = created.json().item.id;
    expect(created.json().item).toMatchObject({ title: '주차 안내', body: '주차는 2시간 무료입니다.' });
    expect((await call('GET', BASE)).json().item.map((x: { id: number }) => x.id)).toEqual([id]);
    const edited = await call('PUT', `${BASE}/${id}`, { title: '주차', body: '주차는 3시간 무료입니다.' });
    expect(edited.json().item.body).toBe('주차는 3시간 무료입니다.');
    expect((await call('DELETE', `${BASE}/${id}`)).statusCode).toBe(200);
    expect((await call('GET', BASE)).json().item).toEqual([]);
    const actions = (
      await t.database.db.select().from(partnerAuditLog).where(eq(partnerAuditLog.staffId, f.staff.id))
    ).map((a) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining(['inquiry-template.create', 'inquiry-template.update', 'inquiry-template.delete']),
    );
  });

  it('refuses an empty title or body with a Korean message', async () => {
    const res = await call('POST', BASE, { title: '', body: '내용' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'INQUIRY_TEMPLATE_INVALID',
      message: '템플릿 이름을 1~40자로 적어 주세요.',
    });
    const body = await call('POST', BASE, { title: '제목', body: '  ' });
    expect(body.json().message).toBe('템플릿 내용을 1~1,000자로 적어 주세요.');
  });

  it("another hall can neither see, edit nor delete the hall's templates", async () => {
    const id = (await call('POST', BASE, { title: '인사', body: '문의 감사합니다.' })).json().item.id;
    expect((await call('GET', BASE, undefined, f.otherStaff.headers)).json().item).toEqual([]);
    const edit = await call('PUT', `${BASE}/${id}`, { title: '', body: '' }, f.otherStaff.headers);
    expect(edit.statusCode).toBe(404);
    expect(edit.json().code).toBe('INQUIRY_TEMPLATE_NOT_FOUND');
    expect((await call('DELETE', `${BASE}/${id}`, undefined, f.otherStaff.headers)).statusCode).toBe(404);
    expect((await call('GET', BASE)).json().item[0].body).toBe('문의 감사합니다.');
  });

  it('keeps at most 30 templates a hall (409)', async () => {
    const have = (await call('GET', BASE)).json().item.length;
    for (let i = have; i < 30; i++) await call('POST', BASE, { title: `템플릿 ${i}`, body: '내용' });
    const full = await call('POST', BASE, { title: '하나 더', body: '내용' });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe('템플릿은 30개까지 저장할 수 있어요.');
  });
});
