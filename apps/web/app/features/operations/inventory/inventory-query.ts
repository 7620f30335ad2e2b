import { addDays, daysBetween, isIsoDate } from '@thwa/domain/dates';
import { INVENTORY_VIEW_MAX_DAYS } from '@thwa/domain/operations/inventory';

/** What `/ops/inventory` shows, read from its address: a flight or a hotel, and the dates. */
export interface InventoryQuery {
  flight: string | null;
  hotel: string | null;
  q: string;
  from: string;
  to: string;
}

/** A week from today unless the address says otherwise; a range reversed or longer than a view allows is cut to fit. */
export function inventoryQueryOf(search: URLSearchParams, today: string): InventoryQuery {
  const flight = (search.get('flight') ?? '').trim().toUpperCase();
  const hotel = (search.get('hotel') ?? '').trim().toUpperCase();
  const fromAsked = search.get('from') ?? '';
  const from = isIsoDate(fromAsked) ? fromAsked : today;
  const toAsked = search.get('to') ?? '';
  let to = isIsoDate(toAsked) ? toAsked : addDays(from, 6);
  if (daysBetween(from, to) < 0) to = from;
  if (daysBetween(from, to) >= INVENTORY_VIEW_MAX_DAYS) to = addDays(from, INVENTORY_VIEW_MAX_DAYS - 1);
  return {
    flight: /^[A-Z0-9]{2}\d{1,5}$/.test(flight) ? flight : null,
    hotel: /^H\d{1,8}$/.test(hotel) ? hotel : null,
    q: (search.get('q') ?? '').trim().slice(0, 60),
    from,
    to,
  };
}

/** A whole count typed in a form (Myanmar digits allowed), or null. */
export function countOf(value: FormDataEntryValue | null): number | null {
  const text = String(value ?? '')
    .trim()
    .replace(/[၀-၉]/g, (digit) => String(digit.charCodeAt(0) - 0x1040));
  return /^\d{1,4}$/.test(text) ? Number(text) : null;
}

/** An amount of kyats as people type it ('180,000', '180 000', Myanmar digits), or null when it is not a whole number of at most 9 digits. */
export function amountOf(value: FormDataEntryValue | null): number | null {
  const text = String(value ?? '')
    .trim()
    .replace(/[,\s]/g, '')
    .replace(/[၀-၉]/g, (digit) => String(digit.charCodeAt(0) - 0x1040));
  return /^\d{1,9}$/.test(text) ? Number(text) : null;
}
