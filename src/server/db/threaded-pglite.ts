import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import type {
  ResultShape,
  ThreadReply,
  ThreadRequest,
  ThreadStarted,
  TransferredError,
} from './pglite-thread-protocol';

/** What the app uses of an embedded PGlite, on this thread or on the database's own thread. */
export type EmbeddedPglite = Pick<
  PGlite,
  'query' | 'exec' | 'transaction' | 'dumpDataDir' | 'close' | 'closed'
>;

/** An error PostgreSQL raised on the database's thread, with its fields (code, constraint...). */
export class EmbeddedDatabaseError extends Error {
  code?: string;
  constraint?: string;
  detail?: string;
  constructor({ message, fields }: TransferredError) {
    super(message);
    this.name = 'EmbeddedDatabaseError';
    Object.assign(this, fields);
  }
}

export interface ThreadedPgliteOptions {
  /** The thread's script: dist/server/pglite-thread.js, or src/server/db/pglite-thread.ts run through tsx. */
  script: URL;
  /** Folder holding the data; undefined keeps everything in memory. */
  dataDir?: string;
  /**
   * A database's files as a tarball (PGlite's dumpDataDir) that a new data folder starts from, in
   * place of initdb; read on the thread. Only for a folder that holds no database yet.
   */
  startFrom?: string;
  /** Called once if the thread ends without being closed (a crash): every call fails from then on. */
  onLost?: (error: Error) => void;
}

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

/**
 * PGlite on a worker thread (pglite-thread.ts), with PGlite's own query, exec and transaction
 * calls. As in PGlite, a transaction holds the database: other calls wait until it ends. Calls
 * outside a transaction are sent at once (the thread answers in order), so the thread never waits
 * on a round trip. Parser functions cannot cross threads: the thread returns those types as text
 * and they run here.
 */
export class ThreadedPglite implements EmbeddedPglite {
  readonly waitReady: Promise<void>;
  #worker: Worker;
  #pending = new Map<number, Pending>();
  #nextId = 1;
  /** Resolves when the transaction holding the database ends (never rejects); undefined when none does. */
  #transaction: Promise<void> | undefined;
  #closing: Promise<void> | undefined;
  #lost: Error | undefined;
  #onLost: ((error: Error) => void) | undefined;

