import type { AdminDispute } from '@wedding/contract/admin-disputes';

/** A day as the console shows it: 2026년 3월 5일, in Korea time. */
export const disputeDate = (ms: number) =>
  new Date(ms).toLocaleDateString('ko-KR', { timeZone: 'Asia/Seoul', year: 'numeric', month: 'long', day: 'numeric' });

/** The review's visibility in words: what a visitor sees of it now. */
export function reviewStatus(review: AdminDispute['review']): string {
  if (review.state === 0) return '삭제됨';
  return review.blinded ? '블라인드' : '공개 중';
}
