// Runs expensive tasks a bounded number at a time, with a bounded line of waiting ones. A task
// that finds the line full is refused at once (QueueFullError, with a fair guess of when to come
// back) instead of joining an ever-longer wait that would hold its request, its memory and every
// request behind it.

export class QueueFullError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('queue full');
    this.name = 'QueueFullError';
  }
}

export interface BoundedQueueOptions {
  /** Tasks running at once. */
  concurrency: number;
  /** Tasks allowed to wait for a free slot; one more is refused. */
  maxWaiting: number;
  /** The first guess of a task's duration, before any has been measured. */
  expectedTaskMs: number;
  now?: () => number;
}

export interface BoundedQueue {
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly running: number;
  readonly waiting: number;
}

/** Weight of the newest duration in the running average that the Retry-After guess uses. */
const AVERAGE_WEIGHT = 0.2;

export function createBoundedQueue(options: BoundedQueueOptions): BoundedQueue {
  const { concurrency, maxWaiting, now = Date.now } = options;
  let averageMs = options.expectedTaskMs;
  let running = 0;
  const line: (() => void)[] = [];

  /** A finished task hands its slot straight to the next in line, so none can jump the line. */
  const release = () => {
    const next = line.shift();
    if (next) next();
    else running -= 1;
  };

  const execute = async <T>(task: () => Promise<T>): Promise<T> => {
    const startedAt = now();
    try {
      return await task();
    } finally {
      averageMs += AVERAGE_WEIGHT * (now() - startedAt - averageMs);
      release();
    }
  };

  return {
    run(task) {
      if (running < concurrency) {
        running += 1;
        return execute(task);
      }
      if (line.length >= maxWaiting) {
        // Everything ahead must finish first, `concurrency` at a time.
        const seconds = Math.ceil(((line.length + 1) * averageMs) / concurrency / 1000);
        return Promise.reject(new QueueFullError(Math.max(1, seconds)));
      }
      return new Promise<void>((resolve) => line.push(resolve)).then(() => execute(task));
    },
    get running() {
      return running;
    },
    get waiting() {
      return line.length;
    },
  };
}
