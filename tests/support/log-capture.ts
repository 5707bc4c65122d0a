import { vi } from 'vitest';

// Reads what an app logs: the pino destination shared by the app logger and every request's child
// logger, spied on so each written line is parsed and kept.

function logStreamOf(logger: object): { write(line: string): boolean } {
  for (let o: object | null = logger; o; o = Object.getPrototypeOf(o)) {
    const symbol = Object.getOwnPropertySymbols(o).find((s) => s.description === 'pino.stream');
    const stream = symbol && (o as Record<symbol, { write(line: string): boolean } | undefined>)[symbol];
    if (stream) return stream;
  }
  throw new Error('no pino stream on this logger');
}

/** Keeps every line `logger` writes from now on, parsed, in `lines`; nothing reaches the output. */
export function captureLogLines<T = Record<string, unknown>>(logger: object, lines: T[]): void {
  vi.spyOn(logStreamOf(logger), 'write').mockImplementation((line: string) => {
    lines.push(JSON.parse(line) as T);
    return true;
  });
}
