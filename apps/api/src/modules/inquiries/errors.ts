import { INQUIRY_ERROR_CODES as C } from '@wedding/contract/inquiries-constants';
import { INQUIRY_MESSAGES } from '@wedding/domain/inquiry';
import { badRequest, conflict, notFound } from '../../shared/errors.ts';

export const inquiryNotFound = () => notFound('문의를 찾을 수 없어요.', C.INQUIRY_NOT_FOUND);
export const subjectNotFound = (what: string) => notFound(`${what}을(를) 찾을 수 없어요.`, C.INQUIRY_SUBJECT_NOT_FOUND);
export const invalidMessage = (message: string) => badRequest(message, C.INQUIRY_INVALID_MESSAGE);
export const foreignImage = () => badRequest('내가 올린 사진만 보낼 수 있어요.', C.INQUIRY_FOREIGN_IMAGE);
export const noPhone = () => conflict(INQUIRY_MESSAGES.NO_PHONE, C.INQUIRY_NO_PHONE);
export const templateNotFound = () => notFound('템플릿을 찾을 수 없어요.', C.INQUIRY_TEMPLATE_NOT_FOUND);
export const invalidTemplate = (message: string) => badRequest(message, C.INQUIRY_TEMPLATE_INVALID);
export const templatesFull = () => conflict(INQUIRY_MESSAGES.TEMPLATES_FULL, C.INQUIRY_TEMPLATES_FULL);
