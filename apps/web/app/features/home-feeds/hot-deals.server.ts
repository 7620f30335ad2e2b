import type { HotDeal, HotDealsResponse } from '@thwa/domain/contracts/hot-deals';
import type { Language } from '@thwa/domain/settings';
import type { ApiClient } from '../../lib/api-client.ts';
import { loadFeed, type FeedResult } from './load-feed.server.ts';

/** How many deals a landing shows: a row of cards, two screens wide on a phone. */
export const HOT_DEALS_SHOWN = 8;

/**
 * A product's hot deals (POST /cms/hotDeals, decision 038; spec §4: success on code 200) in the page's
 * language: `/` and `/flight` ask 'flight', `/hotel` asks 'hotel'. Never rejects (loadFeed): return it
 * unawaited so the page streams it after the search form.
 */
export function loadHotDeals(api: ApiClient, product: 'flight' | 'hotel', settings: { lang: Language }): Promise<FeedResult<HotDeal[]>> {
  return loadFeed(() => api.post<HotDealsResponse>('/cms/hotDeals', { product, language: settings.lang, limit: HOT_DEALS_SHOWN }));
}
