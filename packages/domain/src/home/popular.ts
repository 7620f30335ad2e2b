/**
 * Popular and trending (issue 22 item 1, decision 039): which routes, airline lines and cities the
 * home page shows, ranked from what customers booked and searched, and, where they have not yet, from
 * what we sell. Pure: the api reads the counts and the inventory, these rules order them.
 */

/**
 * A booking counts as this many searches. Most searches are browsing (a route is searched again for
 * every date and party tried, and an OTA books roughly one search in tens), while a booking is money
 * spent: ten keeps one booking above a handful of idle searches, yet lets a route searched by many
 * (dozens a day) stay above one booked once.
 */
export const BOOKING_WEIGHT = 10;
/** Popular counts what was booked and searched over this many days. */
export const POPULAR_DAYS = 90;
/** Hotel trending compares this many days with as many before them. */
export const TRENDING_WINDOW_DAYS = 7;
/** A city trends only with at least this many searches in the last window (three people, not one curious one). */
export const TRENDING_MIN_SEARCHES = 3;
/** How many items a popular or trending list holds at most. */
export const POPULAR_LIMIT_MAX = 20;

export interface Counted {
  readonly searches: number;
  readonly bookings: number;
}

/** Bookings weigh {@link BOOKING_WEIGHT} searches each. */
export function popularityScore({ searches, bookings }: Counted): number {
  return bookings * BOOKING_WEIGHT + searches;
}

export interface PopularCandidate extends Counted {
  /** What names it (a route 'RGN-MDL', a line 'UB RGN-MDL', a place id): the last tie-break. */
  readonly key: string;
  /**
   * The size of what we sell there: weekly flights of a route or a line, hotels of a city. It orders
   * what nobody booked or searched yet, so a fresh database still shows our busiest routes first.
   */
  readonly inventory: number;
}

/**
 * The `limit` most popular: highest score (bookings weighted, then searches), then most inventory,
 * then by key. Candidates nobody booked or searched still fill the list, by inventory; a candidate
 * with no inventory and no counts (nothing to sell, nobody asked) is left out.
 */
export function rankPopular<T extends PopularCandidate>(candidates: readonly T[], limit: number): T[] {
  return candidates
    .filter((one) => popularityScore(one) > 0 || one.inventory > 0)
    .sort((a, b) => popularityScore(b) - popularityScore(a) || b.inventory - a.inventory || a.key.localeCompare(b.key))
    .slice(0, Math.max(0, limit));
}

export interface TrendingCandidate {
  readonly key: string;
  /** Searches over the last {@link TRENDING_WINDOW_DAYS} days. */
  readonly recent: number;
  /** Searches over the {@link TRENDING_WINDOW_DAYS} days before those. */
  readonly previous: number;
  readonly inventory: number;
}

/** How many more searches the last window had than the one before. */
export function searchGrowth({ recent, previous }: Pick<TrendingCandidate, 'recent' | 'previous'>): number {
  return recent - previous;
}

/** Growing: searched at least {@link TRENDING_MIN_SEARCHES} times lately, and more than the week before. */
export function isGrowing(candidate: Pick<TrendingCandidate, 'recent' | 'previous'>): boolean {
  return candidate.recent >= TRENDING_MIN_SEARCHES && searchGrowth(candidate) > 0;
}

/**
 * Trending: first the candidates whose searches grew most (the last week against the week before),
 * then, to fill the list, the most searched lately, then by inventory; none without inventory.
 */
export function rankTrending<T extends TrendingCandidate>(candidates: readonly T[], limit: number): T[] {
  const selling = candidates.filter((one) => one.inventory > 0);
  const growing = selling.filter(isGrowing).sort((a, b) => searchGrowth(b) - searchGrowth(a) || b.recent - a.recent || a.key.localeCompare(b.key));
  const rest = selling.filter((one) => !isGrowing(one)).sort((a, b) => b.recent - a.recent || b.inventory - a.inventory || a.key.localeCompare(b.key));
  return [...growing, ...rest].slice(0, Math.max(0, limit));
}

/** Flights a week of schedules that fly on the given ISO weekdays, one entry per flight. */
export function weeklyFlights(flights: ReadonlyArray<{ readonly weekdays: readonly number[] }>): number {
  return flights.reduce((sum, flight) => sum + flight.weekdays.length, 0);
}
