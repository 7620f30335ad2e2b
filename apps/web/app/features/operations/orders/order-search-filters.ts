/** What the console's order search reads from its page's address, and how it writes the api's query and its own links (pure: tested with plain values). */
import { LIFE_CYCLE_STATUSES, type LifeCycleStatus } from '@thwa/domain/orders/life-cycle';
import { ORDER_QUERY_KINDS, type OrderQueryKind } from '@thwa/domain/operations/order-search';

export interface OrderSearchFilters {
  /** The one box: a booking id, an e-mail, a phone, an NRC or a traveller's name. */
  q: string;
  /** What the box holds, when the employee chose; empty: read from its shape. */
  kind: OrderQueryKind | '';
  status: LifeCycleStatus | '';
  /** Spec §3 product type id, as text ('' for any). */
  product: string;
  /** Yangon calendar days, YYYY-MM-DD. */
  from: string;
  to: string;
  agent: string;
  cursor: string;
}

/** Rows a page: the api's default. */
export const ORDER_PAGE_SIZE = 25;

/** The limits of the api's query (contracts/ops-orders.ts OpsOrderSearchQuery): a longer value could only be refused. */
const LIMITS = { q: 100, agent: 20, cursor: 200 } as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function text(params: URLSearchParams, name: keyof typeof LIMITS): string {
  return (params.get(name) ?? '').trim().slice(0, LIMITS[name]);
}

function oneOf<T extends string>(value: string | null, values: readonly T[]): T | '' {
  return values.includes(value as T) ? (value as T) : '';
}

/** The filters of the page's address; anything malformed is left out rather than refused (a hand-edited address still searches). */
export function orderFiltersFrom(params: URLSearchParams): OrderSearchFilters {
  const q = text(params, 'q');
  const from = DAY.test(params.get('from') ?? '') ? params.get('from')! : '';
  const to = DAY.test(params.get('to') ?? '') ? params.get('to')! : '';
  const product = params.get('product') ?? '';
  return {
    q,
    // A kind with nothing to read is meaningless (the api refuses it).
    kind: q ? oneOf(params.get('kind'), ORDER_QUERY_KINDS) : '',
    status: oneOf(params.get('status'), LIFE_CYCLE_STATUSES),
    product: /^\d{1,3}$/.test(product) ? String(Number(product)) : '',
    from,
    // A range the wrong way round keeps its start only.
    to: from && to && to < from ? '' : to,
    agent: text(params, 'agent'),
    cursor: text(params, 'cursor'),
  };
}

/** True when the employee narrowed the search at all (the page then offers to clear it). */
export function isFiltered(filters: OrderSearchFilters): boolean {
  return Boolean(filters.q || filters.status || filters.product || filters.from || filters.to || filters.agent);
}

/** The filters as a query string (the api's and the page's own), empty ones left out, in a fixed order. */
export function orderSearchQuery(filters: Partial<OrderSearchFilters>, limit?: number): string {
  const query = new URLSearchParams();
  for (const name of ['q', 'kind', 'status', 'product', 'from', 'to', 'agent', 'cursor'] as const) {
    const value = filters[name];
    if (value) query.set(name, value);
  }
  if (limit) query.set('limit', String(limit));
  return query.toString();
}

/** A link to the search with these filters. */
export function orderSearchHref(filters: Partial<OrderSearchFilters>): string {
  const query = orderSearchQuery(filters);
  return query ? `/ops/orders?${query}` : '/ops/orders';
}
