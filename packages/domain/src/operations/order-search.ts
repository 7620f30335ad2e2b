/**
 * The console's order search (issue 20): what one search box was given (a booking id, an e-mail, a
 * phone, an NRC or a name), the placing dates of a Yangon calendar range, and the page cursor. Pure,
 * so the api and its tests read a query the same way.
 */
import { toLatinDigits } from '../money.ts';
import { addDays } from '../dates.ts';
import { normalizePhone, MYANMAR_PHONE_CODE } from '../booking/contact.ts';

export const ORDER_QUERY_KINDS = ['id', 'email', 'phone', 'nrc', 'name'] as const;
export type OrderQueryKind = (typeof ORDER_QUERY_KINDS)[number];

/** A name shorter than this matches too much to be worth a search (and trigrams need three letters). */
export const NAME_QUERY_MIN_LENGTH = 3;

export type OrderQuery =
  | { kind: 'id'; orderId: string }
  | { kind: 'email'; email: string }
  | { kind: 'phone'; numbers: string[] }
  | { kind: 'nrc'; nrc: string }
  | { kind: 'name'; name: string };

const ORDER_ID = /^TW\d{10}$/;
/** '12/KaMaYa(N)123456' as printed on the card, spaces allowed around the parts. */
const NRC = /^(\d{1,2})\s*\/\s*([A-Za-z]+)\s*\(\s*([A-Za-z]+)\s*\)\s*(\d{6})$/;
const PHONE = /^\+?[\d\s\-().]{6,24}$/;

/**
 * What `text` is, by its shape (or as `kind` says when the employee chose), normalised as it is stored:
 * an order id upper-cased, an e-mail lower-cased, a phone as the national numbers it may be stored as,
 * an NRC lower-cased, a name lower-cased with single spaces. Null when it cannot be that kind.
 */
export function readOrderQuery(text: string, kind?: OrderQueryKind): OrderQuery | null {
  const value = toLatinDigits(text).trim().replace(/\s+/g, ' ');
  if (value === '') return null;
  const as = kind ?? guessKind(value);
  switch (as) {
    case 'id': {
      const orderId = value.toUpperCase().replace(/\s/g, '');
      return ORDER_ID.test(orderId) ? { kind: 'id', orderId } : null;
    }
    case 'email':
      return value.includes('@') && !value.includes(' ') ? { kind: 'email', email: value.toLowerCase() } : null;
    case 'phone': {
      if (!PHONE.test(value)) return null;
      const digits = value.replace(/\D/g, '');
      // Stored as the national number (contact.ts normalizePhone): a Myanmar number without 0 or +95;
      // a number abroad as its digits, so the typed digits are looked up too.
      const numbers = [...new Set([normalizePhone(MYANMAR_PHONE_CODE, value), digits, digits.replace(/^0+/, '')].filter((number) => number.length >= 6))];
      return numbers.length > 0 ? { kind: 'phone', numbers } : null;
    }
    case 'nrc': {
      const parts = NRC.exec(value);
      return parts ? { kind: 'nrc', nrc: `${Number(parts[1])}/${parts[2]}(${parts[3]})${parts[4]}`.toLowerCase() } : null;
    }
    case 'name': {
      const name = value.toLowerCase();
      return name.length >= NAME_QUERY_MIN_LENGTH && name.length <= 100 ? { kind: 'name', name } : null;
    }
  }
}

function guessKind(value: string): OrderQueryKind {
  if (ORDER_ID.test(value.toUpperCase())) return 'id';
  if (value.includes('@')) return 'email';
  if (NRC.test(value)) return 'nrc';
  if (PHONE.test(value) && /\d{6}/.test(value.replace(/\D/g, ''))) return 'phone';
  return 'name';
}

/** Yangon is UTC+06:30 all year (no daylight saving). */
const YANGON_OFFSET = '+06:30';

/** The instants a range of Yangon calendar days covers: from the first day's midnight up to (not including) the midnight after the last. */
export function placedRange(from?: string, to?: string): { from: Date | null; before: Date | null } {
  return {
    from: from ? new Date(`${from}T00:00:00${YANGON_OFFSET}`) : null,
    before: to ? new Date(`${addDays(to, 1)}T00:00:00${YANGON_OFFSET}`) : null,
  };
}

/** Where a page ends: the last order's placing time, as PostgreSQL wrote it (microseconds kept), and its id. */
export interface OrderCursor {
  at: string;
  orderId: string;
}

export function encodeOrderCursor(cursor: OrderCursor): string {
  return btoa(`${cursor.at}|${cursor.orderId}`).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The cursor a page gave, or null when it is not one of ours. */
export function decodeOrderCursor(text: string): OrderCursor | null {
  try {
    const [at, orderId, ...rest] = atob(text.replace(/-/g, '+').replace(/_/g, '/')).split('|');
    if (rest.length > 0 || !at || !orderId || !ORDER_ID.test(orderId) || Number.isNaN(Date.parse(at.replace(' ', 'T')))) return null;
    return { at, orderId };
  } catch {
    return null;
  }
}
