import { describe, expect, it } from 'vitest';
import { flightItemOf, hotelItemOf, itemDocumentFileName } from './order-items.ts';
import type { OrderItem } from '../contracts/booking.ts';

describe('itemDocumentFileName', () => {
  it.each([
    ['TW2611220001.pdf', 1, 'TW2611220001.pdf'],
    ['TW2611220001.pdf', 2, 'TW2611220001-2.pdf'],
    ['TW2611220002-voucher.pdf', 3, 'TW2611220002-voucher-3.pdf'],
    ['TW2611220003-pass', 2, 'TW2611220003-pass-2'],
  ])('names %s of item %i %s', (name, itemNo, expected) => {
    expect(itemDocumentFileName(name, itemNo)).toBe(expected);
  });
});

describe('the item of a product', () => {
  const flight = { product: 'flight', itemNo: 1, document: null, directions: [], travellers: [] } as OrderItem;
  const stay = { product: 'hotel', itemNo: 2, document: null } as unknown as OrderItem;

  it('is found among the items, whatever their order', () => {
    expect(flightItemOf({ items: [stay, flight] })).toBe(flight);
    expect(hotelItemOf({ items: [stay, flight] })).toBe(stay);
    expect(hotelItemOf({ items: [flight] })).toBeUndefined();
  });
});
