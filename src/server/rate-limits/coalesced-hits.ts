import type { CounterState } from './counters.repo';

// Hits on one counter key from one instance, batched: while an upsert for a key is on its way, the
// hits that arrive for that key wait and then go as one upsert adding their number. Every hit still
// gets its own exact count (as if the upserts had queued one by one on the row), but a burst from one
// address costs one round trip per batch instead of one row-locked statement per request.

export type AddHits = (key: string, windowMs: number, hits: number) => Promise<CounterState>;

interface Waiter {
  resolve(state: CounterState): void;
  reject(error: unknown): void;
}

interface KeyBatch {
  windowMs: number;
  waiting: Waiter[];
}

export function coalesceHits(addHits: AddHits): (key: string, windowMs: number) => Promise<CounterState> {
  /** Keys with an upsert in flight, and the hits that arrived meanwhile (sent when it returns). */
  const inFlight = new Map<string, KeyBatch>();

  const send = (key: string, windowMs: number, batch: Waiter[]) => {
    inFlight.set(key, { windowMs, waiting: [] });
    addHits(key, windowMs, batch.length).then(
      (state) => {
        // The batch's hits are the last `batch.length` of the returned count, in arrival order.
        const first = state.hits - batch.length + 1;
        batch.forEach((waiter, index) => {
          waiter.resolve({ hits: first + index, ttlMs: state.ttlMs });
        });
        next(key);
      },
      (error: unknown) => {
        for (const waiter of batch) waiter.reject(error);
        next(key);
      },
    );
  };

  const next = (key: string) => {
    const queued = inFlight.get(key);
    if (queued && queued.waiting.length > 0) send(key, queued.windowMs, queued.waiting);
    else inFlight.delete(key);
  };

  return (key, windowMs) =>
    new Promise<CounterState>((resolve, reject) => {
      const queued = inFlight.get(key);
      if (queued) queued.waiting.push({ resolve, reject });
      else send(key, windowMs, [{ resolve, reject }]);
    });
}
