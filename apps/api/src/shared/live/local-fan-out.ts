import { EventEmitter } from 'node:events';

/** Listeners of one process by channel; the Redis bus delivers into one of these too. */
export function createLocalFanOut() {
  const emitter = new EventEmitter();
  // One listener per open stream: hundreds are normal, not a leak.
  emitter.setMaxListeners(0);
  return {
    emit: (channel: string, event: unknown) => {
      emitter.emit(channel, event);
    },
    on(channel: string, listener: (event: unknown) => void): () => void {
      emitter.on(channel, listener);
      return () => emitter.off(channel, listener);
    },
  };
}
