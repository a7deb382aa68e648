import { REVIEW_ERROR_CODES as C } from '@wedding/contract/reviews';
import { badRequest, conflict, forbidden, notFound } from '../../shared/errors.ts';

export const reviewNotFound = () => notFound('후기를 찾을 수 없어요.', C.REVIEW_NOT_FOUND);
export const notReviewAuthor = () => forbidden('내가 쓴 후기만 고치거나 지울 수 있어요.', C.NOT_REVIEW_AUTHOR);
export const reviewDeleted = () => conflict('삭제된 후기예요.', C.REVIEW_DELETED);
export const foreignImage = () => badRequest('내가 업로드한 이미지만 올릴 수 있어요.', C.INVALID_REVIEW_IMAGE);
export const unknownTag = () => badRequest('없는 태그예요. 태그를 다시 골라 주세요.', C.INVALID_REVIEW_TAG);
/** The ratings are not the reviewed partner's items (a planner rated on '음식', issue 25). */
export const wrongRatingItems = () => badRequest('모든 항목에 별점을 매겨 주세요.', C.INVALID_REVIEW_RATINGS);
