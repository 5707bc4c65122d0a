import { describe, expect, it } from 'vitest';
import { todayIn, weekStartOf } from '#domain/shared/calendar-days.ts';
import { csvRecord } from '#server/modules/finance/csv.ts';
import { csvStream } from '#server/modules/finance/csv-stream.ts';
import { daysOf } from '#server/modules/finance/finance-range.ts';
import { parseCsv } from '../../support/csv';

// The CSV writer (RFC 4180 and formula defusing) and the keyset stream that feeds it in batches.

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  let body = '';
  for await (const chunk of stream) body += String(chunk);
  return body;
}

describe('csvRecord', () => {
  it('quotes only what needs it and ends every record with CRLF', () => {
    expect(csvRecord(['plain', 12, null, '4.99'])).toBe('plain,12,,4.99\r\n');
    expect(csvRecord(['a,b', 'say "hi"', 'two\nlines', 'cr\rhere'])).toBe(
      '"a,b","say ""hi""","two\nlines","cr\rhere"\r\n',
    );
  });

  it('turns text a spreadsheet would run as a formula into plain text, numbers stay numbers', () => {
    expect(csvRecord(['=1+2', '+SUM(A1)', '@cmd', '-2+3', '\tx'])).toBe(
      "'=1+2,'+SUM(A1),'@cmd,'-2+3,'\tx\r\n",
    );
    expect(csvRecord(['-12.50', -3, '-0.05'])).toBe('-12.50,-3,-0.05\r\n');
  });

  it('what it writes reads back to the same cells', () => {
    const cells = ['Joe\'s "Diner", est. 1999', 'line\r\nbreak', '', 'ünïcödé'];
    expect(parseCsv(csvRecord(cells))).toEqual([cells]);
  });
});

describe('csvStream', () => {
  const rows = Array.from({ length: 23 }, (_, index) => ({ id: index + 1 }));
  const source = (reads: Array<number | null>) => ({
    header: ['Id'],
    readBatch: async (cursor: number | null, limit: number) => {
      reads.push(cursor);
      return rows.filter((row) => row.id > (cursor ?? 0)).slice(0, limit);
    },
    cursorOf: (row: { id: number }) => row.id,
    cells: (row: { id: number }) => [row.id],
  });

  it('reads batch after batch from the last row of the one before, each row once', async () => {
    const reads: Array<number | null> = [];
    const body = await text(csvStream(source(reads), 5));
    expect(parseCsv(body)).toEqual([['Id'], ...rows.map((row) => [String(row.id)])]);
    // 23 rows by 5: four full batches, then a short one ends it without another read.
    expect(reads).toEqual([null, 5, 10, 15, 20]);
  });

  it('an exact multiple of the batch reads once more and finds nothing', async () => {
    const reads: Array<number | null> = [];
    const body = await text(csvStream(source(reads), 23));
    expect(parseCsv(body)).toHaveLength(24);
    expect(reads).toEqual([null, 23]);
  });

  it('stops reading while the download is paused: it holds a few batches, not the export', async () => {
    const reads: Array<number | null> = [];
    // 10 KB rows: the stream's 16 KB buffer is full after two of them.
    const wide = { ...source(reads), cells: (row: { id: number }) => [row.id, 'x'.repeat(10_000)] };
    const stream = csvStream(wide, 1);
    await new Promise<void>((resolve) => {
      stream.once('data', () => {
        stream.pause();
        resolve();
      });
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.length).toBeLessThanOrEqual(4);
    stream.resume();
    await new Promise((resolve) => stream.on('end', resolve));
    expect(reads).toHaveLength(24);
  });
});

describe('finance days', () => {
  it('today is the business day: 03:00 UTC is still yesterday in Toronto', () => {
    const at = new Date('2026-03-02T03:00:00Z');
    expect(todayIn('UTC', at)).toBe('2026-03-02');
    expect(todayIn('America/Toronto', at)).toBe('2026-03-01');
  });

  it('weeks start on Mondays, across months and years', () => {
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23');
    expect(weekStartOf('2027-01-01')).toBe('2026-12-28');
    expect(weekStartOf('1970-01-01')).toBe('1969-12-29');
  });

  it('daysOf lists every day, leap days included', () => {
    expect(daysOf({ from: '2024-02-27', to: '2024-03-01' })).toEqual([
      '2024-02-27',
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
    ]);
  });
});
