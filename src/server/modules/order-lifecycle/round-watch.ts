import { withAdvisoryLock } from '#server/db/advisory-lock.ts';
import type { DatabaseHandle } from '#server/db/client.ts';

// The timer behind the order core's own changes (orders nobody answers, orders for later that come
// due): a round, then the next one after the delay the round asks for, one at a time. Several
// instances may share one PostgreSQL: a session-level advisory lock lets one of them do a round
// while the others skip it (each change is a conditional UPDATE, so a double change is kept out
// anyway; the lock saves the work). PGlite has one process, so it just runs. The timer never keeps
// the process alive and nothing it does throws out of it.

export interface RoundWatch {
  /** Stops the timer and waits for a round in progress (before the database is closed). */
  stop(): Promise<void>;
}

export interface RoundWatchOptions<Result> {
  database: Pick<DatabaseHandle, 'kind' | 'pool'>;
  /** Fixed advisory-lock key of this round, distinct per kind of round. */
  lockKey: number;
  round: () => Promise<Result>;
  /** Milliseconds until the next round: after a round (its result) or a skipped or failed one (undefined). */
  nextDelayMs: (result: Result | undefined) => number;
  /** Counts only: nothing personal is logged. */
  report: (result: Result) => void;
  onError: (error: unknown) => void;
  /** Before the first round. */
  firstDelayMs: number;
}

/** One round under the lock; `ran` is false when another instance held it. */
export async function roundUnderLock<Result>(
  database: Pick<DatabaseHandle, 'kind' | 'pool'>,
  lockKey: number,
  round: () => Promise<Result>,
): Promise<{ ran: true; result: Result } | { ran: false }> {
  const outcome = await withAdvisoryLock(database, lockKey, round);
  return outcome.ran ? { ran: true, result: outcome.result } : { ran: false };
}

export function startRoundWatch<Result>(options: RoundWatchOptions<Result>): RoundWatch {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const round = async (): Promise<Result | undefined> => {
    try {
      const outcome = await roundUnderLock(options.database, options.lockKey, options.round);
      if (!outcome.ran) return undefined;
      options.report(outcome.result);
      return outcome.result;
    } catch (error) {
      options.onError(error);
      return undefined;
    }
  };
  const schedule = (delayMs: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = round().then((result) => {
        running = undefined;
        schedule(options.nextDelayMs(result));
      });
    }, delayMs);
    timer.unref();
  };
  schedule(options.firstDelayMs);

  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
