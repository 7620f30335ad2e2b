import { describe, expect, it } from 'vitest';
import { checkoutHref, departSearchHref, returnSearchHref } from './flight-links.ts';

const QUERY = 'tripType=2&origin=RGN&destination=MDL&departureDate=2031-03-10&returnDate=2031-03-12&currency=MMK&language=en&adult=1&child=0&infant=0&class=economy';

describe('the listing links', () => {
  it('checkoutHref: session, departure and return offers, then the whole search', () => {
    expect(checkoutHref({ cacheKey: 'c1', outward: 'o1', return: 'r1', query: QUERY })).toBe(`/flight/checkout?cacheKey=c1&outward=o1&return=r1&${QUERY}`);
  });

  it('checkoutHref: one-way has no return', () => {
    const href = checkoutHref({ cacheKey: 'c1', outward: 'o1', query: 'tripType=1&origin=RGN' });
    expect(href).toBe('/flight/checkout?cacheKey=c1&outward=o1&tripType=1&origin=RGN');
    expect(new URL(href, 'http://x').searchParams.has('return')).toBe(false);
  });

  it('encodes offer ids and session keys whatever they contain', () => {
    const href = checkoutHref({ cacheKey: 'a+b/c=', outward: 'S1:UB 101&x', query: QUERY });
    const params = new URL(href, 'http://x').searchParams;
    expect(params.get('cacheKey')).toBe('a+b/c=');
    expect(params.get('outward')).toBe('S1:UB 101&x');
    expect(params.get('origin')).toBe('RGN');
  });

  it('returnSearchHref keeps the search and adds the chosen departure and the session', () => {
    const href = returnSearchHref({ cacheKey: 'c1', outward: 'o1', query: QUERY });
    expect(href).toBe(`/flight/return/search?outward=o1&cacheKey=c1&${QUERY}`);
  });

  it('departSearchHref is the departure listing of the search', () => {
    expect(departSearchHref(QUERY)).toBe(`/flight/depart/search?${QUERY}`);
  });
});
