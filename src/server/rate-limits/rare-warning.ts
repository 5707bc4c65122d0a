import type { FastifyBaseLogger } from 'fastify';

// While the database is down every limited request fails to count; one warning a minute says so
// without flooding the log.

export function createRareWarning(log: FastifyBaseLogger, message: string, everyMs = 60_000, now = Date.now) {
  let last = Number.NEGATIVE_INFINITY;
  let suppressed = 0;
  return (error: unknown): void => {
    const at = now();
    if (at - last < everyMs) {
      suppressed += 1;
      return;
    }
    log.warn({ err: error, suppressedSinceLast: suppressed }, message);
    last = at;
    suppressed = 0;
  };
}
