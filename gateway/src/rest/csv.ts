// CSV exports (RFC 4180: CRLF line ends, fields with a comma, quote or line break quoted, quotes doubled) that are
// safe to open in a spreadsheet: a cell a spreadsheet would run as a formula (OWASP "CSV injection": one starting
// with =, +, -, @, a tab or a carriage return) gets a leading apostrophe, so it is shown as text. A plain negative
// number (a credit note's -1270.34) is no formula and stays a number.
const FORMULA_START = /^[=+\-@\t\r]/;
const NEGATIVE_NUMBER = /^-\d+(\.\d+)?$/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: string): string {
  const text = FORMULA_START.test(value) && !NEGATIVE_NUMBER.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
