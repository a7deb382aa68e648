import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConsoleAlbum } from '@wedding/contract/partner-photos';
import { uploadTypeMessage } from '@wedding/domain/image-upload';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockFetch } from '../helpers/mock-fetch.ts';
import { renderRoute } from '../helpers/render-route.tsx';

const ME = {
  id: 1,
  email: 'hall@wedding.kr',
  name: '김대표',
  role: 'MANAGER',
  partner: { id: 3, uuid: '0b6f6e3e-5a1b-4c51-9a7e-1d2f3a4b5c6d', type: 2, bizName: '더채플앳청담' },
  areas: ['calendar', 'disclosure', 'profile', 'messages', 'statistics'],
  totpEnabled: false,
  mustEnrolTotp: false,
};

const ALBUMS: ConsoleAlbum[] = [
  {
    id: 10,
    title: '웨딩홀',
    mainGroupKey: 'weddingHall',
    photos: [
      { id: 100, url: '/media/uploads/a.jpg' },
      { id: 101, url: '/media/uploads/b.jpg' },
    ],
  },
  { id: 11, title: '부대시설', mainGroupKey: 'amenities', photos: [] },
];

// Issue 26 §4: the console's albums; order by 위로/아래로 buttons, uploads with Korean refusals.
describe('partner console photos', () => {
  it('moves a photo down with the keyboard and sends the whole new order', async () => {
    const sent: unknown[] = [];
    mockFetch({
      '/v3/partner-center/me': () => json({ item: ME }),
      '/v3/partner-center/photos': () => json({ items: ALBUMS }),
      '/v3/partner-center/photos/albums/10/order': async (_url, init) => {
        sent.push(JSON.parse(String(init?.body)));
        const [a, b] = ALBUMS[0]!.photos;
        return json({ items: [{ ...ALBUMS[0]!, photos: [b, a] }, ALBUMS[1]] });
      },
    });
    renderRoute('/partner-center/photos');
    const album = await screen.findByRole('region', { name: /웨딩홀/ });
    expect(within(album).getByRole('button', { name: '1번째 사진 위로' })).toBeDisabled();
    within(album).getByRole('button', { name: '1번째 사진 아래로' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(sent).toEqual([{ photoIds: [101, 100] }]));
    await waitFor(() =>
      expect(within(album).getByAltText('웨딩홀 1번째 사진').getAttribute('src')).toContain(
        encodeURIComponent('b.jpg'),
      ),
    );
  });

  it('refuses a file that is not an image in Korean before sending, and shows the server’s reason for the rest', async () => {
    const fetchMock = mockFetch({
      '/v3/partner-center/me': () => json({ item: ME }),
      '/v3/partner-center/photos': () => json({ items: ALBUMS }),
      '/v3/partner-center/photos/albums/11/photos': () =>
        apiError(429, 'TOO_MANY_REQUESTS', '이미지를 너무 많이 올리고 있어요. 잠시 후 다시 시도해 주세요.'),
    });
    const user = userEvent.setup({ applyAccept: false });
    renderRoute('/partner-center/photos');
    const album = await screen.findByRole('region', { name: /부대시설/ });
    const input = within(album).getByLabelText('부대시설 앨범에 사진 올리기');
    await user.upload(input, new File(['hello'], 'memo.txt', { type: 'text/plain' }));
    expect(await within(album).findByRole('alert')).toHaveTextContent(uploadTypeMessage());
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/albums/11/photos'))).toBe(false);

    await user.upload(input, new File([new Uint8Array([0x89, 0x50])], 'hall.png', { type: 'image/png' }));
    expect(await within(album).findByRole('alert')).toHaveTextContent('이미지를 너무 많이 올리고 있어요.');
  });
});
