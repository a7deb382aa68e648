// Web push and the couple's promotional-alert consent (issue 28 §5): paths, codes and limits, zod-free so the
// screens import them cheaply.

export const PUSH_CONFIG_PATH = '/api/push/config';
export const PUSH_SUBSCRIPTIONS_PATH = '/api/push/subscriptions';
export const NOTIFICATION_PREFERENCES_PATH = '/api/me/notification-preferences';

export const WEB_PUSH_ERROR_CODES = {
  /** No VAPID keys on this server: web push is off (GET /api/push/config says enabled false). */
  WEB_PUSH_DISABLED: 'WEB_PUSH_DISABLED',
  /** An endpoint that is not https (http only for loopback outside production), or points at a private address. */
  PUSH_ENDPOINT_NOT_ALLOWED: 'PUSH_ENDPOINT_NOT_ALLOWED',
  /** promotionsPush turned on before this couple has any push subscription. */
  PUSH_SUBSCRIPTION_REQUIRED: 'PUSH_SUBSCRIPTION_REQUIRED',
} as const;

/** Real push services' endpoints are a few hundred characters; the cap keeps the column honest. */
export const PUSH_ENDPOINT_MAX_LENGTH = 1024;
/** Devices kept per couple: a new subscription past this forgets the one unused longest (a couple has a few). */
export const MAX_PUSH_DEVICES = 10;
/** The user agent kept beside a subscription, to name the device in a list later; cut to this length. */
export const PUSH_USER_AGENT_MAX_LENGTH = 200;

/** Shown instead of the web-push switch when the server has no VAPID keys. */
export const WEB_PUSH_DISABLED_MESSAGE = '이 서버에서는 웹 푸시 알림을 보낼 수 없어요.';
