import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ComparisonResponse, WeddingBudgetBody } from '@wedding/contract/comparison';
import type { MapKeywordResponse } from '@wedding/contract/maps';
import { apiRequest } from '../../../shared/api/client.ts';

// The comparison (issue 30 §3) and the couple's guests and budget (§4). Paths written out, as in budget-api.ts.
const COMPARISON_API = '/v3/comparison';
const WEDDING_BUDGET_API = '/v3/comparison/budget';

export const comparisonKeys = {
  items: (items: string) => ['comparison', items] as const,
  origin: (query: string) => ['comparison', 'origin', query] as const,
};

export const comparisonQuery = (items: string) =>
  queryOptions({
    queryKey: comparisonKeys.items(items),
    queryFn: async ({ signal }) =>
      (await apiRequest<ComparisonResponse>(COMPARISON_API, { query: { items }, signal })).item,
  });

/**
 * The couple's saved guests and budget, read as mypage's budget-api reads them (same key): kept here too so the
 * comparison page is one chunk with nothing shared with mypage (its route entry stays small, issue 30 budget).
 */
export const weddingBudgetQuery = () =>
  queryOptions({
    queryKey: ['wedding-budget'] as const,
    queryFn: async ({ signal }) => (await apiRequest<{ item: WeddingBudgetBody }>(WEDDING_BUDGET_API, { signal })).item,
  });

export type Origin = { name: string; lat: number; lng: number };

/**
 * The chosen address for the distance row: the maps keyword search (Kakao Local through the API's proxy when a
 * key is configured; otherwise the halls' own names and addresses, which `source: 'local'` says).
 */
export function useOriginSearch(query: string) {
  return useQuery(
    queryOptions({
      queryKey: comparisonKeys.origin(query),
      queryFn: async ({ signal }) => {
        const body = await apiRequest<MapKeywordResponse>('/v3/book/maps/keyword', { query: { query }, signal });
        const places = body.documents
          .map((d) => ({ name: d.place_name || d.address_name, lat: Number(d.y), lng: Number(d.x) }))
          .filter((p) => Number.isFinite(p.lat) && Number.isFinite(p.lng));
        return { places, source: body.source };
      },
      enabled: query.trim() !== '',
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    }),
  );
}
