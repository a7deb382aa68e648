import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const SERVER = path.resolve(import.meta.dirname, '../../src/server.ts');

/** A real `node apps/api/src/server.ts` process whose stdout and stderr are kept for the test to read. */
export type ApiProcess = {
  child: ChildProcess;
  port: number;
  stdout(): string;
  stderr(): string;
  /** Resolves when /health/ready answers 200; throws if the process exits first or `timeoutMs` passes. */
  ready(timeoutMs: number): Promise<void>;
  /** Sends `signal` and resolves with the exit code (null when killed by a signal). */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
};

export async function spawnApi(port: number, env: Record<string, string>): Promise<ApiProcess> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'wedding-api-process-'));
  const child = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      JWT_SECRET: 'api-process-test-secret-0123456789abcdef',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SHUTDOWN_DELAY_MS: '0',
      REDIS_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    err += chunk.toString();
  });
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  return {
    child,
    port,
    stdout: () => out,
    stderr: () => err,
    async ready(timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (child.exitCode !== null || child.signalCode !== null)
          throw new Error(`API on port ${port} exited (${child.exitCode ?? child.signalCode}): ${err || out}`);
        const ok = await fetch(`http://127.0.0.1:${port}/health/ready`)
          .then((r) => r.ok)
          .catch(() => false);
        if (ok) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`API on port ${port} not ready within ${timeoutMs} ms: ${err || out}`);
    },
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
