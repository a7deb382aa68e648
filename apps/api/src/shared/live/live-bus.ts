import { createHash } from 'node:crypto';
import { createLocalFanOut } from './local-fan-out.ts';
import { createRedisLiveBus } from './redis-live-bus.ts';

/**
 * Fans live events (a new inquiry message, a read marker) out to the Server-Sent-Event streams that listen on a
 * channel ('customer:12', 'partner:3'). With REDIS_URL every API process hears every publish through Redis
 * pub/sub; without it only the process that published does (DESIGN §4: one process is then the deployment).
 */
export type LiveBus = {
  publish(channel: string, event: unknown): Promise<void>;
  /** Resolves once the subscription is live, so a stream announces itself only when it can hear. */
  subscribe(channel: string, listener: (event: unknown) => void): Promise<() => void>;
  mode: 'redis' | 'process';
  close(): Promise<void>;
};

export function createProcessLiveBus(): LiveBus {
  const local = createLocalFanOut();
  return {
    mode: 'process',
    async publish(channel, event) {
      local.emit(channel, event);
    },
    async subscribe(channel, listener) {
      return local.on(channel, listener);
    },
    async close() {},
  };
}

export const REDIS_LIVE_PREFIX = 'wd:live:';

/** Redis when `redisUrl` is set; `scope` names the database, so two databases on one Redis never cross. */
export function createLiveBus(options: {
  redisUrl: string | undefined;
  scope: string;
  log?: { warn(o: object, m: string): void };
}): LiveBus {
  if (!options.redisUrl) return createProcessLiveBus();
  const scope = createHash('sha256').update(options.scope).digest('base64url').slice(0, 12);
  return createRedisLiveBus(options.redisUrl, `${REDIS_LIVE_PREFIX}${scope}:`, options.log);
}
