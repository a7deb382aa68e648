import type { PartnerAnswer, PartnerDispute, PartnerReviewList } from '@wedding/contract/partner-reviews';
import type { ReviewDisputeReason } from '@wedding/domain/review-dispute';
import { CONSOLE_QUERY_KEY, consoleRequest } from './console-api.ts';

export const partnerReviewsQueryKey = [...CONSOLE_QUERY_KEY, 'reviews'] as const;
/** The couple's side's review keys (features/reviews: 'community'); named here, not imported across features. */
export const COMMUNITY_QUERY_KEY = ['community'] as const;

/** GET /v3/partner-center/reviews: 20 a page, newest first; `unanswered` keeps the ones still waiting. */
export function fetchPartnerReviews(page: number, unanswered: boolean): Promise<PartnerReviewList> {
  return consoleRequest<PartnerReviewList>('/reviews', { query: { page, unanswered: String(unanswered) } });
}

export async function saveAnswer(uuid: string, content: string): Promise<PartnerAnswer> {
  return (
    await consoleRequest<{ item: PartnerAnswer }>(`/reviews/${uuid}/answer`, { method: 'PUT', body: { content } })
  ).item;
}

export const deleteAnswer = (uuid: string) => consoleRequest(`/reviews/${uuid}/answer`, { method: 'DELETE' });

export async function disputeReview(
  uuid: string,
  body: { reason: ReviewDisputeReason; text: string },
): Promise<PartnerDispute> {
  return (await consoleRequest<{ item: PartnerDispute }>(`/reviews/${uuid}/dispute`, { method: 'POST', body })).item;
}
