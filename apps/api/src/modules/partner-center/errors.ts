import { PARTNER_CENTER_ERROR_CODES as C } from '@wedding/contract/partner-center-constants';
import { AppError, badRequest, conflict, forbidden, notFound, unauthorized } from '../../shared/errors.ts';

export const staffLoginRequired = () => unauthorized('파트너센터에 로그인해 주세요.', C.STAFF_LOGIN_REQUIRED);
export const staffForbidden = () =>
  forbidden('이 메뉴를 사용할 권한이 없습니다. 대표 계정에 문의해 주세요.', C.STAFF_FORBIDDEN);
export const staffLoginFailed = () =>
  new AppError(401, C.STAFF_LOGIN_FAILED, '이메일 또는 비밀번호가 올바르지 않습니다.');
export const totpRequiredError = () =>
  new AppError(401, C.TOTP_REQUIRED, '인증 앱에 표시된 6자리 코드를 입력해 주세요.');
export const totpInvalid = () =>
  new AppError(401, C.TOTP_INVALID, '인증 코드가 올바르지 않습니다. 앱에 표시된 새 코드를 입력해 주세요.');
export const totpEnrolmentRequired = () =>
  forbidden('대표 계정은 2단계 인증을 먼저 설정해야 합니다.', C.TOTP_ENROLMENT_REQUIRED);
export const inviteInvalid = () =>
  notFound('초대 링크가 만료되었거나 이미 사용되었습니다. 대표 계정에 새 초대를 요청해 주세요.', C.INVITE_INVALID);
export const staffEmailTaken = () => conflict('이미 파트너센터 계정이 있는 이메일입니다.', C.STAFF_EMAIL_TAKEN);
export const lastOwner = () =>
  conflict('대표 계정이 한 명은 있어야 합니다. 다른 대표를 먼저 지정해 주세요.', C.LAST_OWNER);
export const totpAlreadyOn = () => conflict('2단계 인증이 이미 설정되어 있습니다.');
export const notifyTelInvalid = () =>
  badRequest('휴대폰 번호를 010-0000-0000 형식으로 입력해 주세요.', C.NOTIFY_TEL_INVALID);
