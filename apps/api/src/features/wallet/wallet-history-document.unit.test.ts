import { describe, expect, it } from 'vitest';
import { walletHistoryCsv, walletHistoryHtml, yangonDateTime } from './wallet-history-document.ts';
import type { MovementRow } from './wallet.repository.ts';

const ROWS: MovementRow[] = [
  { entryId: 2, at: new Date('2026-11-24T18:00:00Z'), kind: 'payment', subject: 'TW2611240001', amount: -3_000, balanceAfter: 2_000 },
  { entryId: 1, at: new Date('2026-11-24T10:00:00Z'), kind: 'topup', subject: 'TOP<script>', amount: 5_000, balanceAfter: 5_000 },
];

describe('the wallet statement', () => {
  it('dates movements in Yangon time, which is UTC+06:30 and may already be the next day', () => {
    expect(yangonDateTime(new Date('2026-11-24T18:00:00Z'))).toBe('2026-11-25 00:30');
  });

  it('as CSV names each kind in the language asked for', () => {
    expect(walletHistoryCsv(ROWS, 'en').split('\r\n')[1]).toBe('2026-11-25 00:30,Payment,TW2611240001,-3000,2000,MMK');
    expect(walletHistoryCsv(ROWS, 'mm').split('\r\n')[2]).toBe('2026-11-24 16:30,ငွေဖြည့်,TOP<script>,+5000,5000,MMK');
  });

  it('as HTML escapes every value, marks the language for shaping and signs the amounts', () => {
    const html = walletHistoryHtml({ rows: ROWS, balance: 2_000, holder: 'မောင် ကျော် · a@b.c', language: 'mm', brand: 'Thwa', now: new Date('2026-11-25T00:00:00Z') });
    expect(html).toContain('<html lang="my">');
    expect(html).not.toContain('<script>');
    expect(html).toContain('TOP&lt;script&gt;');
    expect(html).toContain('ပိုက်ဆံအိတ် စာရင်းရှင်းတမ်း');
    expect(html).toMatch(/−၃,၀၀၀ ကျပ်/);
    expect(html).toMatch(/\+၅,၀၀၀ ကျပ်/);
  });

  it('says so when there are no movements', () => {
    expect(walletHistoryHtml({ rows: [], balance: 0, holder: 'x', language: 'en', brand: 'Thwa', now: new Date() })).toContain('No movements yet.');
  });
});
