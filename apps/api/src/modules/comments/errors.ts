import { COMMENT_ERROR_CODES as C } from '@wedding/contract/comments';
import { forbidden, notFound } from '../../shared/errors.ts';

export const commentNotFound = () => notFound('댓글을 찾을 수 없어요.', C.COMMENT_NOT_FOUND);
export const notCommentAuthor = () => forbidden('내가 쓴 댓글만 고치거나 지울 수 있어요.', C.NOT_COMMENT_AUTHOR);
