import pino, { type LoggerOptions } from 'pino';
import { type BufferOutput, LineBatch } from './log-batch';

/**
 * The server's pino settings. No redaction paths: Fastify's req and res serializers write no
 * headers, so cookies and authorization never reach the log (tests/server/access-log.test.ts holds
 * it); redacting paths that were never there cost 4% of a catalogue read.
 *
 * Lines are written without blocking the event loop, 64 KB at a time (one write per ~200 request
 * lines under load instead of one each) and at least every 200 ms, so a quiet server's lines are
 * never held longer. Each write is a round trip to libuv's thread pool (a thread woken, a system
 * call, a callback): at 16 KB a chunk, handing the writes over was about 5% of the server's busy
 * time under load on the menu. A warning or an error is sent on its way at once: it may be the
 * last thing a process says before it is killed. What is left is written when the process exits.
 */
/** pino's number for the warn level (its default levels, which the server uses). */
const WARN = 40;
const CHUNK_BYTES = 65_536;
const FLUSH_EVERY_MS = 200;

export function loggerOptions(level: string): LoggerOptions & { stream: pino.DestinationStream } {
  // sonic-boom writes each chunk as it comes (minLength 0); the batch gathers the lines.
  const output = pino.destination({ sync: false, minLength: 0, contentMode: 'buffer' });
  const stream = new LineBatch(output as unknown as BufferOutput, CHUNK_BYTES, FLUSH_EVERY_MS);
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
