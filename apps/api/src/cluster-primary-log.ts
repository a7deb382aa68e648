import type { AppConfig } from './config.ts';

// The cluster primary's few lines, in the shape of the workers' (pino's JSON: numeric level, time, pid, msg), so
// one log shipper reads both. The primary builds no Fastify app, hence no pino of its own.

const LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Number.POSITIVE_INFINITY };

type Write = (fields: object, msg: string) => void;
export type PrimaryLog = { info: Write; warn: Write; error: Write };

export function createPrimaryLog(level: AppConfig['logLevel'], out: (line: string) => void = writeStdout): PrimaryLog {
  const at =
    (name: 'info' | 'warn' | 'error'): Write =>
    (fields, msg) => {
      if (LEVELS[name] < LEVELS[level]) return;
      out(
        `${JSON.stringify({ level: LEVELS[name], time: Date.now(), pid: process.pid, role: 'primary', ...fields, msg })}\n`,
      );
    };
  return { info: at('info'), warn: at('warn'), error: at('error') };
}

function writeStdout(line: string): void {
  process.stdout.write(line);
}
