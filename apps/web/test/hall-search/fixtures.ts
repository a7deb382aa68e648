import type { HallKeywordSuggestion, HallSearchItem, SearchHistory } from '@wedding/contract/hall-search';
import { withoutApiKey } from '../helpers/mock-fetch.ts';

export const searchItem = (n: number, overrides: Partial<HallSearchItem> = {}): HallSearchItem => ({
  partnerUuid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  partnerName: `웨딩홀 ${n}`,
  coverUrl: `/media/generated/hall/${n}.jpg`,
  region: '서울 강남구',
  isLiked: false,
  isAdvertise: false,
  paused: false,
  adName: null,
  adCode: null,
  type: 2,
  partnerId: n,
  minPrice: 0,
  totalAmount: 0,
  discountRate: 0,
  level: null,
  consultingSlotsDisplayed: false,
  consultingUsed: false,
  contractUsed: false,
  ...overrides,
});

export const history = (overrides: Partial<SearchHistory> & { id: number }): SearchHistory => ({
  partnerId: null,
  partnerUuid: null,
  partnerName: null,
  keyword: null,
  regTsp: 1_700_000_000_000,
  ...overrides,
});

export const suggestion = (overrides: Partial<HallKeywordSuggestion> = {}): HallKeywordSuggestion => ({
  halls: [],
  regions: [],
  stations: [],
  ...overrides,
});

/** Every GET /v3/book/halls the page made, as URLSearchParams (each carried its apiKey, left out here), in order. */
export function hallCalls(fetchMock: { mock: { calls: unknown[][] } }): URLSearchParams[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/v3/book/halls')
    .map((url) => withoutApiKey(url.searchParams));
}

export function callsTo(fetchMock: { mock: { calls: unknown[][] } }, pathname: string, method = 'GET') {
  return fetchMock.mock.calls.filter(([input, init]) => {
    const url = new URL(String(input), 'http://localhost');
    return url.pathname === pathname && ((init as RequestInit | undefined)?.method ?? 'GET') === method;
  });
}
