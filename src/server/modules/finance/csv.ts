// RFC 4180 CSV: fields separated by commas, records ended by CRLF, a field holding a comma, quote,
// CR or LF wrapped in double quotes with its quotes doubled.

export type CsvCell = string | number | null;

const NEEDS_QUOTES = /[",\r\n]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** = + - @ tab CR: a spreadsheet runs a cell starting with one of them as a formula. */
function startsLikeFormula(text: string): boolean {
  const first = text.charCodeAt(0);
  return first === 61 || first === 43 || first === 45 || first === 64 || first === 9 || first === 13;
}

function field(cell: CsvCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell);
  // OWASP's advice for CSV injection (a restaurant's name is partner input): a leading apostrophe
  // makes the cell plain text. Numbers (a negative company share) are left as they are.
  const text = startsLikeFormula(cell) && !PLAIN_NUMBER.test(cell) ? `'${cell}` : cell;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, CRLF included. */
export function csvRecord(cells: readonly CsvCell[]): string {
  return `${cells.map(field).join(',')}\r\n`;
}
