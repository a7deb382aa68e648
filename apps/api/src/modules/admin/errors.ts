import { ADMIN_ERROR_CODES as C } from '@wedding/contract/admin-constants';
import { OPERATOR_CHANGE_MESSAGES } from '@wedding/domain/operator-roles';
import { AppError, badRequest, conflict, forbidden, notFound, unauthorized } from '../../shared/errors.ts';

export const operatorLoginRequired = () => unauthorized('운영자 콘솔에 로그인해 주세요.', C.OPERATOR_LOGIN_REQUIRED);
export const operatorForbidden = () => forbidden('이 메뉴를 사용할 권한이 없습니다.', C.OPERATOR_FORBIDDEN);
export const operatorLoginFailed = () =>
  new AppError(401, C.OPERATOR_LOGIN_FAILED, '이메일 또는 비밀번호가 올바르지 않습니다.');
export const operatorTotpInvalid = () =>
  new AppError(401, C.TOTP_INVALID, '인증 코드가 올바르지 않습니다. 앱에 표시된 새 코드를 입력해 주세요.');
export const operatorEmailTaken = () => conflict('이미 운영자 계정이 있는 이메일입니다.', 'OPERATOR_EMAIL_TAKEN');
export const operatorInputInvalid = (message: string) => badRequest(message, 'OPERATOR_INPUT_INVALID');
export const operatorPasswordInvalid = (message: string) => badRequest(message, C.OPERATOR_PASSWORD_INVALID);
export const operatorNotFound = () => notFound('운영자 계정을 찾을 수 없습니다.', C.OPERATOR_NOT_FOUND);
export const operatorSelf = () => conflict(OPERATOR_CHANGE_MESSAGES.SELF, C.OPERATOR_SELF);
export const lastAdmin = () => conflict(OPERATOR_CHANGE_MESSAGES.LAST_ADMIN, C.LAST_ADMIN);
export const operatorUnchanged = (message: string) => conflict(message, C.OPERATOR_STATE_CONFLICT);
