import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import type { PGlite as PGliteClass, QueryOptions, Results } from '@electric-sql/pglite';
import type { ThreadReply, ThreadRequest, ThreadStarted, TransferredError } from './pglite-thread-protocol';

// The embedded database on a thread of its own (started by threaded-pglite.ts): PostgreSQL's
// WebAssembly opens and answers here while the main thread loads and serves the app, so a start
// overlaps the two and a long query never stalls the event loop. Requests are answered one at a
// time, in the order they arrive; the main thread keeps a transaction's statements together.

const port = parentPort;
if (!port) throw new Error('pglite-thread runs as a worker thread (see threaded-pglite.ts)');
const { dataDir, startFrom } = workerData as { dataDir?: string; startFrom?: string };

/** Values the main thread wants as PostgreSQL's text, to run its own parser functions on. */
const asText = (value: string) => value;

// PostgreSQL's WebAssembly is read and compiled (on V8's background threads) while PGlite's own
// JavaScript loads, instead of after it: PGlite would start both only once it is constructed.
const compiling = compilePostgres();
const { PGlite } = await import('@electric-sql/pglite');
const pgliteWasmModule = await compiling;
const database: PGliteClass = new PGlite({
  ...(dataDir ? { dataDir } : {}),
  ...(startFrom ? { loadDataDir: new Blob([readFileSync(startFrom)]) } : {}),
  ...(pgliteWasmModule ? { pgliteWasmModule } : {}),
});
database.waitReady.then(
  () => port.postMessage({ started: true } satisfies ThreadStarted),
  (error: unknown) =>
    port.postMessage({ started: false, error: transferable(error) } satisfies ThreadStarted),
);

let queue: Promise<unknown> = database.waitReady.catch(() => {});
port.on('message', (request: ThreadRequest) => {
  queue = queue.then(() => answer(request));
});

/** PGlite's pglite.wasm, compiled; undefined when it is not where PGlite keeps it (PGlite then loads it itself). */
async function compilePostgres(): Promise<WebAssembly.Module | undefined> {
  try {
    const wasm = new URL('./pglite.wasm', import.meta.resolve('@electric-sql/pglite'));
    return await WebAssembly.compile(await readFile(wasm));
  } catch {
    return undefined;
  }
}

async function answer(request: ThreadRequest): Promise<void> {
  try {
    const [result, transfer] = await run(request);
    port!.postMessage({ id: request.id, result } satisfies ThreadReply, transfer);
  } catch (error) {
    port!.postMessage({ id: request.id, error: transferable(error) } satisfies ThreadReply);
  }
  if (request.op === 'close') port!.close();
}

async function run(request: ThreadRequest): Promise<[unknown, ArrayBuffer[]]> {
  switch (request.op) {
    case 'query':
      return [plain(await database.query(request.text, request.params, queryOptions(request))), []];
    case 'exec':
      return [(await database.exec(request.text, queryOptions(request))).map(plain), []];
    case 'dump': {
      const tarball = await (await database.dumpDataDir(request.compression)).arrayBuffer();
      return [tarball, [tarball]];
    }
    case 'close':
      if (!database.closed) await database.close();
      return [undefined, []];
  }
}

function queryOptions(request: {
  rowMode?: 'array' | 'object';
  textTypes?: number[];
  paramTypes?: number[];
}) {
  const options: QueryOptions = {};
  if (request.rowMode) options.rowMode = request.rowMode;
  if (request.paramTypes) options.paramTypes = request.paramTypes;
  if (request.textTypes?.length)
    options.parsers = Object.fromEntries(request.textTypes.map((id) => [id, asText]));
  return options;
}

/** A result as it crosses the thread boundary (a result may carry a Blob the clone cannot take). */
function plain({ rows, fields, affectedRows, command, rowCount }: Results): Results {
  return { rows, fields, affectedRows, command, rowCount };
}

const ERROR_FIELDS = [
  'severity',
  'code',
  'detail',
  'hint',
  'position',
  'internalPosition',
  'internalQuery',
  'where',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'file',
  'line',
  'routine',
  'query',
] as const;

/** PostgreSQL's fields of an error, without the parameters (they may be private) or functions. */
function transferable(error: unknown): TransferredError {
  const source = (error ?? {}) as Record<string, unknown>;
  const fields: Record<string, string> = {};
  for (const key of ERROR_FIELDS) if (typeof source[key] === 'string') fields[key] = source[key];
  return { message: error instanceof Error ? error.message : String(error), fields };
}
