import { describe, expect, it } from 'vitest';
import { decodeOrderCursor, encodeOrderCursor, placedRange, readOrderQuery } from './order-search.ts';

describe('readOrderQuery', () => {
  it('reads each kind by its shape, normalised as stored', () => {
    expect(readOrderQuery(' tw2611220001 ')).toEqual({ kind: 'id', orderId: 'TW2611220001' });
    expect(readOrderQuery('Aye@Example.com')).toEqual({ kind: 'email', email: 'aye@example.com' });
    expect(readOrderQuery('+95 9 421 234 567')).toMatchObject({ kind: 'phone', numbers: expect.arrayContaining(['9421234567']) });
    expect(readOrderQuery('၀၉ ၄၂၁ ၂၃၄ ၅၆၇')).toMatchObject({ kind: 'phone', numbers: expect.arrayContaining(['9421234567']) });
    expect(readOrderQuery('12 / KaMaYa (N) 123456')).toEqual({ kind: 'nrc', nrc: '12/kamaya(n)123456' });
    expect(readOrderQuery('Aung  Ko Htet')).toEqual({ kind: 'name', name: 'aung ko htet' });
  });

  it('refuses what cannot be the kind asked, and a name too short to search', () => {
    expect(readOrderQuery('ab')).toBeNull();
    expect(readOrderQuery('hello', 'id')).toBeNull();
    expect(readOrderQuery('12345', 'phone')).toBeNull();
    expect(readOrderQuery('   ')).toBeNull();
  });
});

describe('placedRange and the cursor', () => {
  it('covers whole Yangon days', () => {
    expect(placedRange('2026-11-28', '2026-11-28')).toEqual({ from: new Date('2026-11-27T17:30:00Z'), before: new Date('2026-11-28T17:30:00Z') });
    expect(placedRange()).toEqual({ from: null, before: null });
  });

  it('round-trips a cursor and refuses a forged one', () => {
    const cursor = { at: '2026-11-28T10:00:00.123456Z', orderId: 'TW2611220001' };
    expect(decodeOrderCursor(encodeOrderCursor(cursor))).toEqual(cursor);
    expect(decodeOrderCursor('garbage')).toBeNull();
    expect(decodeOrderCursor(encodeOrderCursor({ at: 'never', orderId: 'TW2611220001' }))).toBeNull();
  });
});
