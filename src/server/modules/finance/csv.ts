// RFC 4180 CSV: fields separated by commas, records ended by CRLF, a field holding a comma, quote,
// CR or LF wrapped in double quotes with its quotes doubled.

export type CsvCell = string | number | null;

const NEEDS_QUOTES = /[",\r\n]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
// A spreadsheet runs a cell starting with these as a formula; a restaurant's name is partner input.
const FORMULA_START = /^[=+\-@\t\r]/;

function field(cell: CsvCell): string {
  if (cell === null) return '';
  let text = String(cell);
  // OWASP's advice for CSV injection: a leading apostrophe makes the cell plain text. Numbers
  // (a negative company share) are left as they are.
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, CRLF included. */
export function csvRecord(cells: readonly CsvCell[]): string {
  return `${cells.map(field).join(',')}\r\n`;
}
