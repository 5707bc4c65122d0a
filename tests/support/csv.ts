// A strict RFC 4180 reader for the tests of the CSV exports: CRLF records, quoted fields with
// doubled quotes. It throws on anything else, so a malformed export fails the test that reads it.

export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let index = 0;
  let quoted = false;
  while (index < text.length) {
    const char = text[index] as string;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 2;
      } else if (char === '"') {
        quoted = false;
        index += 1;
        const next = text[index];
        if (next !== ',' && next !== '\r') throw new Error(`Text after a closing quote at ${index}`);
      } else {
        field += char;
        index += 1;
      }
    } else if (char === '"') {
      if (field !== '') throw new Error(`A quote inside an unquoted field at ${index}`);
      quoted = true;
      index += 1;
    } else if (char === ',') {
      record.push(field);
      field = '';
      index += 1;
    } else if (char === '\r') {
      if (text[index + 1] !== '\n') throw new Error(`CR without LF at ${index}`);
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      index += 2;
    } else if (char === '\n') {
      throw new Error(`LF without CR at ${index}`);
    } else {
      field += char;
      index += 1;
    }
  }
  if (quoted) throw new Error('Unterminated quoted field');
  if (field !== '' || record.length > 0) throw new Error('The last record does not end with CRLF');
  return records;
}

/** Records as objects keyed by the header row. */
export function csvObjects(text: string): Array<Record<string, string>> {
  const [header, ...rows] = parseCsv(text);
  if (!header) throw new Error('No header row');
  return rows.map((row) => {
    if (row.length !== header.length)
      throw new Error(`A row has ${row.length} fields, the header ${header.length}`);
    return Object.fromEntries(header.map((name, i) => [name, row[i] as string]));
  });
}