  constructor(options: ThreadedPgliteOptions) {
    this.#onLost = options.onLost;
    this.#worker = startThread(options.script, { dataDir: options.dataDir, startFrom: options.startFrom });
    this.waitReady = new Promise<void>((resolve, reject) => {
      this.#worker.once('message', (started: ThreadStarted) => {
        this.#worker.on('message', (reply: ThreadReply) => this.#settle(reply));
        if (started.started) resolve();
        else reject(new EmbeddedDatabaseError(started.error));
      });
      this.#worker.once('error', reject);
      this.#worker.once('exit', (code) =>
        reject(new Error(`The embedded database's thread stopped (exit code ${code})`)),
      );
    });
    // Awaited by whoever opens the database; a failure must not also end the process unhandled.
    this.waitReady.catch(() => {});
    this.#worker.on('error', (error) => this.#lose(error));
    this.#worker.on('exit', (code) =>
      this.#lose(new Error(`The embedded database's thread stopped (exit code ${code})`)),
    );
  }

  get closed(): boolean {
    return this.#closing !== undefined || this.#lost !== undefined;
  }

  async query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    while (this.#transaction) await this.#transaction;
    return this.#query<T>(text, params, options);
  }

  async exec(text: string, options?: QueryOptions): Promise<Array<Results>> {
    while (this.#transaction) await this.#transaction;
    return this.#exec(text, options);
  }

  /** BEGIN, the callback's statements, COMMIT (or ROLLBACK when it throws), as PGlite does. */
  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    // No await between the last look and taking the database: whoever wakes first takes it, and
    // the others see it taken. Nothing may be sent inside someone else's transaction.
    while (this.#transaction) await this.#transaction;
    let ended!: () => void;
    this.#transaction = new Promise<void>((resolve) => {
      ended = resolve;
    });
    try {
      return await this.#runTransaction(callback);
    } finally {
      this.#transaction = undefined;
      ended();
    }
  }

  async dumpDataDir(compression?: 'none' | 'gzip' | 'auto'): Promise<Blob> {
    while (this.#transaction) await this.#transaction;
    return new Blob([(await this.#call({ op: 'dump', compression })) as ArrayBuffer]);
  }

  /** Waits for the calls in flight, closes PostgreSQL on its thread, and ends the thread. */
  close(): Promise<void> {
    this.#closing ??= (async () => {
      try {
        if (
          !this.#lost &&
          (await this.waitReady.then(
            () => true,
            () => false,
          ))
        ) {
          while (this.#transaction) await this.#transaction;
          await this.#send({ op: 'close' });
        }
      } finally {
        await this.#worker.terminate();
      }
    })();
    return this.#closing;
  }

  async #runTransaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    await this.#exec('BEGIN');
    let ended = false;
    const open = () => {
      if (ended) throw new Error('Transaction is closed');
    };
    const tx: Transaction = {
      query: async <R>(text: string, params?: unknown[], options?: QueryOptions) => {
        open();
        return this.#query<R>(text, params ?? [], options);
      },
      sql: async () => {
        throw new Error('sql`` templates are not supported on the threaded embedded database');
      },
      exec: async (text: string, options?: QueryOptions) => {
        open();
        return this.#exec(text, options);
      },
      rollback: async () => {
        open();
        await this.#exec('ROLLBACK');
        ended = true;
      },
      listen: async () => {
        throw new Error('LISTEN is not supported on the threaded embedded database');
      },
      get closed() {
        return ended;
      },
    };
    try {
      const result = await callback(tx);
      if (!ended) {
        ended = true;
        const [commit] = await this.#exec('COMMIT');
        // A failed statement turns COMMIT into ROLLBACK: the callback's work is not there.
        if (commit?.command === 'ROLLBACK') {
          throw new EmbeddedDatabaseError({
            message: 'Transaction was rolled back instead of committed',
            fields: { severity: 'ERROR', code: '25P02' },
          });
        }
      }
      return result;
    } catch (error) {
      if (!ended) {
        ended = true;
        await this.#exec('ROLLBACK');
      }
      throw error;
    }
  }

  async #query<T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const result = (await this.#call({ op: 'query', text, params, ...shape(options) })) as Results<T>;
    return parsedHere(result, options);
  }

  async #exec(text: string, options?: QueryOptions): Promise<Array<Results>> {
    const results = (await this.#call({ op: 'exec', text, ...shape(options) })) as Results[];
    return results.map((result) => parsedHere(result, options));
  }

  #call(request: DistributiveOmit<ThreadRequest, 'id'>): Promise<unknown> {
    if (this.#closing) return Promise.reject(new Error('PGlite is closed'));
    return this.#send(request);
  }

  #send(request: DistributiveOmit<ThreadRequest, 'id'>): Promise<unknown> {
    if (this.#lost) return Promise.reject(this.#lost);
    const id = this.#nextId++;
    const reply = new Promise((resolve, reject) => this.#pending.set(id, { resolve, reject }));
    // Sent before the database is open too: the thread answers once it is.
    this.#worker.postMessage({ ...request, id } as ThreadRequest);
    return reply;
  }

  #settle(reply: ThreadReply): void {
    const pending = this.#pending.get(reply.id);
    if (!pending) return;
    this.#pending.delete(reply.id);
    if ('error' in reply) pending.reject(new EmbeddedDatabaseError(reply.error));
    else pending.resolve(reply.result);
  }

  /** The thread ended unasked (a crash): every call in flight and every later call fails. */
  #lose(error: Error): void {
    if (this.#lost || this.#closing) return;
    this.#lost = error;
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
    this.#onLost?.(error);
  }
}

/**
 * The built script runs as it is; from source (npm run dev, tests) the thread imports the
 * TypeScript through tsx, whose loader node 20 does not pass on to worker threads.
 */
function startThread(script: URL, workerData: unknown): Worker {
  if (!script.pathname.endsWith('.ts')) return new Worker(script, { workerData });
  const href = JSON.stringify(script.href);
  return new Worker(`import('tsx/esm/api').then(({ tsImport }) => tsImport(${href}, ${href}))`, {
    eval: true,
    workerData,
  });
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

function shape(options: QueryOptions | undefined): ResultShape {
  if (!options) return {};
  if (options.blob || options.serializers || options.onNotice) {
    throw new Error('blob, serializers and onNotice are not supported on the threaded embedded database');
  }
  const result: ResultShape = {};
  if (options.rowMode) result.rowMode = options.rowMode;
  if (options.paramTypes) result.paramTypes = options.paramTypes;
  if (options.parsers) result.textTypes = Object.keys(options.parsers).map(Number);
  return result;
}

/** Runs the caller's parser functions on the values the thread left as text. */
function parsedHere<T>(result: Results<T>, options: QueryOptions | undefined): Results<T> {
  const parsers = options?.parsers;
  if (!parsers) return result;
  result.fields.forEach(({ name, dataTypeID }, index) => {
    // PGlite hands its parsers the type id too.
    const parse = parsers[dataTypeID] as ((text: string, typeId: number) => unknown) | undefined;
    if (!parse) return;
    const key = options.rowMode === 'array' ? index : name;
    for (const row of result.rows as Record<string | number, unknown>[]) {
      const value = row[key];
      if (value !== null && value !== undefined) row[key] = parse(value as string, dataTypeID);
    }
  });
  return result;
}
