import { Redis } from 'ioredis';
import type { LiveBus } from './live-bus.ts';
import { createLocalFanOut } from './local-fan-out.ts';

/**
 * Redis pub/sub: one publishing and one subscribing connection per process. The subscriber listens to the whole
 * prefix once (a pattern), and hands each message to this process's streams on that channel.
 */
export function createRedisLiveBus(
  redisUrl: string,
  prefix: string,
  log: { warn(o: object, m: string): void } = { warn: () => {} },
): LiveBus {
  const local = createLocalFanOut();
  const pub = new Redis(redisUrl, { maxRetriesPerRequest: 1, commandTimeout: 2000, lazyConnect: true });
  const sub = new Redis(redisUrl, { lazyConnect: true });
  pub.on('error', () => {});
  sub.on('error', () => {});
  let listening: Promise<void> | null = null;

  function listen(): Promise<void> {
    listening ??= (async () => {
      sub.on('pmessage', (_pattern: string, channel: string, message: string) => {
        try {
          local.emit(channel.slice(prefix.length), JSON.parse(message));
        } catch {
          // Not ours (a foreign publisher on the prefix): nothing to deliver.
        }
      });
      await sub.psubscribe(`${prefix}*`);
    })().catch((error: unknown) => {
      listening = null;
      throw error;
    });
    return listening;
  }

  return {
    mode: 'redis',
    async publish(channel, event) {
      try {
        await pub.publish(`${prefix}${channel}`, JSON.stringify(event));
      } catch (error) {
        // The message is saved; only its live delivery elsewhere is lost, so this process's streams still get it.
        log.warn({ err: error, channel }, 'live event not published to Redis; delivered in this process only');
        local.emit(channel, event);
      }
    },
    async subscribe(channel, listener) {
      const off = local.on(channel, listener);
      try {
        await listen();
      } catch (error) {
        log.warn({ err: error }, 'live events: Redis subscription failed; this stream hears this process only');
      }
      return off;
    },
    async close() {
      await Promise.all([pub.quit().catch(() => pub.disconnect()), sub.quit().catch(() => sub.disconnect())]);
    },
  };
}
