// The messages between the main thread (threaded-pglite.ts) and the embedded database's thread
// (pglite-thread.ts). Everything in them survives a structured clone: no functions, no Blobs.

/** How a result is asked for: `textTypes` are type ids left as PostgreSQL's text (parsed by the caller). */
export interface ResultShape {
  rowMode?: 'array' | 'object';
  textTypes?: number[];
  paramTypes?: number[];
}

export type ThreadRequest = { id: number } & (
  | ({ op: 'query'; text: string; params: unknown[] } & ResultShape)
  | ({ op: 'exec'; text: string } & ResultShape)
  | { op: 'dump'; compression: 'none' | 'gzip' | 'auto' | undefined }
  | { op: 'close' }
);

export interface TransferredError {
  message: string;
  /** PostgreSQL's fields of the error (code, constraint, detail...), as strings. */
  fields: Record<string, string>;
}

export type ThreadReply = { id: number } & ({ result: unknown } | { error: TransferredError });

/** The first message from the thread: the database is open, or could not be. */
export type ThreadStarted = { started: true } | { started: false; error: TransferredError };
