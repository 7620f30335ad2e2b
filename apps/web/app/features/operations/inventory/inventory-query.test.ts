import { describe, expect, it } from 'vitest';
import { amountOf, countOf, inventoryQueryOf } from './inventory-query.ts';

describe('inventoryQueryOf', () => {
  it('shows a week from today when the address names no dates', () => {
    expect(inventoryQueryOf(new URLSearchParams(''), '2026-12-01')).toEqual({ flight: null, hotel: null, q: '', from: '2026-12-01', to: '2026-12-07' });
  });

  it('reads a flight, a hotel and the dates, cutting a range longer than a month or reversed', () => {
    expect(inventoryQueryOf(new URLSearchParams('flight=ub101&hotel=h1001&from=2026-12-01&to=2027-03-01'), '2026-11-28')).toMatchObject({ flight: 'UB101', hotel: 'H1001', to: '2026-12-31' });
    expect(inventoryQueryOf(new URLSearchParams('from=2026-12-05&to=2026-12-01'), '2026-11-28')).toMatchObject({ from: '2026-12-05', to: '2026-12-05' });
  });

  it('ignores what is not a flight number, a hotel id or a date', () => {
    expect(inventoryQueryOf(new URLSearchParams('flight=<script>&hotel=x&from=soon'), '2026-11-28')).toMatchObject({ flight: null, hotel: null, from: '2026-11-28' });
  });
});

describe('countOf', () => {
  it('takes whole counts in Latin or Myanmar digits, nothing else', () => {
    expect(countOf('12')).toBe(12);
    expect(countOf(' ၁၂ ')).toBe(12);
    expect(countOf('-1')).toBeNull();
    expect(countOf('1.5')).toBeNull();
    expect(countOf('')).toBeNull();
    expect(countOf(null)).toBeNull();
  });
});

describe('amountOf', () => {
  it('reads kyats as people type them, with separators and Myanmar digits', () => {
    expect(amountOf('180,000')).toBe(180_000);
    expect(amountOf(' 180 000 ')).toBe(180_000);
    expect(amountOf('၁၈၀၀၀၀')).toBe(180_000);
  });

  it('is null for anything not a whole number of at most 9 digits', () => {
    for (const text of ['', '-5', '1.5', 'abc', '1234567890', '1e6']) expect(amountOf(text)).toBeNull();
    expect(amountOf(null)).toBeNull();
  });
});
