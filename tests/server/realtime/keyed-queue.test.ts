import { describe, expect, it } from 'vitest';
import { createKeyedQueue } from '#server/realtime/keyed-queue.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('createKeyedQueue', () => {
  it('finishes the tasks of one key in the order they were queued, however long each takes', async () => {
    const queue = createKeyedQueue<number>((error) => {
      throw error;
    });
    const done: number[] = [];
    const delays = [30, 1, 20, 0, 10];
    await Promise.all(
      delays.map((ms, i) =>
        queue.run(7, async () => {
          await sleep(ms);
          done.push(i);
        }),
      ),
    );
    expect(done).toEqual([0, 1, 2, 3, 4]);
  });

  it('runs different keys side by side', async () => {
    const queue = createKeyedQueue<string>(() => {});
    const done: string[] = [];
    await Promise.all([
      queue.run('slow', async () => {
        await sleep(40);
        done.push('slow');
      }),
      queue.run('fast', async () => {
        done.push('fast');
      }),
    ]);
    expect(done).toEqual(['fast', 'slow']);
  });

  it('reports a failing task and still runs the ones behind it, then forgets the key', async () => {
    const errors: unknown[] = [];
    const queue = createKeyedQueue<number>((error) => errors.push(error));
    const done: number[] = [];
    const first = queue.run(1, async () => {
      throw new Error('read failed');
    });
    const second = queue.run(1, async () => {
      done.push(2);
    });
    expect(queue.pendingKeys).toBe(1);
    await Promise.all([first, second]);
    await sleep(0);
    expect(done).toEqual([2]);
    expect(errors).toHaveLength(1);
    expect(queue.pendingKeys).toBe(0);
  });
});
