// Log lines gathered into chunks of a few kilobytes before they reach the output stream.
//
// sonic-boom batches on its own (its minLength), but in its text mode each write measures the
// UTF-8 length of the whole batch so far (Buffer.byteLength over a growing string), and each
// finished write encodes the batch once more to see what is left: at 4 KB that was about 3 µs per
// line, a tenth of a cached catalogue answer. Here each line is encoded once, straight into a
// buffer, and sonic-boom (in its buffer mode) is handed whole chunks to write.
// Every line of the server goes through the same batch, so their order is kept.

/** sonic-boom in its buffer mode (its types know only the text mode's write). */
export interface BufferOutput {
  write(chunk: Buffer): unknown;
  flush(callback?: (error?: Error) => void): void;
  flushSync(): void;
}

const open = new Set<WeakRef<LineBatch>>();
let exitHookInstalled = false;

/** At exit, whatever is still gathered is written synchronously (pino does the same for its stream). */
function flushAllAtExit(): void {
  for (const ref of open) {
    try {
      ref.deref()?.flushSync();
    } catch {
      // the output is gone (closed pipe): nothing more can be said
    }
  }
}

/** A UTF-16 code unit never takes more than 3 bytes in UTF-8 (a surrogate pair: 4 for 2). */
const MAX_BYTES_PER_CHAR = 3;

export class LineBatch {
  private chunk: Buffer;
  private used = 0;

  constructor(
    private readonly output: BufferOutput,
    private readonly chunkLength: number,
    /** A quiet server's lines wait at most this long. */
    flushEveryMs: number,
  ) {
    this.chunk = Buffer.allocUnsafe(chunkLength);
    const ref = new WeakRef(this);
    open.add(ref);
    const timer = setInterval(() => {
      const batch = ref.deref();
      if (batch) batch.release();
      else {
        clearInterval(timer);
        open.delete(ref);
      }
    }, flushEveryMs);
    timer.unref();
    if (!exitHookInstalled) {
      exitHookInstalled = true;
      process.once('exit', flushAllAtExit);
    }
  }

  write(line: string): boolean {
    const room = line.length * MAX_BYTES_PER_CHAR;
    if (this.used + room > this.chunkLength) {
      this.release();
      // A line longer than a whole chunk is handed over on its own.
      if (room > this.chunkLength) {
        this.output.write(Buffer.from(line));
        return true;
      }
    }
    this.used += this.chunk.write(line, this.used);
    return true;
  }

  /** Hands what is gathered to the output and asks it to write it out. */
  flush(callback?: (error?: Error) => void): void {
    this.release();
    this.output.flush(callback);
  }

  flushSync(): void {
    this.release();
    this.output.flushSync();
  }

  private release(): void {
    if (this.used === 0) return;
    // The output keeps the written part until it is on its way; the next lines go to a new chunk.
    this.output.write(this.chunk.subarray(0, this.used));
    this.chunk = Buffer.allocUnsafe(this.chunkLength);
    this.used = 0;
  }
}
