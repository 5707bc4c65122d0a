import { availableParallelism } from 'node:os';
import { AppError } from '../http/app-error';
import { createBoundedQueue, QueueFullError } from './bounded-queue';
import { DEFAULT_COST, hashPassword, type ScryptCost, verifyPassword } from './password';

// Every password hash and check of the app goes through one bounded queue (docs/configuration.md,
// "Password hashing"). One scrypt takes about half a second of a core and 128 MiB, and runs on
// libuv's small thread pool, which file reads also need: unbounded, a burst of sign-ins made every
// other request and every other sign-in wait for seconds. So a few run at once, PASSWORD_HASH_QUEUE
// more may wait, and beyond that the answer is 503 with Retry-After, at once.

/** Hashes that may wait for a free slot; one more is refused with 503. */
export const PASSWORD_HASH_QUEUE = 16;

/** libuv's thread pool (UV_THREADPOOL_SIZE, 4 by default): at least one thread stays for file I/O. */
const threadPoolSize = (): number => Number(process.env.UV_THREADPOOL_SIZE) || 4;

/**
 * Half the cores, so hashing never takes the core the event loop answers on, and one thread of the
 * pool left for file reads: 1 on a 2-core machine, 3 on 8 cores with the default pool.
 */
export function defaultHashConcurrency(): number {
  return Math.max(1, Math.min(Math.floor(availableParallelism() / 2), threadPoolSize() - 1));
}

export interface PasswordHashing {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
}

export function createPasswordHashing(
  options: { cost?: ScryptCost; concurrency?: number; maxWaiting?: number } = {},
): PasswordHashing {
  const { cost = DEFAULT_COST } = options;
  const queue = createBoundedQueue({
    concurrency: options.concurrency ?? defaultHashConcurrency(),
    maxWaiting: options.maxWaiting ?? PASSWORD_HASH_QUEUE,
    expectedTaskMs: 500,
  });
  const queued = async <T>(task: () => Promise<T>): Promise<T> => {
    try {
      return await queue.run(task);
    } catch (error) {
      if (!(error instanceof QueueFullError)) throw error;
      const wait = error.retryAfterSeconds;
      throw new AppError(503, 'busy', `The server is busy. Please try again in ${wait} seconds.`, undefined, {
        'retry-after': String(wait),
      });
    }
  };
  return {
    hash: (password) => queued(() => hashPassword(password, cost)),
    verify: (password, stored) => queued(() => verifyPassword(password, stored)),
  };
}
