import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../helpers/mock-fetch.ts';
import { renderRoute } from '../helpers/render-route.tsx';
import { VENUE_UUID, venue } from '../helpers/venue.ts';
import { currentUser } from '../session/current-user.ts';

const photos = Array.from({ length: 3 }, (_, i) => ({
  url: `/media/generated/album/a1-${i + 1}.jpg`,
  albumId: 1,
  title: '대표 사진',
  albumImageCount: 3,
  mainGroupKey: 'representativeImageUrls',
}));

// spec §2: when the path contains photo, a full-height stacked page titled with the business name; §6: its
// lists load only for a logged-in user.
describe('standalone photo page (/weddinghall/{uuid}/photo)', () => {
  it('titles the page with the business name and stacks the photos for a signed-in customer', async () => {
    mockFetch({
      '/api/user': () => json({ item: currentUser() }),
      [`/v3/book/halls/${VENUE_UUID}/detail`]: () => json({ item: venue() }),
      [`/v3/book/halls/${VENUE_UUID}/official-images`]: () => json({ item: photos, total: photos.length }),
    });
    renderRoute(`/weddinghall/${VENUE_UUID}/photo`);
    expect(await screen.findByRole('heading', { level: 1, name: '더채플앳청담' })).toBeVisible();
    const grid = await screen.findByTestId('photo-grid');
    expect(grid).toHaveClass('photo-grid--stacked');
    expect(grid.querySelectorAll('li')).toHaveLength(3);
  });

  it('asks a guest to sign in and loads no photos', async () => {
    const fetchMock = mockFetch({
      [`/v3/book/halls/${VENUE_UUID}/detail`]: () => json({ item: venue() }),
    });
    renderRoute(`/weddinghall/${VENUE_UUID}/photo`);
    expect(await screen.findByText('로그인하면 사진을 모두 볼 수 있어요')).toBeVisible();
    expect(screen.getByRole('link', { name: '로그인하기' }).getAttribute('href')).toContain(
      encodeURIComponent(`/weddinghall/${VENUE_UUID}/photo`),
    );
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('-images'))).toBe(false);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
