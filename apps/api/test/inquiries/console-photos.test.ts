import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { signedInStaff } from '../helpers/staff.ts';
import { png, type UploadFile } from '../uploads/upload-request.ts';
import { inquiryFixture } from './inquiry-fixture.ts';

const COUPLE = '/v3/inquiries';
const HALL = '/v3/partner-center/inquiries';

function multipart(files: readonly UploadFile[]) {
  const boundary = `----answer${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    ...files.flatMap(({ name, bytes }) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe("photos in the hall's answers (issue 27 §5: text and photos, through the upload pipeline)", () => {
  let t: TestApp;
  let f: Awaited<ReturnType<typeof inquiryFixture>>;
  let threadId = '';

  const upload = (headers: Record<string, string>, files: readonly UploadFile[]) => {
    const { body, contentType } = multipart(files);
    return t.app.inject({
      method: 'POST',
      url: `${HALL}/photos`,
      headers: { ...headers, 'content-type': contentType },
      payload: body,
    });
  };

  beforeAll(async () => {
    t = await buildTestApp();
    f = await inquiryFixture(t);
    const start = await t.app.inject({
      method: 'POST',
      url: COUPLE,
      headers: f.couple.headers,
      payload: { partnerUuid: f.hall.uuid },
    });
    threadId = start.json().item.id;
    await t.app.inject({
      method: 'POST',
      url: `${COUPLE}/${threadId}/messages`,
      headers: f.couple.headers,
      payload: { body: '홀 사진 더 볼 수 있을까요?' },
    });
  });
  afterAll(() => t.close());

  it("uploads as the staff member's own, and the answer carries them to the couple", async () => {
    const res = await upload(f.staff.headers, [
      { name: 'hall.png', bytes: await png(60, 40, '#c33') },
      { name: 'garden.png', bytes: await png(60, 40, '#3c3') },
    ]);
    expect(res.statusCode).toBe(201);
    const paths = res.json().item as string[];
    expect(paths).toHaveLength(2);
    for (const path of paths) expect(path).toMatch(/^\/media\/uploads\/[0-9a-f-]{36}\.png$/);
    const rows = await t.database.db.select().from(uploads).where(inArray(uploads.path, paths));
    expect(rows.map((r) => [r.staffId, r.customerId])).toEqual([
      [f.staff.id, null],
      [f.staff.id, null],
    ]);

    const answer = await t.app.inject({
      method: 'POST',
      url: `${HALL}/${threadId}/messages`,
      headers: f.staff.headers,
      payload: { body: '연회장과 정원 사진이에요.', images: paths },
    });
    expect(answer.statusCode).toBe(201);
    const seen = await t.app.inject({ url: `${COUPLE}/${threadId}/messages`, headers: f.couple.headers });
    const last = seen.json().item.at(-1);
    expect(last).toMatchObject({ sender: 'PARTNER', body: '연회장과 정원 사진이에요.', images: paths });
  });

  it("another staff member cannot send them: only one's own uploads go into an answer", async () => {
    const res = await upload(f.staff.headers, [{ name: 'a.png', bytes: await png(20, 20) }]);
    const colleague = await signedInStaff(t, { partnerId: f.hall.id, role: 'MANAGER' });
    const answer = await t.app.inject({
      method: 'POST',
      url: `${HALL}/${threadId}/messages`,
      headers: colleague.headers,
      payload: { body: '', images: res.json().item },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'INQUIRY_FOREIGN_IMAGE', message: '내가 올린 사진만 보낼 수 있어요.' });
  });

  it('refuses a sixth photo, a file that is no image and an empty upload in Korean, keeping nothing', async () => {
    const before = await t.database.db.select().from(uploads).where(eq(uploads.staffId, f.staff.id));
    const six = await upload(
      f.staff.headers,
      await Promise.all(Array.from({ length: 6 }, async (_, i) => ({ name: `${i}.png`, bytes: await png(10, 10) }))),
    );
    expect(six.statusCode).toBe(400);
    expect(six.json()).toMatchObject({
      code: 'INQUIRY_INVALID_MESSAGE',
      message: '사진은 한 번에 5장까지 보낼 수 있어요.',
    });
    const text = await upload(f.staff.headers, [{ name: 'note.png', bytes: Buffer.from('not an image at all') }]);
    expect(text.statusCode).toBe(400);
    expect(text.json().code).toBe('UPLOAD_TYPE');
    const empty = await upload(f.staff.headers, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('올릴 사진을 골라 주세요.');
    const after = await t.database.db.select().from(uploads).where(eq(uploads.staffId, f.staff.id));
    expect(after).toHaveLength(before.length);
  });

  it('needs a console session with the messages area', async () => {
    const files = [{ name: 'a.png', bytes: await png(10, 10) }];
    expect((await upload({}, files)).statusCode).toBe(401);
    const calendar = await signedInStaff(t, { partnerId: f.hall.id, role: 'CALENDAR' });
    expect((await upload(calendar.headers, files)).statusCode).toBe(403);
    expect((await upload(f.couple.headers, files)).statusCode).toBe(401);
  });
});
