import { describe, expect, it } from 'vitest';
import { createWorkQueue, uploadConcurrency } from '../../src/modules/uploads/work-queue.ts';

// Decision 0032: re-encodes run N at once, a few more wait, and past that the queue refuses at once.

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

const full = () => new Error('full');

describe('upload work queue', () => {
  it('runs at most `concurrency` jobs at once; the rest wait and start in arrival order', async () => {
    const queue = createWorkQueue({ concurrency: 2, maxWaiting: 10, full });
    const gates = Array.from({ length: 5 }, gate);
    const started: number[] = [];
    let peak = 0;
    let running = 0;
    const jobs = gates.map((g, i) =>
      queue.run(async () => {
        started.push(i);
        peak = Math.max(peak, ++running);
        await g.opened;
        running--;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(queue.stats()).toEqual({ running: 2, waiting: 3 });
    gates[1]!.open();
    await jobs[1];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1, 2]);
    for (const g of gates) g.open();
    expect(await Promise.all(jobs)).toEqual([0, 1, 2, 3, 4]);
    expect(peak).toBe(2);
    expect(queue.stats()).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses at once past `maxWaiting`, without running the job', async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 1, full });
    const g = gate();
    const first = queue.run(() => g.opened);
    const second = queue.run(async () => 'second');
    let ran = false;
    await expect(
      queue.run(async () => {
        ran = true;
      }),
    ).rejects.toThrow('full');
    expect(ran).toBe(false);
    g.open();
    await first;
    expect(await second).toBe('second');
  });

  it('frees the place of a job that fails', async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 0, full });
    await expect(queue.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await queue.run(async () => 'next')).toBe('next');
  });

  it('takes a place a core but one, and leaves one of libuv’s pool threads for file reads, argon2 and DNS', () => {
    expect(uploadConcurrency(2, 4)).toBe(1);
    expect(uploadConcurrency(4, 4)).toBe(3);
    expect(uploadConcurrency(16, 4)).toBe(3);
    expect(uploadConcurrency(16, 16)).toBe(15);
    expect(uploadConcurrency(1, 4)).toBe(1);
  });
});
