import { WEB_PUSH_ERROR_CODES as C, WEB_PUSH_DISABLED_MESSAGE } from '@wedding/contract/web-push-constants';
import { badRequest, conflict } from '../../shared/errors.ts';

export const webPushDisabled = () => conflict(WEB_PUSH_DISABLED_MESSAGE, C.WEB_PUSH_DISABLED);
export const endpointNotAllowed = () =>
  badRequest('브라우저 푸시 서비스의 https 주소만 등록할 수 있어요.', C.PUSH_ENDPOINT_NOT_ALLOWED);
export const subscriptionRequired = () =>
  conflict('이 기기에서 알림을 허용한 뒤에 웹 푸시를 켤 수 있어요.', C.PUSH_SUBSCRIPTION_REQUIRED);
