import type { WebPushSender } from '../web-push/sender.ts';
import type { WebPushService } from '../web-push/service.ts';
import type { PushChannel } from './delivery-worker.ts';

/**
 * A promotional push to each browser the couple allowed (issue 28 §5). Sent when any device took it; a device the
 * push service says is gone is forgotten; a retryable failure on every device is an outage (the job retries), a
 * final one leaves the entry in the inbox only.
 */
export function createWebPushChannel(deps: {
  service: Pick<WebPushService, 'pushTargets' | 'recordOutcome'>;
  sender: WebPushSender;
}): PushChannel {
  return {
    async send(customerId, payload) {
      if (!deps.sender.enabled) return { status: 'SKIPPED', detail: 'PUSH_OFF' };
      const targets = await deps.service.pushTargets(customerId);
      if (targets.length === 0) return { status: 'SKIPPED', detail: 'NO_CONSENT_OR_DEVICE' };
      let sent = 0;
      let outage: unknown = null;
      for (const target of targets) {
        try {
          const outcome = await deps.sender.send(target, payload);
          await deps.service.recordOutcome(target.endpoint, outcome);
          if (outcome === 'SENT') sent += 1;
        } catch (error) {
          const retryable = Boolean((error as { retryable?: boolean }).retryable);
          if (retryable) outage = error;
          else await deps.service.recordOutcome(target.endpoint, 'FAILED');
        }
      }
      if (sent > 0) return { status: 'SENT' };
      if (outage) throw outage;
      return { status: 'SKIPPED', detail: 'ALL_DEVICES_GONE' };
    },
  };
}
