import pino, { type LoggerOptions } from 'pino';

/**
 * The server's pino settings. No redaction paths: Fastify's req and res serializers write no
 * headers, so cookies and authorization never reach the log (tests/server/access-log.test.ts holds
 * it); redacting paths that were never there cost 4% of a catalogue read.
 *
 * Lines are written without blocking the event loop, 4 KB at a time (one write per ~15 request
 * lines under load instead of one each) and at least every 200 ms, so a quiet server's lines are
 * never held longer. A warning or an error is sent on its way at once: it may be the last thing a
 * process says before it is killed. pino flushes what is left when the process exits.
 */
/** pino's number for the warn level (its default levels, which the server uses). */
const WARN = 40;

export function loggerOptions(level: string): LoggerOptions & { stream: pino.DestinationStream } {
  const stream = pino.destination({ sync: false, minLength: 4096, periodicFlush: 200 });
  return {
    level,
    stream,
    hooks: {
      logMethod(args, method, levelValue) {
        method.apply(this, args);
        if (levelValue >= WARN) stream.flush();
      },
    },
  };
}
