import { describe, expect, it } from 'vitest';
import { isFiltered, orderFiltersFrom, orderSearchHref, orderSearchQuery } from './order-search-filters.ts';

const read = (query: string) => orderFiltersFrom(new URLSearchParams(query));

describe("the console's order search address", () => {
  it('reads every filter of a GET form post, and writes them back in the same order for the api', () => {
    const filters = read('q=+guest%40example.com+&kind=email&status=completed&product=2&from=2026-11-01&to=2026-11-30&agent=UDEMO-AGENT&cursor=abc');
    expect(filters).toEqual({ q: 'guest@example.com', kind: 'email', status: 'completed', product: '2', from: '2026-11-01', to: '2026-11-30', agent: 'UDEMO-AGENT', cursor: 'abc' });
    expect(isFiltered(filters)).toBe(true);
    expect(orderSearchQuery(filters, 25)).toBe('q=guest%40example.com&kind=email&status=completed&product=2&from=2026-11-01&to=2026-11-30&agent=UDEMO-AGENT&cursor=abc&limit=25');
  });

  it('leaves out what is malformed rather than refusing the page', () => {
    const filters = read('kind=email&status=lost&product=flight&from=1.11.2026&to=2026-11-30&q=');
    expect(filters).toEqual({ q: '', kind: '', status: '', product: '', from: '', to: '2026-11-30', agent: '', cursor: '' });
    // A range the wrong way round keeps its start.
    expect(read('from=2026-11-30&to=2026-11-01')).toMatchObject({ from: '2026-11-30', to: '' });
    // Longer than the api allows: cut to its limit.
    expect(read(`q=${'a'.repeat(150)}`).q).toHaveLength(100);
  });

  it('links the first page without a cursor, and an empty search to the bare page', () => {
    expect(orderSearchHref({ ...read('q=Aung&cursor=xyz'), cursor: '' })).toBe('/ops/orders?q=Aung');
    expect(orderSearchHref(read(''))).toBe('/ops/orders');
    expect(isFiltered(read('cursor=xyz'))).toBe(false);
  });
});
