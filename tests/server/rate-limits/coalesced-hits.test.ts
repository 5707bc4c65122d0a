import { describe, expect, it } from 'vitest';
import { coalesceHits } from '#server/rate-limits/coalesced-hits.ts';
import type { CounterState } from '#server/rate-limits/counters.repo.ts';

// Hits that arrive for one key while its upsert is on its way go together in the next upsert, and
// each still gets its own count.

interface Call {
  key: string;
  hits: number;
  settle(result: CounterState | Error): void;
}

function fakeCounter() {
  const calls: Call[] = [];
  const totals = new Map<string, number>();
  const addHits = (key: string, _windowMs: number, hits: number) =>
    new Promise<CounterState>((resolve, reject) => {
      calls.push({
        key,
        hits,
        settle(result) {
          if (result instanceof Error) return reject(result);
          totals.set(key, (totals.get(key) ?? 0) + hits);
          resolve({ hits: totals.get(key)!, ttlMs: 60_000 });
        },
      });
    });
  return { calls, addHits };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('coalesced rate-limit hits', () => {
  it('sends the first hit alone and the 19 that arrive meanwhile as one upsert, each with its own count', async () => {
    const { calls, addHits } = fakeCounter();
    const hit = coalesceHits(addHits);
    const answers = Array.from({ length: 20 }, () => hit('route|a', 60_000));
    expect(calls.map((call) => call.hits)).toEqual([1]);
    calls[0]!.settle({ hits: 0, ttlMs: 0 });
    await flush();
    expect(calls.map((call) => call.hits)).toEqual([1, 19]);
    calls[1]!.settle({ hits: 0, ttlMs: 0 });
    const counts = (await Promise.all(answers)).map((state) => state.hits);
    expect(counts).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('keeps keys apart', async () => {
    const { calls, addHits } = fakeCounter();
    const hit = coalesceHits(addHits);
    const a = hit('route|a', 60_000);
    const b = hit('route|b', 60_000);
    expect(calls.map((call) => [call.key, call.hits])).toEqual([
      ['route|a', 1],
      ['route|b', 1],
    ]);
    for (const call of calls) call.settle({ hits: 0, ttlMs: 0 });
    expect((await a).hits).toBe(1);
    expect((await b).hits).toBe(1);
  });

  it('fails only the batch whose upsert failed, and counts the next batch', async () => {
    const { calls, addHits } = fakeCounter();
    const hit = coalesceHits(addHits);
    const first = hit('route|a', 60_000);
    const second = hit('route|a', 60_000);
    calls[0]!.settle(new Error('database down'));
    await expect(first).rejects.toThrow('database down');
    await flush();
    expect(calls[1]?.hits).toBe(1);
    calls[1]!.settle({ hits: 0, ttlMs: 0 });
    expect((await second).hits).toBe(1);
    // Nothing is left waiting: the next hit starts a new upsert at once.
    const third = hit('route|a', 60_000);
    expect(calls).toHaveLength(3);
    calls[2]!.settle({ hits: 0, ttlMs: 0 });
    expect((await third).hits).toBe(2);
  });
});
