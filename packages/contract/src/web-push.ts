import * as z from 'zod/mini';
import { PUSH_ENDPOINT_MAX_LENGTH } from './web-push-constants.ts';

// Web push (issue 28 §5): the server's public VAPID key, the browser's PushSubscription as
// `JSON.stringify(subscription)` spells it, and the couple's promotional-alert preferences.

/** GET /api/push/config. `publicKey` is the VAPID key the browser passes as `applicationServerKey`. */
export const pushConfigResponseSchema = z.object({ enabled: z.boolean(), publicKey: z.nullable(z.string()) });
export type PushConfigResponse = z.infer<typeof pushConfigResponseSchema>;

const BASE64URL = /^[A-Za-z0-9_-]+$/;
/** Bytes a base64url string (no padding) decodes to, or -1 when it is not one. */
export function base64urlByteLength(value: string): number {
  if (!BASE64URL.test(value) || value.length % 4 === 1) return -1;
  return Math.floor((value.length * 3) / 4);
}

/** A P-256 public key, uncompressed: 65 bytes (0x04, x, y) = 87 base64url characters. */
const p256dhSchema = z
  .string('p256dh 키가 필요해요.')
  .check(z.refine((v) => base64urlByteLength(v) === 65, 'p256dh 키는 base64url로 쓴 65바이트 P-256 공개키여야 해요.'));
/** RFC 8291's authentication secret: 16 bytes = 22 base64url characters. */
const authSchema = z
  .string('auth 값이 필요해요.')
  .check(z.refine((v) => base64urlByteLength(v) === 16, 'auth 값은 base64url로 쓴 16바이트여야 해요.'));

const endpointSchema = z.string('endpoint가 필요해요.').check(
  z.maxLength(PUSH_ENDPOINT_MAX_LENGTH, `endpoint는 ${PUSH_ENDPOINT_MAX_LENGTH}자를 넘을 수 없어요.`),
  z.refine((v) => {
    try {
      const url = new URL(v);
      return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
    } catch {
      return false;
    }
  }, 'endpoint는 푸시 서비스의 https 주소여야 해요.'),
);

/** POST /api/push/subscriptions: the browser's PushSubscription JSON. */
export const pushSubscriptionBodySchema = z.object({
  endpoint: endpointSchema,
  expirationTime: z.optional(z.nullable(z.number())),
  keys: z.object({ p256dh: p256dhSchema, auth: authSchema }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

/** DELETE /api/push/subscriptions: which of this couple's subscriptions to forget. */
export const pushUnsubscribeBodySchema = z.object({ endpoint: endpointSchema });
export type PushUnsubscribeBody = z.infer<typeof pushUnsubscribeBodySchema>;

/**
 * The couple's promotional alerts ('빈 날짜·가격 인하 알림'): in the in-app inbox (on by default) and by web
 * push (off until they tap to allow it on a device). `pushConsentedAt` is when push was last allowed (ISO);
 * `pushDevices` counts the subscriptions the server keeps for them.
 */
export const notificationPreferencesSchema = z.object({
  promotionsInApp: z.boolean(),
  promotionsPush: z.boolean(),
  pushConsentedAt: z.nullable(z.string()),
  pushDevices: z.number().check(z.int()),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** PUT /api/me/notification-preferences: either switch, or both. */
export const notificationPreferencesUpdateSchema = z.object({
  promotionsInApp: z.optional(z.boolean('켜기 또는 끄기로 보내 주세요.')),
  promotionsPush: z.optional(z.boolean('켜기 또는 끄기로 보내 주세요.')),
});
export type NotificationPreferencesUpdate = z.infer<typeof notificationPreferencesUpdateSchema>;

/** POST /api/push/subscriptions answers the couple's preferences as they stand after subscribing. */
export const pushSubscribeResponseSchema = notificationPreferencesSchema;
