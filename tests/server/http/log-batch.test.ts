import { afterEach, describe, expect, it, vi } from 'vitest';
import { LineBatch } from '#server/http/log-batch.ts';

// Log lines are encoded into chunks and handed to the output whole: nothing may be lost,
// reordered or cut inside a character, and a quiet server's lines must still go out.

function recordingOutput() {
  const chunks: Buffer[] = [];
  let flushes = 0;
  let syncFlushes = 0;
  return {
    chunks,
    text: () => Buffer.concat(chunks).toString('utf8'),
    flushes: () => flushes,
    syncFlushes: () => syncFlushes,
    output: {
      // The batch hands over a view of its chunk: copy it, as a real write would have sent it.
      write: (chunk: Buffer) => chunks.push(Buffer.from(chunk)),
      flush: (callback?: (error?: Error) => void) => {
        flushes++;
        callback?.();
      },
      flushSync: () => {
        syncFlushes++;
      },
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('LineBatch', () => {
  it('hands over every line, in order and whole, in chunks no larger than asked', () => {
    const out = recordingOutput();
    const batch = new LineBatch(out.output, 256, 60_000);
    const lines: string[] = [];
    for (let i = 0; i < 500; i++) {
      // ASCII, two-byte, three-byte and four-byte (surrogate pair) characters.
      const line = `{"n":${i},"text":"${'é'.repeat(i % 7)}${'€'.repeat(i % 5)}${'🍕'.repeat(i % 3)}"}\n`;
      lines.push(line);
      batch.write(line);
    }
    batch.flush();
    expect(out.text()).toBe(lines.join(''));
    expect(out.chunks.length).toBeGreaterThan(10);
    for (const chunk of out.chunks) expect(chunk.length).toBeLessThanOrEqual(256);
    // Every chunk ends at a line's end: no line is split between two writes.
    for (const chunk of out.chunks) expect(chunk.toString('utf8').endsWith('\n')).toBe(true);
  });

  it('writes a line longer than a chunk on its own, after what came before it', () => {
    const out = recordingOutput();
    const batch = new LineBatch(out.output, 64, 60_000);
    batch.write('short\n');
    const long = `${'x'.repeat(500)}\n`;
    batch.write(long);
    batch.write('after\n');
    batch.flush();
    expect(out.chunks.map((chunk) => chunk.toString())).toEqual(['short\n', long, 'after\n']);
  });

  it('holds a quiet server’s lines no longer than its period', () => {
    vi.useFakeTimers();
    const out = recordingOutput();
    const batch = new LineBatch(out.output, 16_384, 200);
    batch.write('quiet\n');
    expect(out.chunks).toHaveLength(0);
    vi.advanceTimersByTime(200);
    expect(out.text()).toBe('quiet\n');
    vi.advanceTimersByTime(1_000);
    expect(out.chunks).toHaveLength(1); // nothing new: nothing written
  });

  it('hands over what it holds when flushed, synchronously or not', () => {
    const out = recordingOutput();
    const batch = new LineBatch(out.output, 16_384, 60_000);
    batch.write('a warning\n');
    const done = vi.fn();
    batch.flush(done);
    expect(out.text()).toBe('a warning\n');
    expect(out.flushes()).toBe(1);
    expect(done).toHaveBeenCalledOnce();
    batch.write('last words\n');
    batch.flushSync();
    expect(out.text()).toBe('a warning\nlast words\n');
    expect(out.syncFlushes()).toBe(1);
  });
});
