import { PARTNER_REVIEW_ERROR_CODES as C } from '@wedding/contract/partner-reviews';
import { badRequest, conflict, notFound } from '../../shared/errors.ts';

export const partnerReviewNotFound = () => notFound('리뷰를 찾을 수 없습니다.', C.REVIEW_NOT_FOUND);
export const partnerReviewDeleted = () =>
  conflict('작성자가 삭제한 리뷰에는 답변하거나 신고할 수 없습니다.', C.REVIEW_DELETED);
export const answerNotFound = () => notFound('이 리뷰에는 아직 답변이 없습니다.', C.ANSWER_NOT_FOUND);
export const disputeExists = () =>
  conflict(
    '이 리뷰는 이미 신고하셨습니다. 리뷰 하나는 한 번만 신고할 수 있고, 운영팀이 검토한 뒤 결과를 알려 드립니다.',
    C.DISPUTE_EXISTS,
  );
export const invalidText = (message: string) => badRequest(message);
