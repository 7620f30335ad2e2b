/**
 * The wallet history as CSV (spec §7 "POST /myaccount/wallet-histories (and a download variant)").
 * UTF-8 with a byte-order mark, so spreadsheet programs read Myanmar text as Unicode; a header row;
 * RFC 4180 quoting; cells that a spreadsheet would run as a formula are neutralised.
 */

export interface HistoryCsvRow {
  readonly at: string;
  readonly kind: string;
  readonly reference: string;
  /** Signed whole kyats: + into the wallet, − out of it. */
  readonly amount: number;
  readonly balanceAfter: number;
}

export const CSV_BOM = '\uFEFF';

function cell(value: string): string {
  // A leading =, +, - or @ makes Excel evaluate the cell; a quote mark before it keeps it text.
  const safe = /^[=+\-@\t\r]/.test(value) && !/^[+-]?\d+$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The file's text: BOM, the header, one line per movement, CRLF line ends. */
export function historyCsv(header: readonly [string, string, string, string, string, string], rows: readonly HistoryCsvRow[]): string {
  const lines = [header.map(cell).join(',')];
  for (const row of rows) {
    lines.push([row.at, row.kind, row.reference, row.amount > 0 ? `+${row.amount}` : String(row.amount), String(row.balanceAfter), 'MMK'].map(cell).join(','));
  }
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}
