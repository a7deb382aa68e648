import { Writable } from 'node:stream';

export type LogLine = Record<string, unknown> & { msg?: string; reqId?: string };

/** A pino destination that keeps every line the app writes, raw and parsed. */
export function createLogCollector() {
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      raw.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return {
    /** Fastify logger options writing here, at the most detailed level, so no line escapes the scan. */
    logger: { level: 'trace', stream },
    raw,
    lines: (): LogLine[] => raw.map((line) => JSON.parse(line) as LogLine),
  };
}
