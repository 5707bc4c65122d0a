import type { CountersRepo } from './counters.repo';

// Each instance deletes ended windows now and then, so keys that are never hit again (one-off
// addresses, a flood from many addresses) do not pile up. Bounded work per run: a few batches of
// an indexed delete. The timer is unref()ed, so it never keeps the process alive, and stop() ends it.

export interface CounterSweep {
  /** One bounded sweep; resolves to the number of rows deleted. */
  runOnce(): Promise<number>;
  stop(): void;
}

export interface CounterSweepOptions {
  intervalMs?: number;
  batchSize?: number;
  maxBatches?: number;
  onError: (error: unknown) => void;
}

export function startCounterSweep(repo: CountersRepo, options: CounterSweepOptions): CounterSweep {
  const { intervalMs = 60_000, batchSize = 1_000, maxBatches = 20, onError } = options;
  let running: Promise<number> | undefined;

  const sweep = async (): Promise<number> => {
    let total = 0;
    for (let batch = 0; batch < maxBatches; batch++) {
      const deleted = await repo.sweepExpired(batchSize);
      total += deleted;
      if (deleted < batchSize) break;
    }
    return total;
  };

  const runOnce = (): Promise<number> => {
    // One sweep at a time per instance, even if a run outlasts the interval.
    running ??= sweep().finally(() => {
      running = undefined;
    });
    return running;
  };

  const timer = setInterval(() => {
    runOnce().catch(onError);
  }, intervalMs);
  timer.unref();

  return {
    runOnce,
    stop: () => clearInterval(timer),
  };
}
