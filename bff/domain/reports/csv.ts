import { stringify } from 'csv-stringify/sync'

/*
 * A report as a CSV file a spreadsheet opens safely. A cell a spreadsheet would read as a formula
 * (it starts with = + - @, or a tab or carriage return that some strip first) gets a leading
 * apostrophe, so it shows as text and never runs (OWASP "CSV injection"). A plain number keeps its
 * sign: -12.50 is an amount, not a formula.
 */

export type CsvCell = string | number | boolean | null

const FORMULA_START = /^[=+\-@\t\r]/
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/

/** One cell as text, defused when a spreadsheet would run it. */
export function escapeCell(value: CsvCell): string {
  if (value === null) return ''
  const text = String(value)
  if (typeof value !== 'string') return text
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text
}

/** The header row, then one line per row, each cell defused; quoting is the CSV library's. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly CsvCell[]>): string {
  const lines = [header.map(escapeCell), ...rows.map((row) => row.map(escapeCell))]
  // The byte-order mark makes spreadsheets read the file as UTF-8 (accents in French names).
  return stringify(lines, { record_delimiter: '\r\n', bom: true })
}
