import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { hall } from '../helpers/halls.ts';
import { json, mockFetch } from '../helpers/mock-fetch.ts';
import { renderRoute } from '../helpers/render-route.tsx';
import { callsTo, hallCalls, searchItem, suggestion } from './fixtures.ts';

const PRODUCT = '11111111-1111-4111-8111-111111111111';

function mockGeneralSearch() {
  return mockFetch({
    '/v3/200107/partners': (url) =>
      json({
        item: url.searchParams.get('uuids') === PRODUCT ? [hall({ partnerUuid: PRODUCT, partnerName: '보던홀' })] : [],
      }),
    '/v3/book/halls': (url) =>
      json({
        item: [searchItem(5, { partnerName: `${url.searchParams.get('keyword') ?? '지역'} 웨딩` })],
        total: 1,
      }),
    '/v3/book/halls/keyword': () =>
      json({ item: suggestion({ regions: [{ region: '부산', subRegion: null, label: '부산' }] }) }),
  });
}

describe('/search', () => {
  it("with productId shows that hall first as '보고 있던 웨딩홀', linking back to it", async () => {
    const fetchMock = mockGeneralSearch();
    renderRoute(`/search?productId=${PRODUCT}`);
    expect(await screen.findByRole('heading', { level: 1, name: '검색' }, { timeout: 5000 })).toBeInTheDocument();
    const viewed = (await screen.findByRole('heading', { name: '보고 있던 웨딩홀' })).closest('section');
    const link = within(viewed as HTMLElement).getByRole('link', { name: /보던홀/ });
    expect(link).toHaveAttribute('href', `/weddinghall/${PRODUCT}`);
    expect(callsTo(fetchMock, '/v3/200107/partners')).toHaveLength(1);
    // Nothing searched yet: no result list.
    expect(hallCalls(fetchMock)).toHaveLength(0);
  });

  // Issue 25: a planner's page also passes its id; it was offered as '보고 있던 웨딩홀', linking to a not-found hall.
  it("with a planner's productId offers no '보고 있던 웨딩홀'", async () => {
    const PLANNER = '22222222-2222-4222-8222-222222222222';
    const fetchMock = mockFetch({
      '/v3/200107/partners': () => json({ item: [hall({ partnerUuid: PLANNER, partnerName: '플래너K', type: 37 })] }),
    });
    renderRoute(`/search?productId=${PLANNER}`);
    await screen.findByRole('heading', { level: 1, name: '검색' }, { timeout: 5000 });
    await waitFor(() => expect(callsTo(fetchMock, '/v3/200107/partners')).toHaveLength(1));
    expect(screen.queryByText('보고 있던 웨딩홀')).not.toBeInTheDocument();
    expect(screen.queryByText('플래너K')).not.toBeInTheDocument();
  });

  it('a malformed productId asks nothing and shows no card', async () => {
    const fetchMock = mockGeneralSearch();
    renderRoute('/search?productId=not-a-uuid');
    await screen.findByRole('heading', { level: 1, name: '검색' }, { timeout: 5000 });
    expect(screen.queryByText('보고 있던 웨딩홀')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, '/v3/200107/partners')).toHaveLength(0);
  });

  it('a keyword search shows hall cards and keeps the keyword and productId in the URL', async () => {
    const fetchMock = mockGeneralSearch();
    const { router } = renderRoute(`/search?productId=${PRODUCT}`);
    const box = await screen.findByRole('searchbox', { name: '웨딩홀 검색어' }, { timeout: 5000 });
    await userEvent.type(box, '채플{Enter}');
    expect(await screen.findByRole('heading', { name: "'채플' 검색 결과" })).toBeInTheDocument();
    expect(within(screen.getByTestId('hall-results')).getByText('채플 웨딩')).toBeInTheDocument();
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('keyword')).toBe('채플');
    expect(params.get('productId')).toBe(PRODUCT);
    expect(hallCalls(fetchMock).at(-1)?.get('keyword')).toBe('채플');
    // The box keeps the searched word, and the suggestions for it stay closed.
    expect(box).toHaveValue('채플');
    expect(screen.getByText('보고 있던 웨딩홀')).toBeInTheDocument();
  });

  it('a region suggestion lists that region’s halls', async () => {
    const fetchMock = mockGeneralSearch();
    const { router } = renderRoute('/search');
    const box = await screen.findByRole('searchbox', { name: '웨딩홀 검색어' }, { timeout: 5000 });
    await userEvent.type(box, '부산');
    await userEvent.click(await screen.findByRole('button', { name: /부산\s*지역 필터/ }));
    expect(await screen.findByRole('heading', { name: '부산 웨딩홀' })).toBeInTheDocument();
    await waitFor(() => expect(hallCalls(fetchMock).at(-1)?.get('region')).toBe('부산'));
    expect(new URLSearchParams(router.state.location.search).get('region')).toBe('부산');
  });
});
