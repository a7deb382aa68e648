import type {
  NotificationPreferences,
  NotificationPreferencesUpdate,
  PushConfigResponse,
  PushSubscriptionBody,
} from '@wedding/contract/web-push';
import { PUSH_USER_AGENT_MAX_LENGTH } from '@wedding/contract/web-push-constants';
import { promotionalSendAt } from '@wedding/domain/notification-rules';
import type { AppConfig } from '../../config.ts';
import { isAllowedPushEndpoint } from './endpoint-rules.ts';
import { endpointNotAllowed, subscriptionRequired, webPushDisabled } from './errors.ts';
import type { PreferencesRow, PushTarget, ReachRow, WebPushRepository } from './repository.ts';
import type { PushOutcome } from './sender.ts';

export type { PushTarget, ReachRow } from './repository.ts';

/** Who a promotional alert reaches and when a push of it may go (never 21:00–08:00 Seoul, issue 28 §5). */
export type PromotionalReach = {
  /** The first instant the pushes may be sent: `now`, or 08:00 Seoul next when `now` is in the quiet hours. */
  pushAt: Date;
  couples: ReachRow[];
};

/**
 * The couple's promotional-alert consent and their push devices (issue 28 §5). The screens use the first
 * half; the outbox's delivery job and the watch fan-out use `reach`, `mayPushPromotion`, `pushTargets` and
 * `recordOutcome`.
 */
export type WebPushService = {
  /** GET /api/push/config: whether this server can push, and the key browsers subscribe with. */
  config(): PushConfigResponse;
  subscribe(
    customerId: number,
    body: PushSubscriptionBody,
    userAgent: string | undefined,
  ): Promise<NotificationPreferences>;
  unsubscribe(customerId: number, endpoint: string): Promise<NotificationPreferences>;
  preferences(customerId: number): Promise<NotificationPreferences>;
  updatePreferences(customerId: number, patch: NotificationPreferencesUpdate): Promise<NotificationPreferences>;
  /** Whether a promotional push may go to this couple at all (consented, a device kept, web push on here). */
  mayPushPromotion(customerId: number): Promise<boolean>;
  /** This couple's devices for a promotional push: none unless `mayPushPromotion`. */
  pushTargets(customerId: number): Promise<PushTarget[]>;
  /** Many couples at once, for a fan-out: each one's inbox switch and push devices, and when pushes may go. */
  reach(customerIds: readonly number[], now: Date): Promise<PromotionalReach>;
  /** After a send: SENT stamps the device, GONE deletes it (push turns off with a couple's last device). */
  recordOutcome(endpoint: string, outcome: PushOutcome | 'FAILED'): Promise<void>;
};

export function createWebPushService(deps: {
  repository: WebPushRepository;
  config: Pick<AppConfig, 'webPush' | 'nodeEnv'>;
  now: () => Date;
}): WebPushService {
  const { repository, now } = deps;
  const webPush = deps.config.webPush;
  const production = deps.config.nodeEnv === 'production';

  const view = (row: PreferencesRow): NotificationPreferences => ({
    promotionsInApp: row.promotionsInApp,
    // Without keys nothing can be pushed, whatever was consented before.
    promotionsPush: Boolean(webPush) && row.promotionsPush && row.pushDevices > 0,
    pushConsentedAt: row.pushConsentedAt?.toISOString() ?? null,
    pushDevices: row.pushDevices,
  });
  const read = async (customerId: number) => view(await repository.preferences(customerId));

  return {
    config: () => ({ enabled: Boolean(webPush), publicKey: webPush?.publicKey ?? null }),

    async subscribe(customerId, body, userAgent) {
      if (!webPush) throw webPushDisabled();
      if (!isAllowedPushEndpoint(body.endpoint, production)) throw endpointNotAllowed();
      await repository.subscribe(
        customerId,
        {
          endpoint: body.endpoint,
          p256dh: body.keys.p256dh,
          auth: body.keys.auth,
          userAgent: userAgent ? userAgent.slice(0, PUSH_USER_AGENT_MAX_LENGTH) : null,
        },
        now(),
      );
      return read(customerId);
    },

    async unsubscribe(customerId, endpoint) {
      // Idempotent: forgetting a device that is already gone answers the same.
      await repository.unsubscribe(customerId, endpoint, now());
      return read(customerId);
    },

    preferences: read,

    async updatePreferences(customerId, patch) {
      if (patch.promotionsPush === true) {
        if (!webPush) throw webPushDisabled();
        // Push is turned on by subscribing (the tap that asks the browser); the switch alone may not.
        if ((await repository.preferences(customerId)).pushDevices === 0) throw subscriptionRequired();
      }
      await repository.updatePreferences(customerId, patch, now());
      return read(customerId);
    },

    async mayPushPromotion(customerId) {
      return (await read(customerId)).promotionsPush;
    },

    async pushTargets(customerId) {
      if (!webPush || !(await read(customerId)).promotionsPush) return [];
      return repository.subscriptions(customerId);
    },

    async reach(customerIds, at) {
      const couples = await repository.reach(customerIds);
      return {
        pushAt: promotionalSendAt(at),
        couples: webPush ? couples : couples.map((couple) => ({ ...couple, pushTargets: [] })),
      };
    },

    async recordOutcome(endpoint, outcome) {
      const at = now();
      if (outcome === 'SENT') await repository.markDelivered(endpoint, at);
      else if (outcome === 'GONE') await repository.forgetEndpoint(endpoint, at);
      else await repository.markFailed(endpoint, at);
    },
  };
}
