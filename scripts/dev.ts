// `npm run dev`: the API with Node's file watcher and Vite's dev server with hot reload, side by side.
// Vite (http://localhost:5173) proxies API paths to the API on :3000.
import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const children: ChildProcess[] = [];

function run(name: string, command: string, args: string[], cwd: string): void {
  const child = spawn(command, args, {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Node's --watch restarts the API with SIGTERM: no load balancer to wait for here (decision 0017).
    env: { SHUTDOWN_DELAY_MS: '0', ...process.env, FORCE_COLOR: '1' },
  });
  const prefix = `[${name}] `;
  const forward = (chunk: Buffer, out: NodeJS.WriteStream) =>
    out.write(
      chunk
        .toString()
        .split('\n')
        .map((line, i, all) => (i === all.length - 1 && line === '' ? '' : prefix + line))
        .join('\n'),
    );
  child.stdout?.on('data', (c: Buffer) => forward(c, process.stdout));
  child.stderr?.on('data', (c: Buffer) => forward(c, process.stderr));
  child.on('exit', (code) => {
    console.log(`${prefix}exited with ${code}`);
    shutdown(code ?? 0);
  });
  children.push(child);
}

let stopping = false;
function shutdown(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}

process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

run('api', process.execPath, ['--watch', 'apps/api/src/server.ts'], root);
run('web', 'npx', ['vite', '--port', '5173'], resolve(root, 'apps/web'));
