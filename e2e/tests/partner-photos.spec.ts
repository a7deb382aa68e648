import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import sharp from 'sharp';
import { DEMO_STAFF } from '../../apps/api/src/db/seed/demo-staff.ts';
import { expect, type Page, test } from '../fixtures.ts';
import { signInAsDemo } from '../sign-in.ts';

// Issue 26 §4 in a browser: the demo hall makes an album, uploads a photo into it through the upload pipeline,
// moves it up, and a signed-in couple sees the album on the hall's photo page on the next request.
const SHOTS = resolve(import.meta.dirname, '../../.tmp/screenshots');
const run = Date.now().toString(36).slice(-4);
const TITLE = `정원 ${run}`;

async function openPhotos(page: Page) {
  await page.goto('/partner-center/photos');
  const signIn = page.getByRole('heading', { name: '파트너센터 로그인' });
  const photos = page.getByRole('heading', { name: '사진', level: 1 });
  await expect(signIn.or(photos)).toBeVisible();
  if (await signIn.isVisible()) {
    await page.getByLabel('이메일', { exact: true }).fill(DEMO_STAFF.email);
    await page.getByLabel('비밀번호', { exact: true }).fill(DEMO_STAFF.password);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
  }
  await expect(page.getByRole('heading', { name: '사진', level: 1 })).toBeVisible();
}

test('the hall uploads a photo into a new album, and a couple sees it on the photo page', async ({ page }) => {
  await page.goto('/partner-center/sign-in');
  await openPhotos(page);
  const me = await (await page.request.get('/v3/partner-center/me')).json();
  const uuid: string = me.item.partner.uuid;

  await page.getByLabel('앨범 이름', { exact: true }).fill(TITLE);
  await page.getByRole('button', { name: '앨범 만들기' }).click();
  const album = page.getByRole('region', { name: new RegExp(TITLE) });
  await expect(album).toContainText('사진 0장');

  // A wrong type is refused in Korean before anything is sent.
  const input = album.getByLabel(`${TITLE} 앨범에 사진 올리기`);
  await input.setInputFiles({ name: 'memo.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
  await expect(album.getByRole('alert')).toContainText('jpg');

  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c96' } })
    .png()
    .toBuffer();
  await input.setInputFiles({ name: 'garden.png', mimeType: 'image/png', buffer: photo });
  await expect(album).toContainText('사진 1장');
  await expect(album.getByRole('img', { name: `${TITLE} 1번째 사진` })).toBeVisible();

  // Ordered with buttons: the new album (last) moves up one place.
  await album.getByRole('button', { name: `${TITLE} 앨범 위로` }).click();
  await expect(album.getByRole('button', { name: `${TITLE} 앨범 아래로` })).toBeEnabled();
  if (process.env.SCREENSHOTS_DIR !== undefined) {
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/photos-375.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(album.getByRole('img', { name: `${TITLE} 1번째 사진` })).toBeVisible();
  if (process.env.SCREENSHOTS_DIR !== undefined) await page.screenshot({ path: `${SHOTS}/photos-1280.png` });

  // A couple (signed in: the photo lists are a customer's, spec §6) sees the album as a folder.
  const couple = await page.context().browser()!.newPage();
  await signInAsDemo(couple);
  await couple.goto(`/weddinghall/${uuid}/photo`);
  await expect(couple.getByRole('button', { name: `${TITLE} 폴더 (1장)` })).toBeVisible();
  await couple.close();

  // Clean up: the album and its photo go, with a confirm.
  await album.getByRole('button', { name: '앨범 삭제' }).click();
  await page.getByRole('button', { name: '삭제', exact: true }).click();
  await expect(page.getByRole('region', { name: new RegExp(TITLE) })).toHaveCount(0);
});
