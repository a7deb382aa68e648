import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerAuditLog, partnerProfiles, partners, uploads } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { signedInStaff } from '../helpers/staff.ts';
import { png } from '../uploads/upload-request.ts';

const BASE = '/v3/partner-center/photos';
type Album = { id: number; title: string; mainGroupKey: string; photos: { id: number; url: string }[] };

function multipart(files: { name: string; bytes: Buffer }[]) {
  const boundary = `----photos${Math.random().toString(16).slice(2)}`;
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

describe('console photos: albums uploaded through the upload pipeline (issue 26 §4)', () => {
  let t: TestApp;
  let uuidA: string;
  let owner: Awaited<ReturnType<typeof signedInStaff>>;
  let ownerB: Awaited<ReturnType<typeof signedInStaff>>;

  beforeAll(async () => {
    t = await buildTestApp();
    const halls = await t.database.db
      .select({ id: partners.id, uuid: partners.uuid })
      .from(partners)
      .innerJoin(partnerProfiles, eq(partnerProfiles.partnerId, partners.id))
      .where(eq(partners.type, 2))
      .orderBy(partners.id)
      .limit(2);
    uuidA = halls[0]!.uuid;
    owner = await signedInStaff(t, { partnerId: halls[0]!.id, role: 'OWNER' });
    ownerB = await signedInStaff(t, { partnerId: halls[1]!.id, role: 'OWNER' });
  });
  afterAll(() => t.close());

  const json = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, headers: object, payload?: object) =>
    t.app.inject({ method, url, headers: headers as Record<string, string>, ...(payload ? { payload } : {}) });
  const upload = async (albumId: number, headers: object, files: { name: string; bytes: Buffer }[]) => {
    const { body, contentType } = multipart(files);
    return t.app.inject({
      method: 'POST',
      url: `${BASE}/albums/${albumId}/photos`,
      headers: { ...(headers as Record<string, string>), 'content-type': contentType },
      payload: body,
    });
  };

  it('uploads into a new album, and the guest folder API shows the photos on the next request', async () => {
    const created = await json('POST', `${BASE}/albums`, owner.headers, { title: '야외 정원' });
    expect(created.statusCode).toBe(200);
    const album = (created.json().items as Album[]).find((a) => a.title === '야외 정원')!;
    expect(album.photos).toEqual([]);

    const res = await upload(album.id, owner.headers, [
      { name: 'a.png', bytes: await png(40, 30, '#c33') },
      { name: 'b.png', bytes: await png(40, 30, '#33c') },
    ]);
    expect(res.statusCode).toBe(200);
    const photos = (res.json().items as Album[]).find((a) => a.id === album.id)!.photos;
    expect(photos).toHaveLength(2);
    expect(photos[0]!.url).toMatch(/^\/media\/uploads\/[0-9a-f-]{36}\.png$/);

    // The upload rows are the staff member's, not a customer's.
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.path, photos[0]!.url));
    expect(row).toMatchObject({ staffId: owner.id, customerId: null });

    const guest = await t.app.inject(`/v3/book/halls/${uuidA}/folder-images?albumId=${album.id}`);
    expect(guest.statusCode).toBe(200);
    expect(guest.json().item.map((p: { url: string }) => p.url)).toEqual(photos.map((p) => p.url));
    const official = await t.app.inject(`/v3/book/halls/${uuidA}/official-images?fetchSize=100`);
    expect(official.json().item.some((p: { albumId: number }) => p.albumId === album.id)).toBe(true);
    // The image itself is served.
    expect((await t.app.inject(photos[0]!.url)).statusCode).toBe(200);

    // Reorder: the second first; the guest sees the new order.
    const reordered = await json('PUT', `${BASE}/albums/${album.id}/order`, owner.headers, {
      photoIds: [photos[1]!.id, photos[0]!.id],
    });
    expect(reordered.statusCode).toBe(200);
    const again = await t.app.inject(`/v3/book/halls/${uuidA}/folder-images?albumId=${album.id}`);
    expect(again.json().item.map((p: { url: string }) => p.url)).toEqual([photos[1]!.url, photos[0]!.url]);

    // All or nothing: an order missing an id changes nothing.
    const partial = await json('PUT', `${BASE}/albums/${album.id}/order`, owner.headers, { photoIds: [photos[0]!.id] });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().code).toBe('ORDER_MISMATCH');

    const audits = await t.database.db
      .select({ action: partnerAuditLog.action })
      .from(partnerAuditLog)
      .where(eq(partnerAuditLog.staffId, owner.id));
    expect(audits.map((a) => a.action)).toEqual(
      expect.arrayContaining(['photos.album-create', 'photos.upload', 'photos.order']),
    );

    // Another partner's OWNER: 404 on this album and its photos, whatever the body.
    expect((await upload(album.id, ownerB.headers, [{ name: 'x.png', bytes: await png(4, 4) }])).statusCode).toBe(404);
    expect((await json('PUT', `${BASE}/albums/${album.id}`, ownerB.headers, { title: '남의 것' })).statusCode).toBe(
      404,
    );
    expect((await json('DELETE', `${BASE}/photos/${photos[0]!.id}`, ownerB.headers)).statusCode).toBe(404);
    expect((await json('PUT', `${BASE}/albums/${album.id}/order`, ownerB.headers, { photoIds: [] })).statusCode).toBe(
      404,
    );

    // Delete a photo, then the album.
    const deleted = await json('DELETE', `${BASE}/photos/${photos[0]!.id}`, owner.headers);
    expect((deleted.json().items as Album[]).find((a) => a.id === album.id)!.photos).toHaveLength(1);
    expect((await json('DELETE', `${BASE}/albums/${album.id}`, owner.headers)).statusCode).toBe(200);
    expect((await t.app.inject(`/v3/book/halls/${uuidA}/folder-images?albumId=${album.id}`)).statusCode).toBe(404);
  });

  it('orders albums all or nothing', async () => {
    const list = (await json('GET', BASE, owner.headers)).json().items as Album[];
    expect(list.length).toBeGreaterThan(1);
    const reversed = list.map((a) => a.id).reverse();
    const res = await json('PUT', `${BASE}/albums/order`, owner.headers, { albumIds: reversed });
    expect(res.statusCode).toBe(200);
    expect((res.json().items as Album[]).map((a) => a.id)).toEqual(reversed);
    const bad = await json('PUT', `${BASE}/albums/order`, owner.headers, { albumIds: reversed.slice(1) });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses a wrong file type in Korean and keeps nothing', async () => {
    const album = ((await json('GET', BASE, owner.headers)).json().items as Album[])[0]!;
    const res = await upload(album.id, owner.headers, [
      { name: 'ok.png', bytes: await png(8, 8) },
      { name: 'note.txt', bytes: Buffer.from('hello, not an image') },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('UPLOAD_TYPE');
    const after = ((await json('GET', BASE, owner.headers)).json().items as Album[])[0]!;
    expect(after.photos.length).toBe(album.photos.length);
  });

  it('is 403 for a CALENDAR staff member', async () => {
    const calendar = await signedInStaff(t, { partnerId: owner.partnerId, role: 'CALENDAR' });
    expect((await json('GET', BASE, calendar.headers)).statusCode).toBe(403);
    expect((await json('POST', `${BASE}/albums`, calendar.headers, { title: '달력' })).statusCode).toBe(403);
  });
});
