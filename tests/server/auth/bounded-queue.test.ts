import { describe, expect, it } from 'vitest';
import { createBoundedQueue, QueueFullError } from '#server/auth/bounded-queue.ts';

// The bounded queue behind password hashing: never more than `concurrency` at once, first come
// first served, and a refusal (with a guess of when to come back) once the line is full.

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

describe('createBoundedQueue', () => {
  it('runs at most `concurrency` tasks at once, in the order they came', async () => {
    const queue = createBoundedQueue({ concurrency: 2, maxWaiting: 10, expectedTaskMs: 100 });
    const gates = Array.from({ length: 5 }, gate);
    const started: number[] = [];
    let peak = 0;
    const results = gates.map((g, i) =>
      queue.run(async () => {
        started.push(i);
        peak = Math.max(peak, queue.running);
        await g.opened;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(queue.waiting).toBe(3);
    // A newcomer while a slot is being handed over must not jump the line.
    gates[1]?.open();
    const late = queue.run(async () => {
      started.push(99);
      return 99;
    });
    for (const g of gates) g.open();
    expect(await Promise.all([...results, late])).toEqual([0, 1, 2, 3, 4, 99]);
    expect(started).toEqual([0, 1, 2, 3, 4, 99]);
    expect(peak).toBe(2);
    expect(queue.running).toBe(0);
  });

  it('refuses a task once `maxWaiting` are waiting, with a Retry-After from measured durations', async () => {
    let clock = 0;
    const queue = createBoundedQueue({
      concurrency: 1,
      maxWaiting: 2,
      expectedTaskMs: 1500,
      now: () => clock,
    });
    const g = gate();
    const running = queue.run(() => g.opened);
    const waiting = [queue.run(async () => {}), queue.run(async () => {})];
    const refused = queue.run(async () => 'never');
    await expect(refused).rejects.toBeInstanceOf(QueueFullError);
    // Three ahead of it at the first guess of 1.5 s each, one at a time: 4.5 s, rounded up.
    await expect(refused).rejects.toMatchObject({ retryAfterSeconds: 5 });
    clock = 1500;
    g.open();
    await Promise.all([running, ...waiting]);
    expect(queue.running).toBe(0);
    expect(queue.waiting).toBe(0);
  });

  it('frees the slot of a task that failed', async () => {
    const queue = createBoundedQueue({ concurrency: 1, maxWaiting: 0, expectedTaskMs: 10 });
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await queue.run(async () => 'next')).toBe('next');
  });
});
