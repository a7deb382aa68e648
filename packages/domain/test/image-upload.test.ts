import { describe, expect, it } from 'vitest';
import {
  fileExtension,
  uploadCountMessage,
  uploadPixelsMessage,
  uploadSizeMessage,
  uploadTypeMessage,
  validateImageFiles,
} from '../src/image-upload.ts';

const MB = 1024 * 1024;
const jpg = (size = MB, name = 'photo.jpg') => ({ name, type: 'image/jpeg', size });

describe('spec §8 upload messages', () => {
  it('builds the size message with the limit (20 MB by default)', () => {
    expect(uploadSizeMessage()).toBe('파일 크기는 20MB 이하로 업로드 가능합니다.');
    expect(uploadSizeMessage(5)).toBe('파일 크기는 5MB 이하로 업로드 가능합니다.');
  });

  it('builds the type message from the allowed types', () => {
    expect(uploadTypeMessage()).toBe('jpg, jpeg, png, webp, gif 파일만 업로드 가능합니다.');
  });

  it('builds the count message with the limit (99 by default)', () => {
    expect(uploadCountMessage()).toBe('이미지는 최대 99장까지 업로드 가능합니다.');
  });

  it('builds the pixel message from the limit (2,500만 화소 by default)', () => {
    expect(uploadPixelsMessage()).toBe('이미지 해상도가 너무 커요. 2,500만 화소 이하로 줄여서 올려 주세요.');
    expect(uploadPixelsMessage(12_000_000)).toContain('1,200만 화소');
  });
});

describe('spec §5 image upload: only jpg, jpeg, png, webp, gif; default max size 20MB; default max count 99', () => {
  it.each([
    ['a.jpg', 'image/jpeg'],
    ['a.JPEG', 'image/jpeg'],
    ['a.png', 'image/png'],
    ['a.webp', 'image/webp'],
    ['a.gif', 'image/gif'],
    ['a.jpg', ''], // some browsers report no type
  ])('accepts %s (%s)', (name, type) => {
    expect(validateImageFiles([{ name, type, size: MB }], 0)).toBeNull();
  });

  it.each([
    ['a.heic', 'image/heic'],
    ['a.bmp', 'image/bmp'],
    ['a.pdf', 'application/pdf'],
    ['jpg', 'image/jpeg'], // no extension at all
    ['a.jpg', 'application/pdf'], // renamed document
  ])('rejects %s (%s) with the type message', (name, type) => {
    expect(validateImageFiles([{ name, type, size: MB }], 0)).toEqual({
      code: 'TYPE',
      message: 'jpg, jpeg, png, webp, gif 파일만 업로드 가능합니다.',
    });
  });

  it('allows exactly 20 MB and rejects one byte more', () => {
    expect(validateImageFiles([jpg(20 * MB)], 0)).toBeNull();
    expect(validateImageFiles([jpg(20 * MB + 1)], 0)).toEqual({
      code: 'SIZE',
      message: '파일 크기는 20MB 이하로 업로드 가능합니다.',
    });
  });

  it('allows exactly 99 images in total and rejects the 100th', () => {
    expect(validateImageFiles([jpg()], 98)).toBeNull();
    expect(
      validateImageFiles(
        Array.from({ length: 99 }, () => jpg()),
        0,
      ),
    ).toBeNull();
    expect(validateImageFiles([jpg()], 99)).toEqual({
      code: 'COUNT',
      message: '이미지는 최대 99장까지 업로드 가능합니다.',
    });
    expect(validateImageFiles([jpg(), jpg()], 98)?.code).toBe('COUNT');
  });

  it('reports the first problem: count before type before size, files in order', () => {
    expect(validateImageFiles([{ name: 'a.bmp', type: 'image/bmp', size: 30 * MB }], 99)?.code).toBe('COUNT');
    expect(validateImageFiles([jpg(30 * MB), { name: 'a.bmp', type: 'image/bmp', size: MB }], 0)?.code).toBe('SIZE');
    expect(validateImageFiles([{ name: 'a.bmp', type: 'image/bmp', size: 30 * MB }], 0)?.code).toBe('TYPE');
  });

  it('honours other limits', () => {
    expect(validateImageFiles([jpg(6 * MB)], 0, { maxSizeMb: 5 })?.message).toBe(
      '파일 크기는 5MB 이하로 업로드 가능합니다.',
    );
    expect(validateImageFiles([jpg()], 10, { maxCount: 10 })?.message).toBe(
      '이미지는 최대 10장까지 업로드 가능합니다.',
    );
  });

  it('accepts an empty selection', () => {
    expect(validateImageFiles([], 99)).toBeNull();
  });

  it('reads extensions case-insensitively', () => {
    expect(fileExtension('IMG_0001.PNG')).toBe('png');
    expect(fileExtension('archive.tar.gz')).toBe('gz');
    expect(fileExtension('README')).toBe('');
  });
});
