/**
 * Hot deals (issue 22 item 1, decision 038): an item (a flight route, a hotel) is a deal only when
 * today's lowest price of the next days is well below what that item itself usually costs, read from
 * its own kept price history. Pure: the api reads the prices, these rules decide and order the deals.
 */

/** The lowest price of this many days ahead is an item's price of a day (flights: departures; hotels: nights). */
export const PRICE_WINDOW_DAYS = 30;
/** What an item usually costs: the median of its prices over this many days before today. */
export const USUAL_PRICE_DAYS = 90;
/**
 * A median needs at least this many days of history: two weeks hold every weekday twice, so a route
 * flown only at weekends or a hotel dearer on Fridays is not judged on a handful of untypical days,
 * and a new item is a deal only once it has a usual price of its own.
 */
export const MIN_HISTORY_DAYS = 14;
/** Today's price must be at least this share below the usual price. */
export const MIN_SAVING_PERCENT = 15;
/** How many deals an answer holds at most, and by default. */
export const HOT_DEALS_LIMIT_MAX = 20;
export const HOT_DEALS_LIMIT_DEFAULT = 8;

/** The middle price (the mean of the two middle ones for an even count, rounded to a kyat); null without prices. */
export function median(prices: readonly number[]): number | null {
  if (prices.length === 0) return null;
  const sorted = [...prices].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

export interface PriceToday {
  /** What names the item: a route 'RGN-MDL', a hotel id. */
  readonly key: string;
  /** Today's lowest price of the next {@link PRICE_WINDOW_DAYS} days, MMK. */
  readonly price: number;
}

export interface Deal {
  /** The median of the item's history: what it usually costs. */
  readonly usualPrice: number;
  /** How far below the usual price today's is, in whole percent, rounded down (never overstated). */
  readonly percentBelow: number;
  readonly saving: number;
}

/**
 * Whether today's price is a deal against the item's own `history` (its prices of the days before
 * today, at most {@link USUAL_PRICE_DAYS} of them): with at least {@link MIN_HISTORY_DAYS} days, a price at least
 * {@link MIN_SAVING_PERCENT} % below their median. Compared exactly (price × 100 ≤ usual × 85), so a
 * saving of 14.99 % is no deal.
 */
export function dealOf(price: number, history: readonly number[]): Deal | null {
  if (history.length < MIN_HISTORY_DAYS || !(price > 0)) return null;
  const usualPrice = median(history)!;
  if (price * 100 > usualPrice * (100 - MIN_SAVING_PERCENT)) return null;
  const saving = usualPrice - price;
  return { usualPrice, saving, percentBelow: Math.floor((saving * 100) / usualPrice) };
}

/**
 * The deals among `items` (each with its history), the largest saving first (by share of the usual
 * price, then by amount, then by key, so the order is stable), at most `limit`.
 */
export function rankDeals<T extends PriceToday>(items: readonly T[], historyOf: (item: T) => readonly number[], limit: number): Array<T & Deal> {
  const deals: Array<T & Deal> = [];
  for (const item of items) {
    const deal = dealOf(item.price, historyOf(item));
    if (deal) deals.push({ ...item, ...deal });
  }
  return deals
    .sort((a, b) => b.saving * a.usualPrice - a.saving * b.usualPrice || b.saving - a.saving || a.key.localeCompare(b.key))
    .slice(0, Math.max(0, limit));
}
