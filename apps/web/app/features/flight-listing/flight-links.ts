/**
 * Where the listing's links lead. Every link carries the whole search query (spec §2: shareable and
 * reload-safe), so each page can be opened on its own. `query` is the listing's query string as
 * `toFlightSearchQuery` writes it (no leading '?'), built on the server: the browser needs no
 * parsing rules for it.
 */

function withQuery(path: string, params: ReadonlyArray<readonly [string, string]>, query: string): string {
  const own = new URLSearchParams(params.map(([name, value]) => [name, value])).toString();
  return `${path}?${[own, query].filter((part) => part !== '').join('&')}`;
}

/** The departure listing for a search (spec §2 `/flight/depart/search`). */
export function departSearchHref(query: string): string {
  return `/flight/depart/search?${query}`;
}

/**
 * Round trip, after a departure is chosen: the return listing of the same search, with the chosen
 * departure's offer and the search session it came from.
 */
export function returnSearchHref(selection: { cacheKey: string; outward: string; query: string }): string {
  return withQuery(
    '/flight/return/search',
    [
      ['outward', selection.outward],
      ['cacheKey', selection.cacheKey],
    ],
    selection.query,
  );
}

/** What the customer picked: the session, the departure offer, and for a round trip the return offer. */
export interface FlightCheckoutSelection {
  cacheKey: string;
  outward: string;
  return?: string;
  query: string;
  /** An offline offer (either direction) is booked by our team: Select leads to the offline contact step. */
  offline?: boolean;
}

/**
 * The one place the checkout link is built: `/flight/checkout?cacheKey=…&outward=…[&return=…]&<search>`.
 * The checkout verifies these offers within the session (spec §7 verify) and shows the same search.
 * An offline selection goes to the offline flow's contact step instead (spec §1: Search, Contact
 * info, Complete): `/flight/contact-info?offline=1&cacheKey=…&outward=…[&return=…]&<search>`.
 */
export function checkoutHref(selection: FlightCheckoutSelection): string {
  const params: Array<readonly [string, string]> = [
    ['cacheKey', selection.cacheKey],
    ['outward', selection.outward],
  ];
  if (selection.return !== undefined) params.push(['return', selection.return]);
  if (selection.offline) return withQuery('/flight/contact-info', [['offline', '1'], ...params], selection.query);
  return withQuery('/flight/checkout', params, selection.query);
}

/** Back to the search form (the flight landing), where a new search starts. */
export const SEARCH_FORM_HREF = '/flight';
