import { queryOptions } from '@tanstack/react-query';
import type { WeddingBudgetBody } from '@wedding/contract/comparison';
import { apiRequest } from '../../../shared/api/client.ts';

// The path is written out rather than imported from contract/comparison-constants: a module shared by several
// lazy chunks becomes a chunk of its own, named in every page's route table (initial JS, issue 30).
const WEDDING_BUDGET_API = '/v3/comparison/budget';

// The couple's expected guests and budget ceiling (issue 30 §4): mypage sets them, the comparison starts from them.

export const weddingBudgetKey = ['wedding-budget'] as const;

export const weddingBudgetQuery = () =>
  queryOptions({
    queryKey: weddingBudgetKey,
    queryFn: async ({ signal }) => (await apiRequest<{ item: WeddingBudgetBody }>(WEDDING_BUDGET_API, { signal })).item,
  });

export const saveWeddingBudget = async (body: WeddingBudgetBody) =>
  (await apiRequest<{ item: WeddingBudgetBody }>(WEDDING_BUDGET_API, { method: 'PUT', body })).item;
