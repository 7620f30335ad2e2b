import { describe, expect, it } from 'vitest';
import { CSV_BOM, historyCsv } from './history-csv.ts';

const HEADER = ['Date', 'Kind', 'Reference', 'Amount', 'Balance after', 'Currency'] as const;

describe('the wallet history CSV', () => {
  it('starts with a BOM and a header row, and signs each amount', () => {
    const text = historyCsv(HEADER, [
      { at: '2026-11-24 10:00', kind: 'Top-up', reference: 'TOP1', amount: 5000, balanceAfter: 5000 },
      { at: '2026-11-24 11:00', kind: 'Payment', reference: 'TW0000000001', amount: -3000, balanceAfter: 2000 },
    ]);
    expect(text.startsWith(CSV_BOM)).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe('Date,Kind,Reference,Amount,Balance after,Currency');
    expect(lines[1]).toBe('2026-11-24 10:00,Top-up,TOP1,+5000,5000,MMK');
    expect(lines[2]).toBe('2026-11-24 11:00,Payment,TW0000000001,-3000,2000,MMK');
  });

  it('quotes commas and quotes, and keeps Myanmar text as it is', () => {
    const text = historyCsv(HEADER, [{ at: 'a', kind: 'ငွေဖြည့်, "x"', reference: 'r', amount: 1, balanceAfter: 1 }]);
    expect(text).toContain('"ငွေဖြည့်, ""x"""');
  });

  it('never lets a cell run as a spreadsheet formula', () => {
    const text = historyCsv(HEADER, [{ at: 'a', kind: '=HYPERLINK("x")', reference: '@r', amount: 1, balanceAfter: 1 }]);
    expect(text).toContain(`"'=HYPERLINK(""x"")"`);
    expect(text).toContain(",'@r,");
  });
});
