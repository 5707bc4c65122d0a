import { Readable } from 'node:stream';
import { type CsvCell, csvRecord } from './csv';

// A CSV export read in keyset batches and written as it is read: the server holds one batch at a
// time, whatever the number of rows, and a slow download pauses the reads (Readable.from waits
// for the consumer). No transaction stays open between batches, so the embedded database's
// single connection is never held for the length of a download.

export const CSV_BATCH_ROWS = 5000;
/** About 50 KB of CSV per write. */
const CHUNK_ROWS = 200;

export interface CsvSource<Row, Cursor> {
  header: readonly string[];
  /** Up to `limit` rows after `cursor` (null: from the start), in export order. */
  readBatch(cursor: Cursor | null, limit: number): Promise<Row[]>;
  cursorOf(row: Row): Cursor;
  cells(row: Row): readonly CsvCell[];
}

export function csvStream<Row, Cursor>(source: CsvSource<Row, Cursor>, batchRows = CSV_BATCH_ROWS): Readable {
  async function* records() {
    yield csvRecord(source.header);
    let cursor: Cursor | null = null;
    for (;;) {
      const rows = await source.readBatch(cursor, batchRows);
      if (rows.length === 0) return;
      // Chunks of CHUNK_ROWS records: thousands of tiny writes would cost more than the rows, and a
      // whole batch as one string would be a large object V8 keeps until a full collection.
      for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
        let chunk = '';
        const end = Math.min(rows.length, start + CHUNK_ROWS);
        for (let index = start; index < end; index += 1) chunk += csvRecord(source.cells(rows[index] as Row));
        yield chunk;
      }
      if (rows.length < batchRows) return;
      cursor = source.cursorOf(rows[rows.length - 1] as Row);
    }
  }
  return Readable.from(records(), { objectMode: false });
}

/** Content-Disposition for a download named `name` (letters, digits, dots and dashes only). */
export function attachment(name: string): string {
  return `attachment; filename="${name}"`;
}
