import { createHash } from 'node:crypto';
import webpush from 'web-push';
import type { WebPushConfig } from '../../config.ts';

// Sends one push message (RFC 8030) through the `web-push` package: it encrypts the payload (RFC 8291,
// aes128gcm) and signs the VAPID token (RFC 8292) in `generateRequestDetails`; the request itself goes through
// fetch, which has a deadline and reaches the loopback http endpoint a development browser or test fake gives
// (web-push's own sendNotification only speaks https).

export type PushSubscriptionKeys = { endpoint: string; p256dh: string; auth: string };
/** What the service worker shows: `url` is opened on a tap (same origin only), `tag` replaces an older one. */
export type PushPayload = { title: string; body: string; url: string; tag: string };
/** SENT: the push service took it. GONE: the subscription no longer exists (404/410); delete it. */
export type PushOutcome = 'SENT' | 'GONE';

export type WebPushSender = {
  /** False without VAPID keys: `send` would throw, the caller should not queue pushes at all. */
  enabled: boolean;
  send(subscription: PushSubscriptionKeys, payload: PushPayload): Promise<PushOutcome>;
};

/**
 * The push service refused or could not be reached. `retryable` is true for 5xx, 429 and network failures
 * (try again later with backoff), false for other 4xx (a payload too large, a VAPID key the subscription was
 * not made with): repeating the same request cannot succeed.
 */
export class WebPushSendError extends Error {
  override name = 'WebPushSendError';
  readonly statusCode: number | null;
  readonly retryable: boolean;

  constructor(message: string, statusCode: number | null, retryable: boolean, options?: { cause?: unknown }) {
    super(message, options);
    this.statusCode = statusCode;
    this.retryable = retryable;
  }
}

/** A promotional alert still matters the next day, not after: the push service drops it after 24 h. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
const REQUEST_TIMEOUT_MS = 10_000;

export type WebPushSenderOptions = { timeoutMs?: number; fetch?: typeof fetch };

export function createWebPushSender(
  config: WebPushConfig | undefined,
  options: WebPushSenderOptions = {},
): WebPushSender {
  if (!config) {
    return {
      enabled: false,
      send: () => Promise.reject(new WebPushSendError('web push is not configured (WEB_PUSH_* unset)', null, false)),
    };
  }
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const vapidDetails = { subject: config.subject, publicKey: config.publicKey, privateKey: config.privateKey };

  // A key the browser gave that is no P-256 point cannot be encrypted to, now or later.
  const encrypted = (subscription: PushSubscriptionKeys, payload: PushPayload) => {
    try {
      return webpush.generateRequestDetails(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(payload),
        {
          vapidDetails,
          TTL: PUSH_TTL_SECONDS,
          urgency: 'normal',
          topic: topicFor(payload.tag),
          contentEncoding: 'aes128gcm',
        },
      );
    } catch (error) {
      throw new WebPushSendError('the subscription cannot be encrypted to', null, false, { cause: error });
    }
  };

  return {
    enabled: true,
    async send(subscription, payload) {
      const request = encrypted(subscription, payload);
      let response: Response;
      try {
        response = await doFetch(request.endpoint, {
          method: request.method,
          headers: headersOf(request.headers),
          body: request.body ? new Uint8Array(request.body) : null,
          signal: AbortSignal.timeout(timeoutMs),
          redirect: 'error',
        });
      } catch (error) {
        throw new WebPushSendError('push service unreachable', null, true, { cause: error });
      }
      // The body is a push service's diagnostic at most; read it so the connection can be reused.
      const detail = (await response.text().catch(() => '')).slice(0, 200);
      if (response.status >= 200 && response.status < 300) return 'SENT';
      if (response.status === 404 || response.status === 410) return 'GONE';
      const retryable = response.status >= 500 || response.status === 429;
      throw new WebPushSendError(
        `push service answered ${response.status} ${detail}`.trim(),
        response.status,
        retryable,
      );
    },
  };
}

/**
 * RFC 8030's Topic: at most 32 base64url characters. A message waiting at the push service is replaced by a
 * newer one of the same topic, so a couple offline for a day gets the latest alert of a tag, not a pile.
 */
export function topicFor(tag: string): string {
  const cleaned = tag.replace(/[^A-Za-z0-9_-]/g, '-');
  if (cleaned.length <= 32 && cleaned.length > 0) return cleaned;
  return createHash('sha256').update(tag).digest('base64url').slice(0, 32);
}

/** web-push's headers hold numbers (TTL, Content-Length); fetch sets Content-Length itself. */
function headersOf(headers: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]) => [name, String(value)]),
  );
}
