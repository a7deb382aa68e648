import {
  PLANNER_RATING_ITEMS,
  REPORT_BLIND_THRESHOLD,
  REVIEW_RATING_ITEMS,
  SECRET_COMMENT_TEXT,
} from '@wedding/domain/community';
import { uploadPixelsMessage } from '@wedding/domain/image-upload';
import { COMMENT_EMPTY } from '@wedding/domain/messages';
import { eq, ne } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  partners,
  reviewImages,
  reviews,
  slotHolds,
  visitReservations,
  weddingDays,
} from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { signedInCustomer } from '../helpers/customers.ts';

// Issue 11 on PGlite and PostgreSQL: writing a review (its rules and the author's own uploads), edit and delete,
// likes, comments and replies with secret comments seen by the right people, report and block.

type Person = Awaited<ReturnType<typeof signedInCustomer>>;
const ratings = REVIEW_RATING_ITEMS.map((kname, i) => ({ kname, v: 5 - (i % 2) }));
const TEXT = '웨딩홀 분위기가 정말 좋았고 직원분들이 끝까지 친절하게 챙겨 주셨어요.';

async function png(width = 8, height = 8): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c8a' } })
    .png()
    .toBuffer();
}

function multipart(files: { name: string; bytes: Buffer; type?: string }[]) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const parts = files.map(({ name, bytes, type = 'image/png' }) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    ]),
  );
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('reviews, comments, report and block', () => {
  let t: TestApp;
  let hall: { id: number; uuid: string };
  let author: Person;
  let other: Person;
  let third: Person;

  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who?: Person, payload?: unknown) =>
    t.app.inject({ method, url, headers: who?.headers ?? {}, payload: payload as object });
  const upload = async (who: Person | undefined, files: { name: string; bytes: Buffer; type?: string }[]) => {
    const body = multipart(files);
    return t.app.inject({
      method: 'POST',
      url: '/web/v1/common/upload',
      headers: { ...(who?.headers ?? {}), ...body.headers },
      payload: body.payload,
    });
  };
  const write = (who: Person, extra: Record<string, unknown> = {}) =>
    api('POST', '/web/v1/community/reviews', who, {
      partnerUuid: hall.uuid,
      content: TEXT,
      anonymous: 0,
      weddingMonth: '2026-10',
      reviews: ratings,
      tagIds: [1, 2],
      ...extra,
    });
  const list = (who?: Person, query = '') =>
    api('GET', `/web/v1/community/reviews?partnerUuid=${hall.uuid}&sort=2${query}`, who);

  beforeAll(async () => {
    t = await buildTestApp();
    const [row] = await t.database.db.select().from(partners).where(eq(partners.type, 2)).limit(1);
    hall = row!;
    [author, other, third] = await Promise.all([
      signedInCustomer(t, { nick: `작성자${Date.now() % 100000}` }),
      signedInCustomer(t, { nick: `이웃${Date.now() % 100000}` }),
      signedInCustomer(t, { nick: `손님${Date.now() % 100000}` }),
    ]);
  });
  afterAll(() => t.close());

  describe('upload (POST /web/v1/common/upload)', () => {
    it('a guest gets 401', async () => {
      expect((await upload(undefined, [{ name: 'a.png', bytes: await png() }])).statusCode).toBe(401);
    });

    it('refuses a text file named .png by its bytes, with the §8 type message', async () => {
      const res = await upload(author, [{ name: 'fake.png', bytes: Buffer.from('hello, not an image') }]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'UPLOAD_TYPE',
        message: 'jpg, jpeg, png, webp, gif 파일만 업로드 가능합니다.',
      });
    });

    it('stores a real PNG re-encoded, serves it, and strips EXIF (GPS included)', async () => {
      const withGps = await sharp({ create: { width: 16, height: 12, channels: 3, background: '#468' } })
        .jpeg()
        .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 33/1 0/1' }, IFD0: { Make: 'SecretCam' } })
        .toBuffer();
      expect((await sharp(withGps).metadata()).exif).toBeDefined();
      const res = await upload(author, [
        { name: 'photo.png', bytes: await png(20, 10) },
        // The name says png; the bytes say jpeg, and the bytes win.
        { name: 'trip.png', bytes: withGps },
      ]);
      expect(res.statusCode).toBe(200);
      const [first, second] = res.json().data.data as string[];
      expect(first).toMatch(/^\/media\/uploads\/[0-9a-f-]{36}\.png$/);
      expect(second).toMatch(/\.jpg$/);
      const served = await api('GET', second!);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.exif).toBeUndefined();
      expect(served.rawPayload.includes(Buffer.from('SecretCam'))).toBe(false);
      // Review images are shown through the image proxy at width 600.
      const proxied = await api('GET', `/v1/image?src=${encodeURIComponent(first!)}&w=600`);
      expect(proxied.statusCode).toBe(200);
    });

    it('refuses a pixel bomb (a small file that decodes huge)', async () => {
      const bomb = await sharp({ create: { width: 10_000, height: 6_000, channels: 3, background: '#000' } })
        .png({ compressionLevel: 9 })
        .toBuffer();
      expect(bomb.length).toBeLessThan(1024 * 1024);
      const res = await upload(author, [{ name: 'bomb.png', bytes: bomb }]);
      expect(res.statusCode).toBe(400);
      // Refused from its header, before decoding (decision 0032; apps/api/test/uploads/ has the rest).
      expect(res.json()).toMatchObject({ code: 'UPLOAD_PIXELS', message: uploadPixelsMessage() });
    });
  });

  describe('writing a review', () => {
    it('a guest gets 401; the §5 and writing rules are refused with Korean messages', async () => {
      const complete = { partnerUuid: hall.uuid, content: TEXT, weddingMonth: null, reviews: ratings };
      expect((await api('POST', '/web/v1/community/reviews', undefined, complete)).statusCode).toBe(401);
      const short = await write(author, { content: '좋아요' });
      expect(short.statusCode).toBe(400);
      expect(short.json().message).toContain('후기는 20자 이상 써 주세요.');
      const partial = await write(author, { reviews: ratings.slice(1) });
      expect(partial.json().message).toContain('모든 항목에 별점을 매겨 주세요.');
      expect((await write(author, { tagIds: [999] })).json()).toMatchObject({ code: 'INVALID_REVIEW_TAG' });
    });

    it('shows only the author’s own uploads', async () => {
      const mine = (await upload(other, [{ name: 'a.png', bytes: await png() }])).json().data.data as string[];
      const res = await write(author, { images: mine });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('INVALID_REVIEW_IMAGE');
    });

    let reviewUuid = '';
    it('writes with photos: first under newest, with its tags, ratings and no verified mark', async () => {
      const paths = (
        await upload(author, [
          { name: '1.png', bytes: await png() },
          { name: '2.png', bytes: await png() },
          { name: '3.png', bytes: await png() },
        ])
      ).json().data.data as string[];
      const res = await write(author, { images: paths });
      expect(res.statusCode).toBe(201);
      const review = res.json().item;
      reviewUuid = review.uuid;
      expect(review).toMatchObject({
        content: TEXT,
        anonymous: 0,
        weddingMonth: '2026-10',
        images: paths.map((url) => ({ url })),
        reviews: ratings,
        isMine: true,
        verified: false,
        state: 1,
        card: { partnerUuid: hall.uuid, link: `/weddinghall/${hall.uuid}` },
      });
      expect(review.tags.map((tag: { id: number }) => tag.id)).toEqual([1, 2]);
      const first = (await list(other)).json().item.find((r: { state: number }) => r.state !== 3);
      expect(first).toMatchObject({ uuid: reviewUuid, isMine: false, customerUuid: author.uuid });
    });

    it('an anonymous review hides its author from others, not from the author', async () => {
      const res = await write(other, { anonymous: 1 });
      const uuid = res.json().item.uuid;
      const seen = (await api('GET', `/web/v1/communityV2/${uuid}`, third)).json().item;
      expect(seen).toMatchObject({ nick: '익명', profileUrl: null, customerUuid: '', anonymous: 1 });
      expect((await api('GET', `/web/v1/communityV2/${uuid}`, other)).json().item.customerUuid).toBe(other.uuid);
    });

    it('edits only the author’s own, and a delete leaves the place as state 0', async () => {
      const edited = { content: `${TEXT} 다시 봐도 좋네요.`, anonymous: 0, weddingMonth: null, reviews: ratings };
      expect((await api('PUT', `/web/v1/community/reviews/${reviewUuid}`, other, edited)).json().code).toBe(
        'NOT_REVIEW_AUTHOR',
      );
      const res = await api('PUT', `/web/v1/community/reviews/${reviewUuid}`, author, edited);
      expect(res.statusCode).toBe(200);
      expect(res.json().item).toMatchObject({ content: edited.content, weddingMonth: null, images: [], tags: [] });

      expect((await api('DELETE', `/web/v1/community/${reviewUuid}?type=2`, other)).statusCode).toBe(403);
      expect((await api('DELETE', `/web/v1/community/${reviewUuid}?type=2`, author)).statusCode).toBe(200);
      const after = (await api('GET', `/web/v1/communityV2/${reviewUuid}`, other)).json().item;
      expect(after).toMatchObject({ state: 0, content: '', images: [] });
      expect((await api('PUT', `/web/v1/community/reviews/${reviewUuid}`, author, edited)).statusCode).toBe(409);
    });

    it('an edit keeps the photos the review already has (a seeded one too), but adds only the author’s uploads', async () => {
      const [seeded] = await t.database.db
        .select({ id: reviews.id, uuid: reviews.uuid, customerId: reviews.customerId, url: reviewImages.url })
        .from(reviews)
        .innerJoin(reviewImages, eq(reviewImages.reviewId, reviews.id))
        .where(eq(reviews.state, 1))
        .limit(1);
      const [other] = await t.database.db
        .select({ url: reviewImages.url })
        .from(reviewImages)
        .where(ne(reviewImages.reviewId, seeded!.id))
        .limit(1);
      const { accessToken } = await t.app.services.sessions.startSession(seeded!.customerId, 'app');
      const owner = { headers: { authorization: `Bearer ${accessToken}` } } as Person;
      const edit = (images: string[]) =>
        api('PUT', `/web/v1/community/reviews/${seeded!.uuid}`, owner, {
          content: TEXT,
          anonymous: 0,
          weddingMonth: null,
          reviews: ratings,
          images,
        });
      expect(seeded!.url).toMatch(/^\/media\/generated\/review\//);
      const kept = await edit([seeded!.url]);
      expect(kept.statusCode).toBe(200);
      expect(kept.json().item.images).toEqual([{ url: seeded!.url }]);
      expect((await edit([seeded!.url, other!.url])).json().code).toBe('INVALID_REVIEW_IMAGE');
      // Written fresh, a seeded photo is nobody's upload.
      expect((await write(await signedInCustomer(t), { images: [other!.url] })).json().code).toBe(
        'INVALID_REVIEW_IMAGE',
      );
    });

    it("rates a planner on a planner's items, not a hall's (issue 25)", async () => {
      const [planner] = await t.database.db.select().from(partners).where(eq(partners.type, 37)).limit(1);
      const writer = await signedInCustomer(t);
      const hallRated = await write(writer, { partnerUuid: planner!.uuid });
      expect(hallRated.statusCode).toBe(400);
      expect(hallRated.json().code).toBe('INVALID_REVIEW_RATINGS');
      const plannerRatings = PLANNER_RATING_ITEMS.map((kname) => ({ kname, v: 4 }));
      const ok = await write(writer, { partnerUuid: planner!.uuid, reviews: plannerRatings });
      expect(ok.statusCode).toBe(201);
      expect(ok.json().item.reviews.map((r: { kname: string }) => r.kname)).toEqual([...PLANNER_RATING_ITEMS]);
      // And a hall is not rated on a planner's items.
      expect((await write(writer, { reviews: plannerRatings })).json().code).toBe('INVALID_REVIEW_RATINGS');
      const listed = await api('GET', `/web/v1/community/reviews?partnerUuid=${planner!.uuid}&sort=2`);
      const kinds = listed.json().reviewSummary.reviews.map((r: { kname: string }) => r.kname);
      for (const kname of kinds) expect(PLANNER_RATING_ITEMS as readonly string[]).toContain(kname);
    });

    // Issue 25: this test used to assert that a cancelled visit earned '방문 인증'; a cancelled or future visit
    // proves nothing, so it now asserts the opposite, and what does count.
    it("marks a review '방문 인증' only after a visit that happened, never for a cancelled or future one", async () => {
      const booker = await signedInCustomer(t);
      expect((await write(booker)).json().item.verified).toBe(false);
      const visit = { customerId: booker.id, partnerId: hall.id, visitTime: '11:00:00' };
      await t.database.db.insert(visitReservations).values([
        { ...visit, visitDate: '2030-01-05', state: 'CANCELLED_BY_COUPLE' },
        { ...visit, visitDate: '2030-01-12', state: 'CONFIRMED' },
      ]);
      expect((await write(booker)).json().item.verified).toBe(false);
      await t.database.db.insert(visitReservations).values({ ...visit, visitDate: '2025-01-05', state: 'VISITED' });
      expect((await write(booker)).json().item.verified).toBe(true);
    });

    it("marks a paid booking's review '방문 인증' once its wedding day has passed, not before", async () => {
      const [slot] = await t.database.db.select().from(weddingDays).where(eq(weddingDays.partnerId, hall.id)).limit(1);
      const { id: _, ...copy } = slot!;
      const [past] = await t.database.db
        .insert(weddingDays)
        .values({ ...copy, weddingDate: '2020-05-16', dayOfWeek: 'SATURDAY', state: 'BOOKED' })
        .returning();
      const paid = { kind: 'BOOKING', state: 'CONFIRMED', paidAt: new Date('2020-01-02T00:00:00Z') };
      const future = await signedInCustomer(t);
      await t.database.db.insert(slotHolds).values({ ...paid, weddingDayId: slot!.id, customerId: future.id });
      expect((await write(future)).json().item.verified).toBe(false);
      const unpaid = await signedInCustomer(t);
      await t.database.db
        .insert(slotHolds)
        .values({ ...paid, paidAt: null, state: 'CANCELLED_BY_COUPLE', weddingDayId: past!.id, customerId: unpaid.id });
      expect((await write(unpaid)).json().item.verified).toBe(false);
      const married = await signedInCustomer(t);
      await t.database.db.insert(slotHolds).values({ ...paid, weddingDayId: past!.id, customerId: married.id });
      expect((await write(married)).json().item.verified).toBe(true);
    });
  });

  describe('likes, comments and secret comments', () => {
    let reviewUuid = '';
    beforeAll(async () => {
      reviewUuid = (await write(author)).json().item.uuid;
    });

    it('likes count once per customer and a guest gets 401', async () => {
      const like = (who: Person | undefined, state: 0 | 1) =>
        api('POST', `/web/v1/community/${reviewUuid}/like`, who, { category: 3, type: 1, state });
      expect((await like(undefined, 1)).statusCode).toBe(401);
      expect((await like(other, 1)).json().item).toEqual({ isLike: true, likeCnt: 1 });
      expect((await like(other, 1)).json().item).toEqual({ isLike: true, likeCnt: 1 });
      expect((await like(third, 1)).json().item).toEqual({ isLike: true, likeCnt: 2 });
      expect((await like(other, 0)).json().item).toEqual({ isLike: false, likeCnt: 1 });
      expect((await api('GET', `/web/v1/communityV2/${reviewUuid}`, third)).json().item.isLike).toBe(true);
    });

    it('comments and replies: empty content refused, guests 401, depth/upperNick/rootUuid set', async () => {
      const post = (who: Person | undefined, body: Record<string, unknown>) =>
        api('POST', '/web/v1/reply?category=2', who, { reviewUuid, ...body });
      expect((await post(undefined, { content: '안녕하세요' })).statusCode).toBe(401);
      const empty = await post(other, { content: '   ' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toContain(COMMENT_EMPTY);

      const comment = (await post(other, { content: '저도 여기서 했어요!' })).json().item;
      expect(comment).toMatchObject({ depth: 1, upperNick: null, rootUuid: null, isMine: true });
      const reply = (await post(author, { content: '반가워요', parentUuid: comment.uuid })).json().item;
      expect(reply).toMatchObject({ depth: 2, rootUuid: comment.uuid });
      expect(reply.upperNick).toMatch(/^이웃/);
      // A reply to a reply stays in the thread (depth 2) and names whom it answers.
      const deeper = (await post(other, { content: '네!', parentUuid: reply.uuid })).json().item;
      expect(deeper).toMatchObject({ depth: 2, rootUuid: comment.uuid });
      expect(deeper.upperNick).toMatch(/^작성자/);

      const thread = (await api('GET', `/web/v1/reply?category=2&reviewUuid=${reviewUuid}`)).json().item;
      expect(thread.map((c: { uuid: string }) => c.uuid)).toEqual([comment.uuid, reply.uuid, deeper.uuid]);
      expect((await api('GET', `/web/v1/communityV2/${reviewUuid}`)).json().item.replyCnt).toBe(3);
    });

    it('a secret comment is read by the review’s author and its writer only', async () => {
      const secret = (
        await api('POST', '/web/v1/reply?category=2', third, { reviewUuid, content: '연락처 남겨요', secret: true })
      ).json().item;
      const seenBy = async (who?: Person) =>
        (await api('GET', `/web/v1/reply?category=2&reviewUuid=${reviewUuid}`, who))
          .json()
          .item.find((c: { uuid: string }) => c.uuid === secret.uuid);
      expect(await seenBy(author)).toMatchObject({ content: '연락처 남겨요', secretAllow: true });
      expect(await seenBy(third)).toMatchObject({ content: '연락처 남겨요', secretAllow: true });
      expect(await seenBy(other)).toMatchObject({ content: SECRET_COMMENT_TEXT, secretAllow: false, secret: true });
      expect(await seenBy()).toMatchObject({ content: SECRET_COMMENT_TEXT, secretAllow: false });
    });

    it('edit and delete one’s own comment only', async () => {
      const mine = (await api('POST', '/web/v1/reply?category=2', other, { reviewUuid, content: '수정 전' })).json()
        .item;
      const edit = (who: Person, content: string) =>
        api('PUT', '/web/v1/reply?category=2', who, { uuid: mine.uuid, content, secret: false });
      expect((await edit(third, '남의 글')).statusCode).toBe(403);
      expect((await edit(other, '   ')).statusCode).toBe(400);
      expect((await edit(other, '수정 후')).json().item.content).toBe('수정 후');
      expect((await api('DELETE', `/web/v1/reply/${mine.uuid}?category=2`, third)).statusCode).toBe(403);
      expect((await api('DELETE', `/web/v1/reply/${mine.uuid}?category=2`, other)).statusCode).toBe(200);
      const gone = (await api('GET', `/web/v1/reply?category=2&reviewUuid=${reviewUuid}`))
        .json()
        .item.find((c: { uuid: string }) => c.uuid === mine.uuid);
      expect(gone).toMatchObject({ state: 0, content: '' });
    });
  });

  describe('report and block', () => {
    it('a block hides the blocked user’s reviews and comments from the blocker, everywhere', async () => {
      const pest = await signedInCustomer(t);
      const reviewUuid = (await write(pest)).json().item.uuid;
      await api('POST', '/web/v1/reply?category=2', pest, { reviewUuid, content: '도배 댓글' });
      const viewer = await signedInCustomer(t);
      const block = (body: Record<string, string>) => api('POST', '/web/v1/community/block', viewer, body);
      expect((await block({ customerUuid: other.uuid, banCustomerUuid: pest.uuid })).statusCode).toBe(403);
      expect((await block({ customerUuid: viewer.uuid, banCustomerUuid: viewer.uuid })).statusCode).toBe(400);
      expect((await block({ customerUuid: viewer.uuid, banCustomerUuid: pest.uuid })).statusCode).toBe(200);
      const uuids = (await list(viewer)).json().item.map((r: { uuid: string }) => r.uuid);
      expect(uuids).not.toContain(reviewUuid);
      expect((await list(third)).json().item.map((r: { uuid: string }) => r.uuid)).toContain(reviewUuid);
      expect((await api('GET', `/web/v1/communityV2/${reviewUuid}`, viewer)).statusCode).toBe(404);
      const comments = (await api('GET', `/web/v1/reply?category=2&reviewUuid=${reviewUuid}`, viewer)).json().item;
      expect(comments).toEqual([]);
    });

    it('blocks one post for the viewer only', async () => {
      const reviewUuid = (await write(other)).json().item.uuid;
      expect((await api('POST', '/web/v1/community/block-post', third, { reviewUuid })).statusCode).toBe(200);
      expect((await list(third)).json().item.map((r: { uuid: string }) => r.uuid)).not.toContain(reviewUuid);
      expect((await list(author)).json().item.map((r: { uuid: string }) => r.uuid)).toContain(reviewUuid);
    });

    it(`a report counts once per reporter, hides the post from its reporter, and ${REPORT_BLIND_THRESHOLD} people blind it`, async () => {
      const target = (await write(author)).json().item.uuid;
      const report = (who: Person) =>
        api('POST', '/web/v1/community/report', who, { targetKind: 'REVIEW', targetUuid: target, reason: '욕설/비방' });
      expect((await report(author)).statusCode).toBe(400);
      const reporters = [other, ...(await Promise.all([signedInCustomer(t), signedInCustomer(t)]))];
      await report(reporters[0]!);
      await report(reporters[0]!);
      expect((await list(reporters[0]!)).json().item.map((r: { uuid: string }) => r.uuid)).not.toContain(target);
      const state = async () =>
        (await t.database.db.select({ s: reviews.blockState }).from(reviews).where(eq(reviews.uuid, target)))[0]!.s;
      expect(await state()).toBe(2);
      await report(reporters[1]!);
      expect(await state()).toBe(2);
      await report(reporters[2]!);
      expect(await state()).toBe(1);
      const blinded = (await list(undefined, '&blockState=1')).json().item.map((r: { uuid: string }) => r.uuid);
      expect(blinded).toContain(target);
    });

    it('reports a comment and a user too; an unknown target is 404', async () => {
      const reviewUuid = (await write(author)).json().item.uuid;
      const comment = (
        await api('POST', '/web/v1/reply?category=2', other, { reviewUuid, content: '광고입니다' })
      ).json().item;
      const report = (targetKind: string, targetUuid: string) =>
        api('POST', '/web/v1/community/report', third, { targetKind, targetUuid, reason: '광고성 게시글' });
      expect((await report('COMMENT', comment.uuid)).statusCode).toBe(200);
      const seen = (await api('GET', `/web/v1/reply?category=2&reviewUuid=${reviewUuid}`, third)).json().item;
      expect(seen).toEqual([]);
      expect((await report('CUSTOMER', other.uuid)).statusCode).toBe(200);
      expect((await report('REVIEW', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    });
  });
});
