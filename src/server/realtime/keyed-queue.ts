/**
 * Runs tasks one after another per key, in the order they were queued, while tasks of different
 * keys run side by side. The live channel queues each order's events under the order id: an
 * event's database read may finish before the read of an event queued earlier, and without the
 * queue the later event would reach the sockets first (decision 0012).
 *
 * A task that fails is reported through `onError` and does not hold up the tasks behind it. A key
 * is forgotten as soon as its queue is empty, so memory follows the events in flight, not the
 * number of orders ever seen.
 */
export function createKeyedQueue<K>(onError: (error: unknown) => void) {
  const tails = new Map<K, Promise<void>>();

  return {
    run(key: K, task: () => Promise<void>): Promise<void> {
      const previous = tails.get(key) ?? Promise.resolve();
      const current = previous.then(task).catch(onError);
      tails.set(key, current);
      void current.then(() => {
        if (tails.get(key) === current) tails.delete(key);
      });
      return current;
    },
    /** Keys with work queued or running (for tests and metrics). */
    get pendingKeys(): number {
      return tails.size;
    },
  };
}
